import {
  type AccountBonus,
  type AdminBonus,
  BONUS_MESSAGES,
  MAX_BET_WHILE_WAGERING_MINOR,
} from '@satsino/contract/bonuses';
import { GAME_SESSION_HEADER } from '@satsino/contract/games';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startBonusSweeper } from '../src/modules/bonuses/bonuses.module.js';
import { createBonusService } from '../src/modules/bonuses/bonuses.service.js';
import { createBetLedger } from '../src/modules/ledger/bets.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { createOperatorLog } from '../src/modules/operator-log/operator-log.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * The bonus programme's money (DESIGN §4): a claimed deposit bonus granted with the next
 * qualifying deposit, once; wagering read from the ledger's bets, completed into cash; expiry
 * and forfeits given back to the house; withdrawals blocked while a bonus is active (SPEC §5);
 * operator grants and cancels with their log; the sweep; and the ledger audit clean at the end.
 */
const getApp = useTestApp();
const silent = pino({ level: 'silent' });

/** Bets straight on the test app's database, as the game modules place them through bets.ts. */
function betLedger() {
  const { database } = getApp();
  return createBetLedger(
    createLedger({ pool: database.pool, publishAppAlert: () => {}, logger: silent }),
  );
}

let betCounter = 0;
/** A bet of `stakeMinor` and its win of `winMinor` (0 loses it). */
async function playRound(player: TestPlayer, stakeMinor: number, winMinor: number) {
  const bets = betLedger();
  betCounter += 1;
  const key = `bonus-test-bet-${player.id}-${betCounter}`;
  await bets.placeBet({
    userId: player.id,
    currency: 'USD',
    stakeMinor: BigInt(stakeMinor),
    idempotencyKey: key,
    round: `round-${player.id}-${betCounter}`,
    game: 'test',
  });
  if (winMinor > 0) {
    await bets.settleWin({
      userId: player.id,
      betKey: key,
      winMinor: BigInt(winMinor),
      idempotencyKey: `${key}:win`,
    });
  }
}

async function listBonuses(app: FastifyInstance, token: string): Promise<AccountBonus[]> {
  const response = await postJson(app, '/api/user/bonuses', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountBonus[];
}

async function claimOffer(app: FastifyInstance, player: TestPlayer): Promise<AccountBonus> {
  const offer = (await listBonuses(app, player.token)).find((bonus) => bonus.state === 'available');
  if (!offer) throw new Error('no available offer');
  const response = await postJson(app, '/api/user/bonuses/active', player.token, {
    id: offer.id,
    active: 1,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().bonus as AccountBonus;
}

async function grantByHand(
  app: FastifyInstance,
  adminToken: string,
  player: TestPlayer,
  body: Record<string, unknown>,
) {
  const response = await postJson(app, `/api/admin/players/${player.id}/bonuses`, adminToken, {
    reason: 'test',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminBonus;
}

async function bonusById(app: FastifyInstance, player: TestPlayer, id: number) {
  const bonus = (await listBonuses(app, player.token)).find((candidate) => candidate.id === id);
  if (!bonus) throw new Error(`bonus ${id} not listed`);
  return bonus;
}

async function bonusTransfers(bonusId: number) {
  const { database } = getApp();
  const { rows } = await database.pool.query<{ kind: string; idempotency_key: string }>(
    `SELECT kind, idempotency_key FROM ledger_transfers WHERE reference = $1 ORDER BY id`,
    [`bonus:${bonusId}`],
  );
  return rows;
}

describe('a claimed deposit bonus is granted with the next qualifying deposit', () => {
  it('waits below the minimum deposit, then grants 125% once, idempotent on the deposit', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const claimed = await claimOffer(app, player);

    // 0.001 BTC = 96.50 USD: below the minimum deposit of 100, no bonus; the claim waits.
    await fundWithBitcoin(app, operator.token, player, '0.001');
    expect(await bonusById(app, player, claimed.id)).toMatchObject({ state: 'claimed' });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(0);

    // 0.002 BTC = 193.00 USD: 125% is 241.25.
    const txid = 'b0b0000000000000000000000000000000000000000000000000000000000001';
    await fundWithBitcoin(app, operator.token, player, '0.002', { txid });
    const running = await bonusById(app, player, claimed.id);
    expect(running).toMatchObject({
      state: 'running',
      active: 1,
      finished: 0,
      amount: 24_125,
      wagering_required: 24_125 * 30,
      wagering_progress: 0,
      days_left: 30,
    });
    expect(running.granted_at).not.toBeNull();
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 9_650 + 19_300,
      w_bonus_balance: 24_125,
    });

    // The same payment reported again moves nothing.
    await fundWithBitcoin(app, operator.token, player, '0.002', { txid });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(24_125);
    expect(await bonusTransfers(claimed.id)).toEqual([
      { kind: 'bonus_payment', idempotency_key: `bonus:${claimed.id}:grant` },
    ]);

    // The bonus history lists the grant.
    const history = await postJson(app, '/api/wallet/bonus/transactions', player.token);
    expect(history.json().transactions).toMatchObject([
      { type: 'bonus_payment', amount: 24_125, balance_type: 'bonus' },
    ]);
  });

  it('caps the bonus at 500', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const claimed = await claimOffer(app, player);
    // 0.01 BTC = 965.00 USD: 125% would be 1,206.25.
    await fundWithBitcoin(app, operator.token, player, '0.01');
    expect(await bonusById(app, player, claimed.id)).toMatchObject({ amount: 50_000 });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(50_000);
  });

  it('grants nothing to a deposit without a claimed bonus', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await listBonuses(app, player.token);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    expect((await balances(app, player.token)).w_bonus_balance).toBe(0);
  });
});

