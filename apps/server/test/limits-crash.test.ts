import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { crashTables, seedCrashTables } from './helpers/crash-tables.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/*
 * A crash bet meets the player's responsible-gambling limits (ADR 0020) in the transaction that
 * writes it: past the limit it is refused with the limit's code and takes no place at the table.
 */
const getApp = useTestApp({ CRASH_LOOP: 'true' }, (app) => {
  Object.assign(app.crash.settings, {
    bettingMs: 600,
    pauseMs: 50,
    growthPerMs: 0.0006,
    leaderCheckMs: 100,
    waitingCheckMs: 50,
  });
});

vi.setConfig({ testTimeout: 90_000 });

beforeAll(async () => {
  await seedCrashTables(getApp().app, getApp().database.db);
});

const { bettingRound } = crashTables(getApp);

describe('crash bets and limits', () => {
  it('a wager limit refuses the crash bet that would pass it, and a cool-off refuses any', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    const limit = await app.inject({
      method: 'PUT',
      url: '/api/limits',
      headers: bearer(player.token),
      payload: { kind: 'wager', period: 'day', amount: 150 },
    });
    expect(limit.statusCode, limit.body).toBe(200);

    await bettingRound('crash', 1_000, 5_000);
    const first = await postJson(app, '/api/crash/crash/bets', player.token, { amount: 100 });
    expect(first.statusCode, first.body).toBe(201);

    await bettingRound('crashbull', 1_000, 5_000);
    const over = await postJson(app, '/api/crash/crashbull/bets', player.token, { amount: 51 });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      message: 'This bet would exceed your wager limit.',
      code: 'wager_limit_reached',
    });
    // The refused bet took no seat: the bet that meets the limit exactly is placed.
    const exact = await postJson(app, '/api/crash/crashbull/bets', player.token, { amount: 50 });
    expect(exact.statusCode, exact.body).toBe(201);

    const taken = await postJson(app, '/api/limits/break', player.token, {
      type: 'cool_off',
      duration: '24h',
    });
    expect(taken.statusCode).toBe(200);
    await bettingRound('crashsw', 1_000, 5_000);
    const paused = await postJson(app, '/api/crash/crashsw/bets', player.token, { amount: 10 });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().code).toBe('cool_off_active');
  });
});
