import { createHmac, randomUUID } from 'node:crypto';
import { GAME_SESSION_HEADER } from '@satsino/contract/games';
import {
  PROVIDER_SIGNATURE_HEADER,
  PROVIDER_WALLET_CALLS,
  type ProviderResponse,
} from '@satsino/contract/provider';
import { type ResponsibleGaming, responsibleGaming } from '@satsino/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/connection.js';
import { createProviderWallet } from '../src/modules/games/provider-wallet.js';
import { depositRefusal } from '../src/modules/limits/limits.service.js';
import { loadConfig } from '../src/platform/config.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, freshIp, type TestPlayer } from './helpers/accounts.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { expectCleanAudit, sideLedger } from './helpers/races.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * The player's responsible-gambling rules (issue 15, ADR 0020) against the real bet and deposit
 * paths: each limit refuses exactly past its boundary, parallel stakes never overshoot a loss
 * limit, a raise waits 24 hours on the app's clock, breaks block what they promise, and a
 * provider's bet gets Hub88's status for a refusal.
 */

const HOUR_MS = 3_600_000;
/** The app's clock: the real time moved by what a test sets. */
let clockOffsetMs = 0;
const now = () => new Date(Date.now() + clockOffsetMs);

let testDatabase: TestDatabase;
let database: Database;
let app: FastifyInstance;
let operator: TestPlayer;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    CRASH_LOOP: 'false',
    DATABASE_URL: testDatabase.url,
  });
  const logger = pino({ level: config.logLevel });
  database = await openDatabase(config, logger);
  app = await buildApp({ config, database, logger, now });
  await app.ready();
  await seedDemoCatalogue(database.db);
  operator = await registerOperator(app, database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await testDatabase?.drop();
});

/** The in-house studio's wallet on the app's clock: the stake path every in-house round takes. */
const wallet = () => createProviderWallet(sideLedger(database.pool), 'limits-test', now);

async function fundedPlayer(btc = '0.01'): Promise<TestPlayer> {
  const player = await registerVerifiedPlayer(app, database.db);
  await fundWithBitcoin(app, operator.token, player, btc);
  return player;
}

async function setLimit(
  player: TestPlayer,
  kind: 'deposit' | 'loss' | 'wager',
  period: 'day' | 'week' | 'month',
  amount: number | null,
): Promise<ResponsibleGaming> {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/limits',
    headers: bearer(player.token),
    payload: { kind, period, amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return responsibleGaming.parse(response.json());
}

async function rules(player: TestPlayer): Promise<ResponsibleGaming> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/limits',
    headers: bearer(player.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return responsibleGaming.parse(response.json());
}

/** A stake through the in-house wallet: 'ok' or the refusal's code. */
async function stake(player: TestPlayer, amountMinor: number): Promise<string> {
  try {
    await wallet().bet({
      userId: player.id,
      currency: 'USD',
      transactionId: randomUUID(),
      roundId: randomUUID(),
      game: 'dice',
      amountMinor: BigInt(amountMinor),
    });
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === undefined) throw error;
    return code;
  }
}

