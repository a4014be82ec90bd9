import { randomUUID } from 'node:crypto';
import { cashbackStatus, dayPeriod, weekPeriod } from '@satsino/contract/cashback';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCashbackService } from '../src/modules/cashback/cashback.service.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { createNotifier } from '../src/modules/notifications/notifier.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  expectCleanAudit,
  ledgerBalances,
  offendersOf,
  readAudit,
  sideLedger,
} from './helpers/races.js';
import { cashbackJobAt, playRealMoney } from './helpers/real-money.js';
import { createVipLevels } from './helpers/vip-levels.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

const logger = pino({ level: 'silent' });
const MINUTE = 60_000;

/** Levels with small thresholds (minor units): Gold from 1,000 wagered, Platinum far above. */
const LEVELS = [
  { key: 'bronze', min_wagered: 0, cashback_bps: 0 },
  { key: 'gold', min_wagered: 1_000, cashback_bps: 200 },
  { key: 'platinum', min_wagered: 100_000_000, cashback_bps: 400 },
] as const;

/**
 * The cashback job (docs/decisions/0014): daily, weekly and VIP cashback of closed periods, with
 * the clock moved on; paid once whatever runs twice or at once; the preview before it is paid.
 */
describe('cashback', () => {
  const getApp = useTestApp();
  let operator: TestPlayer;

  beforeAll(async () => {
    const { app, database } = getApp();
    operator = await registerOperator(app, database.db);
    await createVipLevels(app, operator.token, LEVELS);
  });

  /** A cashback service of its own on the app's database, on a clock the test sets. */
  const service = (now: () => Date) => cashbackJobAt(getApp().database, now);
  /** A bet of `stake` that wins `win` back: a net loss of stake − win, all real money. */
  const play = (player: TestPlayer, stake: bigint, win = 0n) =>
    playRealMoney(getApp().database.pool, player.id, stake, win);
  const fundedPlayer = async (app: FastifyInstance, btc = '0.05') => {
    const player = await registerVerifiedPlayer(app, getApp().database.db);
    await fundWithBitcoin(app, operator.token, player, btc);
    return player;
  };
  const payouts = async (userId: number) => {
    const { rows } = await getApp().database.pool.query<{
      kind: string;
      amount_minor: bigint;
      state: string;
      net_loss_minor: bigint;
      rate_bps: number;
      deducted_minor: bigint;
    }>(
      `SELECT kind, amount_minor, state, net_loss_minor, rate_bps, deducted_minor
       FROM cashback_payouts WHERE user_id = $1 ORDER BY kind, period_start`,
      [userId],
    );
    return rows;
  };
  const cashbackTransfers = async (userId: number) => {
    const { rows } = await getApp().database.pool.query<{ amount: bigint; account: string }>(
      `SELECT e.amount, a.kind AS account FROM ledger_transfers t
       JOIN ledger_entries e ON e.transfer_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id = $1
       WHERE t.kind = 'cashback' ORDER BY t.id`,
      [userId],
    );
    return rows;
  };
  const notices = async (userId: number) => {
    const { rows } = await getApp().database.pool.query<{ text: string }>(
      // The funding deposit's own notice is not the cashback's to check.
      `SELECT text FROM notifications
        WHERE user_id = $1 AND text NOT LIKE 'Deposit credited:%' ORDER BY id`,
      [userId],
    );
    return rows.map((row) => row.text);
  };
  /** Just after the day of `at` ended (past the settling delay). */
  const dayAfter = (at: Date) => new Date(dayPeriod(at).end.getTime() + 10 * MINUTE);
  const weekAfter = (at: Date) => new Date(weekPeriod(at).end.getTime() + 10 * MINUTE);

  it('pays 10 % of yesterday’s net loss as a 1× bonus, with a notification and a transaction', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const played = new Date();
    await play(player, 3_000n, 500n);
    await play(player, 500n);
    // Net loss 3,000: 300 back.
    const before = await ledgerBalances(database.pool, player.id);

    // Still the same day: nothing closed yet.
    expect((await service(() => new Date()).run()).awarded).toBe(0);
    expect(await payouts(player.id)).toEqual([]);

    const result = await service(() => dayAfter(played)).run();
    expect(result.paid).toBeGreaterThanOrEqual(1);
    expect(await payouts(player.id)).toEqual([
      {
        kind: 'daily',
        amount_minor: 300n,
        state: 'paid',
        net_loss_minor: 3_000n,
        rate_bps: 1_000,
        deducted_minor: 0n,
      },
    ]);
    const after = await ledgerBalances(database.pool, player.id);
    expect(after.bonus - before.bonus).toBe(300n);
    expect(after.cash).toBe(before.cash);
    expect(await cashbackTransfers(player.id)).toEqual([{ amount: 300n, account: 'bonus' }]);
    expect(await notices(player.id)).toEqual([
      'Your daily cashback of $3 has been credited to your bonus balance. Wager it once to turn it into cash.',
    ]);

    // The bonus it was credited as: running, 1× wagering, valid 7 days.
    const bonuses = await postJson(app, '/api/user/bonuses', player.token, {});
    expect(bonuses.statusCode, bonuses.body).toBe(200);
    const cashbackBonus = (bonuses.json() as Record<string, unknown>[]).find(
      (bonus) => bonus.bonus_key === 'CASHBACK_BONUS',
    );
    expect(cashbackBonus).toMatchObject({
      state: 'running',
      amount: 300,
      wagering_multiplier: 1,
      wagering_required: 300,
      bonus_message: 'Daily cashback of $3. Wager it 1× within 7 days.',
    });

    // The player's transactions list it under its own kind.
    const listed = await postJson(app, '/api/wallet/transactions', player.token, { filter: 'all' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('"type":"cashback"');

    await expectCleanAudit(app, operator.token);
  });

  it('pays nothing below the minimum net loss of 10, and nothing for a winning day', async () => {
    const { app } = getApp();
    const small = await fundedPlayer(app);
    const winner = await fundedPlayer(app);
    const played = new Date();
    await play(small, 999n);
    await play(winner, 1_000n, 5_000n);
    await service(() => dayAfter(played)).run();
    expect(await payouts(small.id)).toEqual([]);
    expect(await payouts(winner.id)).toEqual([]);
  });

  it('pays each player each period once: run twice, and two instances at once', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const played = new Date();
    await play(player, 2_000n);
    const clock = () => dayAfter(played);
    await Promise.all([service(clock).run(), service(clock).run(), service(clock).run()]);
    await service(clock).run();
    const rows = await payouts(player.id);
    expect(rows.map((row) => [row.kind, row.amount_minor, row.state])).toEqual([
      ['daily', 200n, 'paid'],
    ]);
    expect(await cashbackTransfers(player.id)).toEqual([{ amount: 200n, account: 'bonus' }]);
    expect(await notices(player.id)).toHaveLength(1);
    const { rows: bonusRows } = await database.pool.query(
      "SELECT id FROM player_bonuses WHERE user_id = $1 AND bonus_key = 'CASHBACK_BONUS'",
      [player.id],
    );
    expect(bonusRows).toHaveLength(1);
    await expectCleanAudit(app, operator.token);
  });

  it('pays the weekly band less the daily cashback, and Gold’s 2 % VIP cashback in cash', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app, '0.1');
    const played = new Date();
    // A net loss of 1,500 in the week: the 20 % band.
    await play(player, 150_000n);
    const status = await app.inject({
      method: 'GET',
      url: '/api/vip/cashback?locale=en',
      headers: bearer(player.token),
    });
    expect(status.statusCode, status.body).toBe(200);
    const preview = cashbackStatus.parse(status.json());
    expect(preview.daily).toMatchObject({ net_loss: 150_000, accrued: 15_000, rate_bps: 1_000 });
    expect(preview.weekly).toMatchObject({
      net_loss: 150_000,
      rate_bps: 2_000,
      daily_deducted: 15_000,
      accrued: 15_000,
      next_tier: { min_net_loss: 500_000, rate_bps: 3_000 },
    });
    expect(preview.vip).toMatchObject({ level_key: 'gold', rate_bps: 200, accrued: 3_000 });

    const before = await ledgerBalances(database.pool, player.id);
    await service(() => weekAfter(played)).run();
    const rows = await payouts(player.id);
    expect(
      rows.map((row) => [row.kind, row.amount_minor, row.rate_bps, row.deducted_minor]),
    ).toEqual([
      ['daily', 15_000n, 1_000, 0n],
      ['vip', 3_000n, 200, 0n],
      ['weekly', 15_000n, 2_000, 15_000n],
    ]);
    // Daily paid as a bonus; weekly waits while the daily cashback bonus is being wagered.
    expect(rows.find((row) => row.kind === 'weekly')?.state).toBe('pending');
    const after = await ledgerBalances(database.pool, player.id);
    expect(after.cash - before.cash).toBe(3_000n);
    expect(after.bonus - before.bonus).toBe(15_000n);
    expect(await notices(player.id)).toContain(
      'Your VIP cashback of $30 has been paid into your cash balance, with no wagering.',
    );
    await expectCleanAudit(app, operator.token);
  });

  it('keeps a bonus cashback waiting while another bonus is active, and pays it after', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const played = new Date();
    await play(player, 5_000n);
    // The player claims the deposit offer: a bonus is active.
    const listed = await postJson(app, '/api/user/bonuses', player.token, {});
    const offer = (listed.json() as { id: number; state: string }[]).find(
      (bonus) => bonus.state === 'available',
    );
    if (!offer) throw new Error(`no offer: ${listed.body}`);
    const claimed = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: offer.id,
      active: 1,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const clock = () => dayAfter(played);
    const first = await service(clock).run();
    expect(first.waiting).toBeGreaterThanOrEqual(1);
    expect((await payouts(player.id)).map((row) => row.state)).toEqual(['pending']);
    const waiting = await app.inject({
      method: 'GET',
      url: '/api/vip/cashback',
      headers: bearer(player.token),
    });
    expect(cashbackStatus.parse(waiting.json()).waiting).toBe(500);

    const declined = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: offer.id,
      active: -1,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await service(clock).run();
    expect((await payouts(player.id)).map((row) => row.state)).toEqual(['paid']);
    expect((await ledgerBalances(database.pool, player.id)).bonus).toBe(500n);
    await expectCleanAudit(app, operator.token);
  });

  it('a pass that dies after the award and before the payment is finished by the next, once', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const played = new Date();
    await play(player, 4_000n);
    const clock = () => dayAfter(played);
    // The first process dies inside the payment's transaction: nothing of it commits.
    const dying = createLedger({ pool: database.pool, publishAppAlert: () => {}, logger });
    const crashing = createCashbackService({
      ledger: {
        ...dying,
        transact: async () => {
          throw new Error('the process died');
        },
      },
      notifier: createNotifier({
        db: database.db,
        realtime: { publishAppAlert: () => {} },
        now: clock,
      }),
      levelOf: async () => null,
      logger,
      now: clock,
    });
    const first = await crashing.run();
    expect(first.paid).toBe(0);
    expect((await payouts(player.id)).map((row) => [row.kind, row.state])).toEqual([
      ['daily', 'pending'],
    ]);
    expect(await cashbackTransfers(player.id)).toEqual([]);

    await service(clock).run();
    await service(clock).run();
    expect((await payouts(player.id)).map((row) => [row.kind, row.state])).toEqual([
      ['daily', 'paid'],
    ]);
    expect(await cashbackTransfers(player.id)).toEqual([{ amount: 400n, account: 'bonus' }]);
    expect(await notices(player.id)).toHaveLength(1);
    await expectCleanAudit(app, operator.token);
  });

  it('needs a signed-in player for the preview', async () => {
    const response = await getApp().app.inject({ method: 'GET', url: '/api/vip/cashback' });
    expect(response.statusCode).toBe(401);
  });
  // Last: it leaves the audit failing on purpose.
  it('the audit names a cashback transfer that pays no award', async () => {
    const { app, database } = getApp();
    const player = await fundedPlayer(app);
    const ledger = sideLedger(database.pool);
    const accounts = await ledger.accounts.playerAccounts(player.id, 'USD');
    const cost = await ledger.accounts.systemAccount('bonus_cost', 'USD');
    const stray = await ledger.transfer({
      idempotencyKey: `stray-cashback:${randomUUID()}`,
      kind: 'cashback',
      currency: 'USD',
      legs: [
        { account: cost, amount: -100n },
        { account: accounts.cash, amount: 100n },
      ],
    });
    const report = await readAudit(app, operator.token);
    expect(offendersOf(report, 'cashback_transfers_have_payouts')).toEqual([
      `transfer:${stray.id}`,
    ]);
    expect(offendersOf(report, 'cashback_payouts_match_transfers')).toEqual([]);
  });
});
