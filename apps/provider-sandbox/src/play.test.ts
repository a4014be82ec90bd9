import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PendingWins, type PlaySession, playRound, WalletUnreachable } from './play.js';
import type { SigningKeys } from './signature.js';

/*
 * The game's wallet calls when the casino misbehaves: a call with no answer is sent again under
 * the same transaction id, and a win that never got one is retried in the background.
 */

const keys: SigningKeys = { signing: 'hmac-sha256', secret: 'secret' };
interface Seen {
  call: string;
  transaction_uuid: string;
  reference_transaction_uuid?: string;
  amount?: number;
}
const seen: Seen[] = [];
/** The calls (by path) the wallet answers 503 to, once each, before answering them. */
const failOnce = new Set<string>();
let down = false;
/** Goes down right after answering the next bet. */
let downAfterBet = false;
const wallet = Fastify({ logger: false });
wallet.post<{ Params: { '*': string } }>('/api/provider/sandbox/*', async (request, reply) => {
  const call = request.params['*'];
  const body = request.body as Seen & { request_uuid: string };
  const { transaction_uuid, reference_transaction_uuid, amount } = body;
  seen.push({ call, transaction_uuid, reference_transaction_uuid, amount });
  if (down || failOnce.delete(call)) return reply.code(503).send('busy');
  if (downAfterBet && call === 'transaction/bet') {
    downAfterBet = false;
    down = true;
  }
  return { status: 'RS_OK', request_uuid: body.request_uuid, currency: 'USD', balance: 5_000 };
});
let base = '';

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  base = `${await wallet.listen({ port: 0, host: '127.0.0.1' })}/api/provider/sandbox/`;
});
afterAll(() => wallet.close());

function realSession(): PlaySession {
  return {
    id: 'session',
    mode: 'real',
    gameCode: 'lanternfish-0001',
    gameName: 'Hidden Keys',
    lang: 'en',
    lobbyUrl: 'http://casino.test/',
    createdAt: Date.now(),
    real: { token: 'token', user: '1', currency: 'USD', walletBase: base },
    demoBalanceMinor: 0,
    busy: false,
  };
}

describe('a real round', () => {
  it('sends a bet and a win again, same transaction ids, when an answer is a 5xx', async () => {
    seen.length = 0;
    failOnce.add('transaction/bet');
    failOnce.add('transaction/win');
    const pending = new PendingWins(keys, () => {});
    const result = await playRound(realSession(), keys, 300, 'heads', pending);
    expect(result).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    const [firstBet, secondBet, firstWin, secondWin] = seen;
    expect(seen.map((call) => call.call)).toEqual([
      'transaction/bet',
      'transaction/bet',
      'transaction/win',
      'transaction/win',
    ]);
    expect(secondBet?.transaction_uuid).toBe(firstBet?.transaction_uuid);
    expect(secondWin?.transaction_uuid).toBe(firstWin?.transaction_uuid);
    expect(firstWin?.amount).toBe(result.outcome === 'heads' ? 588 : 0);
    expect(pending.size).toBe(0);
  });

  it('keeps a win the casino never answered and delivers it once the casino is back', async () => {
    seen.length = 0;
    const pending = new PendingWins(keys, () => {});
    downAfterBet = true;
    await expect(playRound(realSession(), keys, 100, 'tails', pending)).rejects.toBeInstanceOf(
      WalletUnreachable,
    );
    expect(pending.size).toBe(1);
    const wins = () => seen.filter((call) => call.call === 'transaction/win');
    expect(wins().length).toBeGreaterThan(1);
    const winId = wins()[0]?.transaction_uuid;

    down = false;
    await pending.retry();
    expect(pending.size).toBe(0);
    expect(new Set(wins().map((call) => call.transaction_uuid))).toEqual(new Set([winId]));
  });

  it('rolls back a bet that never got an answer', async () => {
    seen.length = 0;
    down = true;
    try {
      await expect(
        playRound(realSession(), keys, 100, 'tails', new PendingWins(keys, () => {})),
      ).rejects.toBeInstanceOf(WalletUnreachable);
    } finally {
      down = false;
    }
    const bet = seen.find((call) => call.call === 'transaction/bet');
    const rollback = seen.find((call) => call.call === 'transaction/rollback');
    expect(rollback?.reference_transaction_uuid).toBe(bet?.transaction_uuid);
    expect(seen.some((call) => call.call === 'transaction/win')).toBe(false);
  });

  it('gives up a win after an hour, and says so', async () => {
    let clock = 0;
    const givenUp: string[] = [];
    const unreachable = `http://127.0.0.1:${await closedPort()}/api/provider/sandbox/`;
    const pending = new PendingWins(
      keys,
      (transaction) => givenUp.push(transaction),
      () => clock,
    );
    pending.add('round:win', unreachable, { transaction_uuid: 'round:win' });
    await pending.retry();
    expect(pending.size).toBe(1);
    clock = 60 * 60 * 1000 + 1;
    await pending.retry();
    expect(pending.size).toBe(0);
    expect(givenUp).toEqual(['round:win']);
  });
});
