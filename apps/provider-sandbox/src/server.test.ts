import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_BALANCE_MINOR } from './play.js';
import { buildSandbox } from './server.js';
import { type SigningKeys, signBody } from './signature.js';

const keys: SigningKeys = { signing: 'hmac-sha256', secret: 'launch secret' };
const app = buildSandbox({ keys, publicUrl: () => 'http://sandbox.test', logLevel: 'silent' });
afterAll(() => app.close());

const LAUNCH = {
  game_code: 'lanternfish-0001',
  mode: 'demo',
  lang: 'de',
  lobby_url: 'http://casino.test/',
  wallet_url: 'http://casino.test/api/provider/sandbox/',
};

function launch(body: object, signWith: SigningKeys = keys) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/launch',
    headers: { 'content-type': 'application/json', 'x-signature': signBody(signWith, payload) },
    payload,
  });
}

describe('the launch', () => {
  it('refuses a bad or missing signature with 401', async () => {
    const other = await launch(LAUNCH, { signing: 'hmac-sha256', secret: 'not ours' });
    expect(other.statusCode).toBe(401);
    const none = await app.inject({
      method: 'POST',
      url: '/launch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(LAUNCH),
    });
    expect(none.statusCode).toBe(401);
  });

  it('refuses a signed body that is not a launch, an unknown game, a real launch without a token', async () => {
    expect((await launch({ ...LAUNCH, mode: 'free' })).statusCode).toBe(400);
    expect((await launch({ ...LAUNCH, game_code: 'nope-0001' })).statusCode).toBe(404);
    expect((await launch({ ...LAUNCH, mode: 'real' })).statusCode).toBe(400);
    // Live tables have no demo.
    expect((await launch({ ...LAUNCH, game_code: 'harbourlight-0001' })).statusCode).toBe(400);
  });

  it('answers the URL of a game page in the launch language that plays demo money', async () => {
    const launched = await launch(LAUNCH);
    expect(launched.statusCode, launched.body).toBe(200);
    const { url } = launched.json() as { url: string };
    expect(url).toMatch(/^http:\/\/sandbox\.test\/play\/[\w-]{24}$/);
    const path = new URL(url).pathname;

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Spielen');
    expect(page.body).not.toMatch(/<(script|link|img)[^>]+(src|href)=["']?https?:/);

    const state = await app.inject({ method: 'GET', url: `${path}/state` });
    expect(state.json()).toMatchObject({ status: 'RS_OK', balance: DEMO_BALANCE_MINOR });

    const round = await app.inject({
      method: 'POST',
      url: `${path}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: 1_000, choice: 'heads' }),
    });
    expect(round.statusCode, round.body).toBe(200);
    const played = round.json() as {
      status: string;
      balance: number;
      outcome: string;
      win: number;
    };
    expect(played.status).toBe('RS_OK');
    expect(played.win).toBe(played.outcome === 'heads' ? 1_960 : 0);
    expect(played.balance).toBe(DEMO_BALANCE_MINOR - 1_000 + played.win);

    const tooMuch = await app.inject({
      method: 'POST',
      url: `${path}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ amount: played.balance + 1, choice: 'tails' }),
    });
    expect(tooMuch.json()).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: played.balance,
    });
  });

  it('answers 404 for a session it does not know', async () => {
    expect((await app.inject({ method: 'GET', url: '/play/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/play/unknown/state' })).statusCode).toBe(404);
  });
});
