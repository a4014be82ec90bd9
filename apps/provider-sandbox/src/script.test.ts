import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript } from './script.js';

/*
 * The script's own checks must be able to fail: against a "yes-man" wallet that answers every
 * call RS_OK with a balance it moves for each bet and win it is sent (replays included), and
 * never checks a signature or a provider, the script reports the attacks it lets through. The
 * real casino is played in apps/server/test/provider-sandbox.test.ts.
 */

const yesMan = Fastify({ logger: false });
let balance = 1_000_000;
yesMan.post<{ Params: { code: string; '*': string } }>('/api/provider/:code/*', async (request) => {
  const body = request.body as { request_uuid: string; amount?: number };
  const call = request.params['*'];
  if (call === 'transaction/bet') balance -= body.amount ?? 0;
  if (call === 'transaction/win') balance += body.amount ?? 0;
  return { status: 'RS_OK', request_uuid: body.request_uuid, user: '1', currency: 'USD', balance };
});
let url = '';

beforeAll(async () => {
  url = await yesMan.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => yesMan.close());

describe('script mode', () => {
  it('reports the attacks a careless wallet lets through, and fails', {
    timeout: 60_000,
  }, async () => {
    const lines: string[] = [];
    const failures = await runScript({
      casinoUrl: url,
      code: 'sandbox',
      keys: { signing: 'hmac-sha256', secret: 'secret' },
      token: 'token',
      user: '1',
      game: 'lanternfish-0001',
      amountMinor: 100,
      write: (line) => lines.push(line),
    });
    expect(failures).toBeGreaterThan(0);
    const failed = lines
      .filter((line) => line.startsWith('FAIL'))
      .map((line) => line.split(' — ')[0]);
    expect(failed).toEqual(
      expect.arrayContaining([
        'FAIL 54 replays in random order answer the first answer',
        'FAIL win before its bet',
        'FAIL the late bet',
        'FAIL rollback after the win',
        'FAIL the same transaction id with another amount',
        'FAIL a call signed with another key',
        'FAIL a bet altered after signing',
        'FAIL an unknown provider',
      ]),
    );
    expect(lines.at(-1)).toMatch(/^FAIL \d+\/\d+ checks passed$/);
  });
});
