import {
  CRASH_MAX_AUTO_CASHOUT_X100,
  CRASH_MAX_BET_MINOR,
  CRASH_MESSAGES,
  CRASH_MIN_AUTO_CASHOUT_X100,
  CRASH_MIN_BET_MINOR,
  type CrashTable,
  type CrashTableLimits,
} from '@satsino/contract/crash';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, registerPlayer, setRole, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { crashTables, seedCrashTables } from './helpers/crash-tables.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

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

const DEFAULTS: CrashTableLimits = {
  min_bet: CRASH_MIN_BET_MINOR,
  max_bet: CRASH_MAX_BET_MINOR,
  min_auto_cashout_x100: CRASH_MIN_AUTO_CASHOUT_X100,
  max_auto_cashout_x100: CRASH_MAX_AUTO_CASHOUT_X100,
};

const { state, bettingRound } = crashTables(getApp);

let admin: TestPlayer;
let support: TestPlayer;

beforeAll(async () => {
  const { app, database } = getApp();
  await seedCrashTables(app, database.db);
  admin = await registerOperator(app, database.db);
  support = await registerVerifiedPlayer(app, database.db);
  await setRole(database.db, support.id, 'support');
});

function patchLimits(table: string, token: string | undefined, payload: unknown) {
  return getApp().app.inject({
    method: 'PATCH',
    url: `/api/admin/crash/tables/${table}/limits`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

/** Every code of a 422's fields, whichever field the rule names. */
function codesOf(response: { json: () => unknown }): string[] {
  const body = response.json() as { codes?: Record<string, string[]> };
  return Object.values(body.codes ?? {}).flat();
}

const bet = (player: TestPlayer, table: CrashTable, body: unknown) =>
  postJson(getApp().app, `/api/crash/${table}/bets`, player.token, body);

describe("a crash table's own limits", () => {
  it('start at the former constants on every table', async () => {
    for (const table of ['crash', 'crashbull', 'crashsw'] as const) {
      expect((await state(table)).limits).toEqual(DEFAULTS);
    }
  });

  it('may be changed by admins only', async () => {
    const { app, database } = getApp();
    const player = await registerPlayer(app);
    expect((await patchLimits('crash', undefined, { min_bet: 20 })).statusCode).toBe(401);
    expect((await patchLimits('crash', player.token, { min_bet: 20 })).statusCode).toBe(403);
    const bySupport = await patchLimits('crash', support.token, { min_bet: 20 });
    expect(bySupport.statusCode).toBe(403);
    expect((await patchLimits('nope', admin.token, { min_bet: 20 })).statusCode).toBe(404);
    expect((await state('crash')).limits).toEqual(DEFAULTS);
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS n FROM operator_actions WHERE action = 'crash_table.limits'",
    );
    expect(rows[0].n).toBe(0);
  });

  it('refuse limits that cannot hold, with a coded 422, and change nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'crash_limits_invalid'],
      [{ min_bet: 12.5 }, 'crash_limits_invalid'],
      [{ max_bet: '500' }, 'crash_limits_invalid'],
      [{ min_bet: -10 }, 'crash_limits_invalid'],
      [{ min_bet: CRASH_MIN_BET_MINOR - 1 }, 'crash_limits_min_bet_floor'],
      [{ min_bet: CRASH_MAX_BET_MINOR + 1 }, 'crash_limits_bet_order'],
      [{ min_bet: 600, max_bet: 500 }, 'crash_limits_bet_order'],
      [{ min_auto_cashout_x100: 100 }, 'crash_limits_auto_cashout_range'],
      [{ max_auto_cashout_x100: 100_000_001 }, 'crash_limits_auto_cashout_range'],
      [
        { min_auto_cashout_x100: 500, max_auto_cashout_x100: 400 },
        'crash_limits_auto_cashout_range',
      ],
    ];
    for (const [payload, code] of cases) {
      const response = await patchLimits('crashsw', admin.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(codesOf(response), JSON.stringify(payload)).toContain(code);
    }
    expect((await state('crashsw')).limits).toEqual(DEFAULTS);
  });

  it("judge the next bet by the table's new limits, show them in its state and log the change", async () => {
    const { app, database } = getApp();
    const changed = await patchLimits('crashbull', admin.token, {
      min_bet: 500,
      max_bet: 2_000,
      min_auto_cashout_x100: 150,
      max_auto_cashout_x100: 500,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const limits = {
      min_bet: 500,
      max_bet: 2_000,
      min_auto_cashout_x100: 150,
      max_auto_cashout_x100: 500,
    };
    expect(changed.json()).toEqual(limits);
    expect((await state('crashbull')).limits).toEqual(limits);
    // The other tables keep theirs.
    expect((await state('crash')).limits).toEqual(DEFAULTS);

    // A field left out keeps its value.
    const partial = await patchLimits('crashbull', admin.token, { max_bet: 3_000 });
    expect(partial.json()).toEqual({ ...limits, max_bet: 3_000 });

    const { rows } = await database.pool.query(
      `SELECT actor_user_id::int AS actor_user_id, target_type, target_id, details FROM operator_actions
        WHERE action = 'crash_table.limits' ORDER BY id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      actor_user_id: admin.id,
      target_type: 'crash_table',
      target_id: 'crashbull',
      details: { before: DEFAULTS, after: limits },
    });

    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, admin.token, player, '0.001');
    const small = await bet(player, 'crashbull', { amount: 400 });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.amount).toEqual([`${CRASH_MESSAGES.minBet} 5.00 USD`]);
    const big = await bet(player, 'crashbull', { amount: 3_001 });
    expect(big.json().errors.amount).toEqual([`${CRASH_MESSAGES.maxBet} 30.00 USD`]);
    const far = await bet(player, 'crashbull', { amount: 1_000, auto_cashout_x100: 501 });
    expect(far.statusCode).toBe(422);
    expect(far.json().codes.auto_cashout_x100).toEqual(['crash_auto_cashout_out_of_range']);
    expect(far.json().errors.auto_cashout_x100).toEqual([
      `${CRASH_MESSAGES.autoCashoutOutOfRange} 1.50×–5×`,
    ]);
    // At the old table's limits the same bet is fine.
    const elsewhere = await bet(player, 'crash', { amount: 400, auto_cashout_x100: 120 });
    expect([201, 409], elsewhere.body).toContain(elsewhere.statusCode);

    await bettingRound('crashbull');
    const placed = await bet(player, 'crashbull', { amount: 1_000, auto_cashout_x100: 200 });
    expect(placed.statusCode, placed.body).toBe(201);
  });
});
