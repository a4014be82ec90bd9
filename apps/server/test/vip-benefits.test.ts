import { randomUUID } from 'node:crypto';
import { vipManager } from '@satsino/contract/vip';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBetLedger } from '../src/modules/ledger/bets.js';
import { createLedger } from '../src/modules/ledger/ledger.service.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit, ledgerBalances } from './helpers/races.js';
import { playRealMoney } from './helpers/real-money.js';
import { createVipLevels } from './helpers/vip-levels.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

const logger = pino({ level: 'silent' });

/** Levels with small thresholds (minor units), keyed as the programme's levels are. */
const LEVELS = [
  { key: 'bronze', min_wagered: 0, cashback_bps: 0 },
  { key: 'silver', min_wagered: 1_000, cashback_bps: 0 },
  { key: 'gold', min_wagered: 2_000, cashback_bps: 200 },
  { key: 'platinum', min_wagered: 3_000, cashback_bps: 400 },
] as const;

/**
 * The VIP levels' benefits (ADR 0003, docs/decisions/0014): Bronze's 10 % reload bonus from the
 * fifth deposit, Silver's priority in the withdrawal queue and the chat console, Platinum's
 * personal VIP manager.
 */
describe('VIP benefits', () => {
  const getApp = useTestApp();
  let operator: TestPlayer;

  beforeAll(async () => {
    const { app, database } = getApp();
    operator = await registerOperator(app, database.db);
    await createVipLevels(app, operator.token, LEVELS);
  });

  /** Wagers `stake` of real money and wins it straight back: the level moves, the balance not. */
  const wager = (player: TestPlayer, stake: bigint) =>
    playRealMoney(getApp().database.pool, player.id, stake, stake);
  /** A funded player who has wagered `wagered` and whose level has been recorded. */
  const playerAt = async (app: FastifyInstance, wagered: bigint) => {
    const player = await registerVerifiedPlayer(app, getApp().database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    if (wagered > 0n) await wager(player, wagered);
    const status = await app.inject({
      method: 'GET',
      url: '/api/vip/status',
      headers: bearer(player.token),
    });
    expect(status.statusCode, status.body).toBe(200);
    return player;
  };

  it('Bronze: the fifth deposit gets a 10 % reload offer, granted with the deposit', async () => {
    const { app } = getApp();
    const player = await registerVerifiedPlayer(app, getApp().database.db);
    for (let deposit = 0; deposit < 4; deposit++) {
      await fundWithBitcoin(app, operator.token, player, '0.002');
    }
    const listed = await postJson(app, '/api/user/bonuses', player.token, {});
    expect(listed.statusCode, listed.body).toBe(200);
    const offer = (listed.json() as Record<string, unknown>[]).find(
      (bonus) => bonus.state === 'available',
    );
    expect(offer).toMatchObject({
      bonus_key: 'DEPOSIT_BONUS_CASH',
      deposit_index: 4,
      percent: 10,
      max_bonus: 50_000,
      wagering_multiplier: 30,
    });
    const claimed = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: offer?.id,
      active: 1,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const before = await ledgerBalances(getApp().database.pool, player.id);
    await fundWithBitcoin(app, operator.token, player, '0.002');
    const credited = (await ledgerBalances(getApp().database.pool, player.id)).cash - before.cash;
    expect(credited).toBeGreaterThanOrEqual(10_000n);
    const after = await postJson(app, '/api/user/bonuses', player.token, {});
    const granted = (after.json() as Record<string, unknown>[]).find(
      (bonus) => bonus.id === offer?.id,
    );
    expect(granted).toMatchObject({ state: 'running', amount: Number(credited / 10n) });
    // And the sixth deposit gets the next one.
    const next = (after.json() as Record<string, unknown>[]).find(
      (bonus) => bonus.state === 'available',
    );
    expect(next).toMatchObject({ deposit_index: 5, percent: 10 });
    await expectCleanAudit(app, operator.token);
  });

  it('Silver: withdrawals sort first in the operator queue, chat groups are flagged', async () => {
    const { app } = getApp();
    const silver = await playerAt(app, 1_500n);
    const bronze = await playerAt(app, 0n);
    // The Silver player asks first, the Bronze one after: newest first would list Bronze first.
    expect((await requestWithdrawal(app, silver.token, 1_000)).statusCode).toBe(201);
    expect((await requestWithdrawal(app, bronze.token, 1_000)).statusCode).toBe(201);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?status=pending',
      headers: bearer(operator.token),
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const order = (queue.json() as { user_id: number }[])
      .map((row) => row.user_id)
      .filter((id) => id === silver.id || id === bronze.id);
    expect(order).toEqual([silver.id, bronze.id]);

    for (const player of [silver, bronze]) {
      const opened = await postJson(app, '/api/chat/groups', player.token, {
        topic: 'withdrawals',
      });
      expect(opened.statusCode, opened.body).toBe(201);
    }
    const groups = await app.inject({
      method: 'GET',
      url: '/api/admin/chat/groups',
      headers: bearer(operator.token),
    });
    expect(groups.statusCode, groups.body).toBe(200);
    const flags = new Map(
      (groups.json() as { player: { id: number }; priority: boolean }[]).map((group) => [
        group.player.id,
        group.priority,
      ]),
    );
    expect(flags.get(silver.id)).toBe(true);
    expect(flags.get(bronze.id)).toBe(false);
  });

  it('Platinum: an operator assigns a VIP manager; the player sees them and the chat names them', async () => {
    const { app } = getApp();
    const platinum = await playerAt(app, 3_000n);
    const gold = await playerAt(app, 2_000n);
    const assign = (userId: number, managerId: number, token = operator.token) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/vip/managers/${userId}`,
        headers: bearer(token),
        payload: { manager_id: managerId },
      });
    const manager = async (player: TestPlayer) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/vip/manager',
        headers: bearer(player.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return vipManager.parse(response.json());
    };

    expect(await manager(platinum)).toEqual({ manager: null });
    // Only staff, only for Platinum, only by staff.
    const notStaff = await assign(platinum.id, gold.id);
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().codes).toEqual({ manager_id: ['vip_manager_not_staff'] });
    const notPlatinum = await assign(gold.id, operator.id);
    expect(notPlatinum.statusCode).toBe(422);
    expect(notPlatinum.json().codes).toEqual({ user_id: ['vip_manager_not_platinum'] });
    expect((await assign(platinum.id, operator.id, gold.token)).statusCode).toBe(403);
    expect((await assign(999_999_999, operator.id)).statusCode).toBe(404);

    const assigned = await assign(platinum.id, operator.id);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ user_id: platinum.id, manager_id: operator.id });
    expect(await manager(platinum)).toEqual({
      manager: { id: operator.id, name: operator.name },
    });
    expect(await manager(gold)).toEqual({ manager: null });

    // The player writes to them in the support chat; the console names the manager.
    const opened = await postJson(app, '/api/chat/groups', platinum.token, {
      name: 'VIP manager',
      message: 'Hello!',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const groups = await app.inject({
      method: 'GET',
      url: '/api/admin/chat/groups',
      headers: bearer(operator.token),
    });
    const group = (groups.json() as Record<string, unknown>[]).find(
      (candidate) => (candidate.player as { id: number }).id === platinum.id,
    );
    expect(group).toMatchObject({ priority: true, vip_manager: operator.name });

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/vip/managers',
      headers: bearer(operator.token),
    });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ user_id: platinum.id, manager_name: operator.name }),
    ]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/admin/vip/managers/${platinum.id}`,
      headers: bearer(operator.token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await manager(platinum)).toEqual({ manager: null });
  });
  it('levels count real-money stakes only: a bet from the bonus balance does not move them', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const granted = await postJson(app, `/api/admin/players/${player.id}/bonuses`, operator.token, {
      amount: 5_000,
      wagering_multiplier: 1,
      valid_days: 7,
      reason: 'test',
    });
    expect(granted.statusCode, granted.body).toBe(201);
    // No cash: the stake comes from the bonus balance.
    const bets = createBetLedger(
      createLedger({ pool: database.pool, publishAppAlert: () => {}, logger }),
    );
    await bets.placeBet({
      userId: player.id,
      currency: 'USD',
      stakeMinor: 1_500n,
      idempotencyKey: `test-bet:${randomUUID()}`,
      round: randomUUID(),
    });
    expect((await ledgerBalances(database.pool, player.id)).bonus).toBe(3_500n);
    const status = await app.inject({
      method: 'GET',
      url: '/api/vip/status',
      headers: bearer(player.token),
    });
    expect(status.json()).toMatchObject({ wagered: 0, level: { key: 'bronze' } });
  });
});