async function openDice(player: TestPlayer): Promise<string> {
  const launch = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'dice' });
  expect(launch.statusCode, launch.body).toBe(200);
  const url = launch.json().urldata.url as string;
  const opened = await postJson(app, '/api/games/sessions', undefined, {
    launch_token: url.split('#launch=')[1],
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return opened.json().session as string;
}

const playDice = (session: string, bet: number) =>
  postJson(
    app,
    '/api/games/rounds',
    undefined,
    { bet, params: { engine: 'dice', target: 50, condition: 'over' } },
    { [GAME_SESSION_HEADER]: session },
  );

describe('limits refuse exactly past their boundary', () => {
  it('a wager limit lets stakes reach it and refuses the first cent beyond, on a real round', async () => {
    const player = await fundedPlayer();
    await setLimit(player, 'wager', 'day', 310);
    const session = await openDice(player);
    for (let i = 0; i < 3; i++) {
      const round = await playDice(session, 100);
      expect(round.statusCode, round.body).toBe(200);
    }
    // The smallest bet is 10: 11 passes the limit by a cent, 10 meets it.
    const refused = await playDice(session, 11);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This bet would exceed your wager limit.',
      code: 'wager_limit_reached',
    });
    const last = await playDice(session, 10);
    expect(last.statusCode, last.body).toBe(200);
    expect((await playDice(session, 10)).json().code).toBe('wager_limit_reached');
    const view = await rules(player);
    expect(view.limits).toEqual([
      expect.objectContaining({ kind: 'wager', period: 'day', amount: 310, used: 310 }),
    ]);
  });

  it('a loss limit counts stakes less wins and refuses the stake that would pass it', async () => {
    const player = await fundedPlayer();
    await setLimit(player, 'loss', 'week', 300);
    expect(await stake(player, 200)).toBe('ok');
    expect(await stake(player, 101)).toBe('loss_limit_reached');
    expect(await stake(player, 100)).toBe('ok');
    expect(await stake(player, 1)).toBe('loss_limit_reached');
    expect((await rules(player)).limits[0]).toMatchObject({ amount: 300, used: 300 });
  });

  it('a loss limit is given room by a win', async () => {
    const player = await fundedPlayer();
    await setLimit(player, 'loss', 'day', 100);
    const betId = randomUUID();
    const round = randomUUID();
    await wallet().bet({
      userId: player.id,
      currency: 'USD',
      transactionId: betId,
      roundId: round,
      game: 'dice',
      amountMinor: 100n,
    });
    expect(await stake(player, 1)).toBe('loss_limit_reached');
    await wallet().win({
      userId: player.id,
      transactionId: `${betId}:win`,
      betTransactionId: betId,
      amountMinor: 60n,
    });
    expect(await stake(player, 61)).toBe('loss_limit_reached');
    expect(await stake(player, 60)).toBe('ok');
    expect((await rules(player)).limits[0]).toMatchObject({ kind: 'loss', used: 100 });
  });

  it('a deposit limit refuses an invoice past it and the address once it is used up', async () => {
    const player = await fundedPlayer();
    const deposited = BigInt((await balances(app, player.token)).total_deposits);
    expect(deposited).toBeGreaterThan(0n);
    const view = await setLimit(player, 'deposit', 'month', Number(deposited) + 20_000);
    expect(view.limits[0]).toMatchObject({ kind: 'deposit', used: Number(deposited) });
    const invoice = (amount: number) =>
      postJson(app, '/api/wallet/lightning/invoice', player.token, { amount });
    const over = await invoice(20_001);
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('deposit_limit_reached');
    expect((await invoice(20_000)).statusCode).toBe(201);
    const address = () =>
      postJson(app, '/api/wallet/depositwallet', player.token, { symbol: 'BTC' });
    expect((await address()).statusCode).toBe(200);
    await setLimit(player, 'deposit', 'month', Number(deposited));
    const full = await address();
    expect(full.statusCode).toBe(403);
    expect(full.json().code).toBe('deposit_limit_reached');
  });
});

describe('races', () => {
  it('20 parallel stakes against a loss limit never overshoot it', async () => {
    const player = await fundedPlayer();
    await setLimit(player, 'loss', 'day', 1_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => stake(player, 100)));
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(10);
    expect(answers.filter((answer) => answer === 'loss_limit_reached')).toHaveLength(10);
    expect((await rules(player)).limits[0]).toMatchObject({ used: 1_000 });
    await expectCleanAudit(app, operator.token);
  });
});