describe('wagering, completion and forfeits', () => {
  it('counts the stakes placed since the grant and pays the bonus balance out as cash', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    // 10.00 bonus, wagered twice: 20.00 of stakes.
    const bonus = await grantByHand(app, admin.token, player, {
      amount: 1_000,
      wagering_multiplier: 2,
    });
    expect(bonus).toMatchObject({ state: 'running', amount: 1_000, wagering_required: 2_000 });
    expect(bonus.bonus_message).toBe(
      'A bonus of $10 from the casino. Wager 2× the bonus within 30 days.',
    );

    // No cash: the bets take the bonus balance (SPEC §4), and wins go back to it.
    await playRound(player, 500, 1_500); // bonus 1,000 → 500 → 2,000
    expect(await bonusById(app, player, bonus.id)).toMatchObject({
      state: 'running',
      wagering_progress: 500,
    });
    await playRound(player, 1_500, 0); // bonus 2,000 → 500; staked 2,000 in all

    const completed = await bonusById(app, player, bonus.id);
    expect(completed).toMatchObject({
      state: 'completed',
      active: 1,
      finished: 1,
      wagering_progress: 2_000,
      settled_amount: 500,
    });
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 500,
      w_bonus_balance: 0,
    });
    // A manual grant is keyed by the operator's request (a retry answers it); the release by the
    // bonus.
    expect((await bonusTransfers(bonus.id)).map((row) => row.idempotency_key)).toEqual([
      expect.stringMatching(new RegExp(`^bonus-grant:${admin.id}:`)),
      `bonus:${bonus.id}:release`,
    ]);
  });

  it('does not count rolled-back bets', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, {
      amount: 1_000,
      wagering_multiplier: 1,
    });
    const bets = betLedger();
    await bets.placeBet({
      userId: player.id,
      currency: 'USD',
      stakeMinor: 1_000n,
      idempotencyKey: `rolled-back-${player.id}`,
      round: `rolled-back-${player.id}`,
    });
    await bets.rollbackBet({
      userId: player.id,
      betKey: `rolled-back-${player.id}`,
      idempotencyKey: `rolled-back-${player.id}:rollback`,
    });
    expect(await bonusById(app, player, bonus.id)).toMatchObject({
      state: 'running',
      wagering_progress: 0,
    });
  });

  it('forfeits the bonus balance to the house when it expires', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, { amount: 2_500 });
    await playRound(player, 1_000, 0);
    await database.pool.query(
      `UPDATE player_bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [bonus.id],
    );
    expect(await bonusById(app, player, bonus.id)).toMatchObject({
      state: 'expired',
      finished: 1,
      days_left: 0,
      wagering_progress: 1_000,
      settled_amount: 1_500,
    });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(0);
    expect((await bonusTransfers(bonus.id)).map((row) => row.kind)).toEqual([
      'bonus_payment',
      'bonus_forfeit',
    ]);
  });

  it('lets the player forfeit a running bonus by declining it', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, { amount: 3_000 });
    const response = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: bonus.id,
      active: -1,
    });
    expect(response.json()).toMatchObject({
      success: true,
      message: BONUS_MESSAGES.declined,
      bonus: { state: 'forfeited', active: -1, finished: 1, settled_amount: 3_000 },
    });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(0);
  });

  it('completes at once a manual bonus with no wagering', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, {
      amount: 700,
      wagering_multiplier: 0,
    });
    expect(bonus).toMatchObject({ state: 'completed', settled_amount: 700 });
    expect(await balances(app, player.token)).toMatchObject({ w_balance: 700, w_bonus_balance: 0 });
  });
});

describe('withdrawals while a bonus is active (SPEC §5)', () => {
  it('are blocked while claimed or running, and allowed once the bonus ends', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    // Some cash first (96.50, below the bonus minimum), so the balance check passes.
    await fundWithBitcoin(app, operator.token, player, '0.001');
    const claimed = await claimOffer(app, player);

    const whileClaimed = await requestWithdrawal(app, player.token, 1_000);
    expect(whileClaimed.statusCode).toBe(409);
    expect(whileClaimed.json()).toEqual({
      message: WALLET_MESSAGES.withdrawWageringActive,
      code: 'withdraw_wagering_active',
    });

    await fundWithBitcoin(app, operator.token, player, '0.01');
    const whileRunning = await requestWithdrawal(app, player.token, 1_000);
    expect(whileRunning.statusCode).toBe(409);
    expect(whileRunning.json()).toEqual({
      message: WALLET_MESSAGES.withdrawWageringActive,
      code: 'withdraw_wagering_active',
    });

    await postJson(app, '/api/user/bonuses/active', player.token, { id: claimed.id, active: -1 });
    const allowed = await requestWithdrawal(app, player.token, 1_000);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('are allowed as soon as the wagering is done, without the player looking first', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, admin.token, player, '0.001');
    const bonus = await grantByHand(app, admin.token, player, {
      amount: 2_000,
      wagering_multiplier: 1,
    });
    // Cash pays the bet (it is above 0.20) and counts towards the wagering all the same.
    await playRound(player, 2_000, 4_000);
    // The withdrawal check itself settles the bonus: its 20.00 become cash (beside the 20.00 won).
    const allowed = await requestWithdrawal(app, player.token, 1_500);
    expect(allowed.statusCode, allowed.body).toBe(201);
    const { rows } = await database.pool.query<{ state: string }>(
      'SELECT state FROM player_bonuses WHERE id = $1',
      [bonus.id],
    );
    expect(rows[0]?.state).toBe('completed');
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 9_650 + 2_000 + 2_000 - 1_500,
      w_bonus_balance: 0,
    });
  });
});

describe('operator grant and cancel', () => {
  it('refuses a second active bonus, cancels a running one with its log', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, { amount: 1_200 });
    const second = await postJson(app, `/api/admin/players/${player.id}/bonuses`, admin.token, {
      amount: 100,
      reason: 'again',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      message: BONUS_MESSAGES.playerHasActive,
      code: 'bonus_player_has_active',
    });

    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/players/${player.id}/bonuses`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(list.json()).toMatchObject([
      { id: bonus.id, user_id: player.id, state: 'running', granted_by: admin.name },
    ]);

    const cancelled = await postJson(app, `/api/admin/bonuses/${bonus.id}/cancel`, admin.token, {
      reason: 'bonus abuse',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      state: 'cancelled',
      active: -1,
      finished: 1,
      settled_amount: 1_200,
      end_reason: 'bonus abuse',
    });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(0);
    const again = await postJson(app, `/api/admin/bonuses/${bonus.id}/cancel`, admin.token, {
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);

    const actions = await app.inject({
      method: 'GET',
      url: '/api/admin/actions',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const logged = (actions.json() as { action: string; target: string }[]).filter(
      (action) => action.target === `player_bonus#${bonus.id}`,
    );
    expect(logged.map((action) => action.action).sort()).toEqual(['bonus.cancel', 'bonus.grant']);
  });
});

describe('the periodic sweep', () => {
  it('settles expired bonuses of players nobody looks at, one process at a time', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonus = await grantByHand(app, admin.token, player, { amount: 900 });
    await database.pool.query(
      `UPDATE player_bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [bonus.id],
    );
    const ledger = createLedger({ pool: database.pool, publishAppAlert: () => {}, logger: silent });
    const service = createBonusService({
      ledger,
      operatorLog: createOperatorLog(database.db),
      logger: silent,
      now: () => new Date(),
    });
    const stop = startBonusSweeper({ database, logger: silent }, service, 20);
    try {
      await expect
        .poll(async () => {
          const { rows } = await database.pool.query<{ state: string }>(
            'SELECT state FROM player_bonuses WHERE id = $1',
            [bonus.id],
          );
          return rows[0]?.state;
        })
        .toBe('expired');
    } finally {
      await stop();
    }
    expect(await service.sweep()).toBeGreaterThanOrEqual(0);
  });
});

describe('the maximum bet while wagering', () => {
  it('refuses a game round above it while a bonus runs, and allows it once the bonus has ended', async () => {
    const { app, database } = getApp();
    await seedDemoCatalogue(database.db);
    const admin = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, admin.token, player, '0.01');
    const bonus = await grantByHand(app, admin.token, player, { amount: 900 });
    const launch = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'dice' });
    const launchToken = (launch.json().urldata.url as string).split('#launch=')[1];
    const session = await postJson(app, '/api/games/sessions', undefined, {
      launch_token: launchToken,
    });
    // The game says so before it bites (issue 16): the session carries the cap.
    expect(session.json().limits.max_bet_while_wagering).toBe(MAX_BET_WHILE_WAGERING_MINOR);
    const play = (bet: number) =>
      postJson(
        app,
        '/api/games/rounds',
        undefined,
        { bet, params: { engine: 'dice', target: 50, condition: 'over' } },
        { [GAME_SESSION_HEADER]: session.json().session as string },
      );
    const before = await balances(app, player.token);

    const above = await play(MAX_BET_WHILE_WAGERING_MINOR + 1);
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.bet).toEqual([BONUS_MESSAGES.maxBetWhileWagering]);
    expect(await balances(app, player.token)).toEqual(before);
    expect((await play(MAX_BET_WHILE_WAGERING_MINOR)).statusCode).toBe(200);

    const forfeit = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: bonus.id,
      active: -1,
    });
    expect(forfeit.statusCode, forfeit.body).toBe(200);
    expect((await play(MAX_BET_WHILE_WAGERING_MINOR + 1)).statusCode).toBe(200);
    const next = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'dice' });
    const nextSession = await postJson(app, '/api/games/sessions', undefined, {
      launch_token: (next.json().urldata.url as string).split('#launch=')[1],
    });
    expect(nextSession.json().limits.max_bet_while_wagering).toBeNull();
  });
});

describe('the ledger after all of the above', () => {
  it('passes the audit', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(audit.statusCode).toBe(200);
    const body = audit.json() as { ok: boolean; checks: { name: string; ok: boolean }[] };
    expect(body.checks.filter((check) => !check.ok)).toEqual([]);
    expect(body.ok).toBe(true);
  });
});