describe('changing a limit', () => {
  it('lowers at once, and raises or removes only after 24 hours on the clock', async () => {
    const player = await fundedPlayer();
    // A month's limit: moving the clock a day stays in the period (the test runs before the last day).
    await setLimit(player, 'wager', 'month', 200);
    expect(await stake(player, 200)).toBe('ok');
    const raised = await setLimit(player, 'wager', 'month', 500);
    expect(raised.limits[0]).toMatchObject({ amount: 200, pending_amount: 500 });
    const pendingAt = new Date(raised.limits[0]?.pending_at ?? '');
    expect(pendingAt.getTime() - now().getTime()).toBeGreaterThan(24 * HOUR_MS - 60_000);
    expect(await stake(player, 100)).toBe('wager_limit_reached');
    // Asking again does not restart the wait.
    clockOffsetMs = 12 * HOUR_MS;
    try {
      const again = await setLimit(player, 'wager', 'month', 500);
      expect(again.limits[0]?.pending_at).toBe(raised.limits[0]?.pending_at);
      expect(await stake(player, 100)).toBe('wager_limit_reached');
      clockOffsetMs = 24 * HOUR_MS + 1_000;
      const later = await rules(player);
      expect(later.limits[0]).toMatchObject({
        amount: 500,
        pending_amount: null,
        pending_at: null,
      });
      expect(await stake(player, 100)).toBe('ok');
      // A removal waits too, and a lower limit in the meantime applies at once.
      const removing = await setLimit(player, 'wager', 'month', null);
      expect(removing.limits[0]).toMatchObject({ amount: 500, pending_amount: null });
      expect(removing.limits[0]?.pending_at).not.toBeNull();
      const lowered = await setLimit(player, 'wager', 'month', 300);
      expect(lowered.limits[0]).toMatchObject({ amount: 300, pending_at: null });
      expect(await stake(player, 1)).toBe('wager_limit_reached');
      clockOffsetMs = 48 * HOUR_MS + 2_000;
      await setLimit(player, 'wager', 'month', null);
      clockOffsetMs = 72 * HOUR_MS + 3_000;
      expect((await rules(player)).limits).toEqual([]);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('refuses amounts that are not whole cents above zero', async () => {
    const player = await fundedPlayer();
    for (const amount of [0, -5, 1.5, 1_000_000_001]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/limits',
        headers: bearer(player.token),
        payload: { kind: 'loss', period: 'day', amount },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().codes.amount).toEqual(['limit_amount_invalid']);
    }
  });
});

describe('breaks', () => {
  it('a cool-off refuses play and deposits, keeps sign-in, and cannot be shortened', async () => {
    const player = await fundedPlayer();
    const session = await openDice(player);
    const taken = await postJson(app, '/api/limits/break', player.token, {
      type: 'cool_off',
      duration: '7d',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const endsAt = taken.json().break.ends_at as string;
    expect(new Date(endsAt).getTime() - now().getTime()).toBeGreaterThan(7 * 24 * HOUR_MS - 60_000);
    const round = await playDice(session, 100);
    expect(round.statusCode).toBe(403);
    expect(round.json().code).toBe('cool_off_active');
    const address = await postJson(app, '/api/wallet/depositwallet', player.token, {
      symbol: 'BTC',
    });
    expect(address.json().code).toBe('cool_off_active');
    const shorter = await postJson(app, '/api/limits/break', player.token, {
      type: 'cool_off',
      duration: '24h',
    });
    expect(shorter.json().break.ends_at).toBe(endsAt);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
    clockOffsetMs = 7 * 24 * HOUR_MS + 60_000;
    try {
      expect((await rules(player)).break).toBeNull();
      expect(await stake(player, 100)).toBe('ok');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('a self-exclusion ends the sessions and blocks sign-in, bets and deposits', async () => {
    const player = await fundedPlayer();
    const taken = await postJson(app, '/api/limits/break', player.token, {
      type: 'self_exclusion',
      duration: '6m',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().break.type).toBe('self_exclusion');
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: bearer(player.token) });
    expect(me.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: player.email, password: player.password },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: 'You have excluded yourself from play.',
      code: 'self_excluded',
    });
    expect(await stake(player, 100)).toBe('self_excluded');
    expect(await depositRefusal(database.pool, player.id, null, now())).toBe('self_excluded');
    // The operator sees it on the player's page.
    const seen = await app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.id}/limits`,
      headers: bearer(operator.token),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().break).toMatchObject({ type: 'self_exclusion' });
    const asPlayer = await app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.id}/limits`,
      headers: bearer((await fundedPlayer()).token),
    });
    expect(asPlayer.statusCode).toBe(403);
  });
});

describe('provider wallet bets', () => {
  const code = 'limits-studio';
  const secret = 'limits-studio-shared-secret';

  async function providerBet(player: TestPlayer, token: string, amount: number) {
    const body = JSON.stringify({
      request_uuid: randomUUID(),
      token,
      user: String(player.id),
      game_code: 'limits-slot',
      transaction_uuid: randomUUID(),
      round: randomUUID(),
      currency: 'USD',
      amount,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/provider/${code}/${PROVIDER_WALLET_CALLS.bet}`,
      headers: {
        'content-type': 'application/json',
        [PROVIDER_SIGNATURE_HEADER]: createHmac('sha256', secret).update(body).digest('base64'),
      },
      payload: body,
      remoteAddress: '198.51.100.9',
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as ProviderResponse).status;
  }

  it('answers RS_ERROR_LIMIT_REACHED past a limit and RS_ERROR_USER_DISABLED on a break', async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO provider_integrations (code, name, signing, secret, launch_url, enabled)
       VALUES ($1, $1, 'hmac-sha256', $2, 'http://127.0.0.1:9/launch', true) RETURNING id::int AS id`,
      [code, secret],
    );
    const player = await fundedPlayer();
    const token = `tok-${randomUUID()}`;
    await database.pool.query(
      `INSERT INTO provider_launch_tokens (token, integration_id, user_id, game_code, currency, expires_at)
       VALUES ($1, $2, $3, 'limits-slot', 'USD', now() + interval '1 day')`,
      [token, rows[0]?.id, player.id],
    );
    await setLimit(player, 'wager', 'day', 150);
    expect(await providerBet(player, token, 100)).toBe('RS_OK');
    expect(await providerBet(player, token, 51)).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await providerBet(player, token, 50)).toBe('RS_OK');
    await postJson(app, '/api/limits/break', player.token, { type: 'cool_off', duration: '24h' });
    expect(await providerBet(player, token, 1)).toBe('RS_ERROR_USER_DISABLED');
  });
});
