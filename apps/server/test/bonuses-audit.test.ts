import { randomBytes } from 'node:crypto';
import type { AccountBonus, AdminBonus } from '@satsino/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  expectBalancesMatchRows,
  expectCleanAudit,
  offendersOf,
  readAudit,
  sideLedger,
} from './helpers/races.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * The bonus programme's reconciliation checks in the ledger audit: every grant, release, forfeit,
 * expiry and operator grant or cancel agrees with its bonus row. A history with a bonus in every
 * state passes them; each check then fails, naming the bonus or the transfer, when a bonus row is
 * edited or a stray bonus transfer is posted.
 */
const getApp = useTestApp();

async function newPlayer(): Promise<TestPlayer> {
  const { app, database } = getApp();
  return registerVerifiedPlayer(app, database.db);
}

async function list(app: FastifyInstance, player: TestPlayer): Promise<AccountBonus[]> {
  const response = await postJson(app, '/api/user/bonuses', player.token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AccountBonus[];
}

async function setActive(app: FastifyInstance, player: TestPlayer, id: number, active: 1 | -1) {
  const response = await postJson(app, '/api/user/bonuses/active', player.token, { id, active });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { bonus: AccountBonus }).bonus;
}

async function offer(app: FastifyInstance, player: TestPlayer): Promise<AccountBonus> {
  const found = (await list(app, player)).find((bonus) => bonus.state === 'available');
  if (!found) throw new Error('no available offer');
  return found;
}

async function grant(
  app: FastifyInstance,
  adminToken: string,
  player: TestPlayer,
  body: Record<string, unknown>,
): Promise<AdminBonus> {
  const response = await postJson(app, `/api/admin/players/${player.id}/bonuses`, adminToken, {
    reason: 'audit test',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminBonus;
}

async function expire(id: number) {
  await getApp().database.pool.query(
    `UPDATE player_bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`,
    [id],
  );
}

async function stateOf(app: FastifyInstance, player: TestPlayer, id: number) {
  return (await list(app, player)).find((bonus) => bonus.id === id)?.state;
}

async function sql(text: string, values: unknown[]) {
  await getApp().database.pool.query(text, values);
}

async function bonusAccounts(userId: number) {
  const ledger = sideLedger(getApp().database.pool);
  return {
    player: await ledger.accounts.playerAccounts(userId, 'USD'),
    cost: await ledger.accounts.systemAccount('bonus_cost', 'USD'),
  };
}

async function strayTransfer(
  request: Omit<Parameters<ReturnType<typeof sideLedger>['transfer']>[0], 'idempotencyKey'>,
) {
  const ledger = sideLedger(getApp().database.pool);
  return ledger.transfer({ idempotencyKey: `stray:${randomBytes(8).toString('hex')}`, ...request });
}

describe('a sound bonus history', () => {
  it('passes every check with a bonus in every state', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const players: TestPlayer[] = [];
    const next = async () => {
      const player = await newPlayer();
      players.push(player);
      return player;
    };
    const seen = new Set<string>();
    const expectState = async (player: TestPlayer, id: number, state: string) => {
      expect(await stateOf(app, player, id)).toBe(state);
      seen.add(state);
    };

    // available, claimed, and a deposit bonus granted with its deposit (running)
    const waiting = await next();
    await expectState(waiting, (await offer(app, waiting)).id, 'available');
    const claimer = await next();
    const claimed = await setActive(app, claimer, (await offer(app, claimer)).id, 1);
    await expectState(claimer, claimed.id, 'claimed');
    const depositor = await next();
    const depositBonus = await setActive(app, depositor, (await offer(app, depositor)).id, 1);
    await fundWithBitcoin(app, admin.token, depositor, '0.002');
    await expectState(depositor, depositBonus.id, 'running');

    // declined (an offer), lapsed (deposited past without claiming), expired without money
    const decliner = await next();
    const declined = await setActive(app, decliner, (await offer(app, decliner)).id, -1);
    await expectState(decliner, declined.id, 'declined');
    const lapser = await next();
    const lapsing = await offer(app, lapser);
    await fundWithBitcoin(app, admin.token, lapser, '0.002');
    await expectState(lapser, lapsing.id, 'lapsed');
    const idle = await next();
    const idleClaim = await setActive(app, idle, (await offer(app, idle)).id, 1);
    await expire(idleClaim.id);
    await expectState(idle, idleClaim.id, 'expired');

    // operator bonuses: completed at once, forfeited, expired with money, cancelled both ways
    const completed = await grant(app, admin.token, await next(), {
      amount: 700,
      wagering_multiplier: 0,
    });
    expect(completed.state).toBe('completed');
    seen.add('completed');
    const forfeiter = await next();
    const forfeited = await grant(app, admin.token, forfeiter, { amount: 800 });
    expect((await setActive(app, forfeiter, forfeited.id, -1)).state).toBe('forfeited');
    seen.add('forfeited');
    const expirer = await next();
    const expiring = await grant(app, admin.token, expirer, { amount: 900 });
    await expire(expiring.id);
    await expectState(expirer, expiring.id, 'expired');
    const cancelledRunning = await grant(app, admin.token, await next(), { amount: 1_000 });
    const cancelClaim = await next();
    const claimedToCancel = await setActive(
      app,
      cancelClaim,
      (await offer(app, cancelClaim)).id,
      1,
    );
    for (const id of [cancelledRunning.id, claimedToCancel.id]) {
      const cancelled = await postJson(app, `/api/admin/bonuses/${id}/cancel`, admin.token, {
        reason: 'audit test',
      });
      expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    }
    seen.add('cancelled');

    expect([...seen].sort()).toEqual([
      'available',
      'cancelled',
      'claimed',
      'completed',
      'declined',
      'expired',
      'forfeited',
      'lapsed',
      'running',
    ]);
    await expectCleanAudit(app, admin.token);
    await expectBalancesMatchRows(
      database.pool,
      players.map((player) => player.id),
    );
  });
});

describe('bonuses_match_transfers', () => {
  it('names a running bonus whose amount was edited after its grant', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const bonus = await grant(app, admin.token, await newPlayer(), { amount: 1_000 });
    expect(offendersOf(await readAudit(app, admin.token), 'bonuses_match_transfers')).not.toContain(
      `bonus:${bonus.id}`,
    );
    await sql('UPDATE player_bonuses SET amount_minor = amount_minor + 1 WHERE id = $1', [
      bonus.id,
    ]);
    expect(offendersOf(await readAudit(app, admin.token), 'bonuses_match_transfers')).toContain(
      `bonus:${bonus.id}`,
    );
  });

  it('names a forfeited bonus rewritten as completed (its balance went to the house, not cash)', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await newPlayer();
    const bonus = await grant(app, admin.token, player, { amount: 1_000 });
    await setActive(app, player, bonus.id, -1);
    expect(offendersOf(await readAudit(app, admin.token), 'bonuses_match_transfers')).not.toContain(
      `bonus:${bonus.id}`,
    );
    await sql(`UPDATE player_bonuses SET state = 'completed', active = 1 WHERE id = $1`, [
      bonus.id,
    ]);
    expect(offendersOf(await readAudit(app, admin.token), 'bonuses_match_transfers')).toContain(
      `bonus:${bonus.id}`,
    );
  });

  it('names a completed bonus whose settled amount is not what it released', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const bonus = await grant(app, admin.token, await newPlayer(), {
      amount: 600,
      wagering_multiplier: 0,
    });
    expect(bonus.state).toBe('completed');
    await sql('UPDATE player_bonuses SET settled_minor = settled_minor - 1 WHERE id = $1', [
      bonus.id,
    ]);
    expect(offendersOf(await readAudit(app, admin.token), 'bonuses_match_transfers')).toContain(
      `bonus:${bonus.id}`,
    );
  });

  it('names a bonus granted twice, and the second grant as a transfer of no bonus', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await newPlayer();
    const bonus = await grant(app, admin.token, player, { amount: 1_000 });
    const { player: accounts, cost } = await bonusAccounts(player.id);
    const before = await readAudit(app, admin.token);
    const second = await strayTransfer({
      kind: 'bonus_payment',
      currency: 'USD',
      legs: [
        { account: cost, amount: -1_000n },
        { account: accounts.bonus, amount: 1_000n },
      ],
      reference: `bonus:${bonus.id}`,
      metadata: { bonus_id: bonus.id, step: 'grant' },
    });
    const after = await readAudit(app, admin.token);
    expect(offendersOf(before, 'bonuses_match_transfers')).not.toContain(`bonus:${bonus.id}`);
    expect(offendersOf(after, 'bonuses_match_transfers')).toContain(`bonus:${bonus.id}`);
    expect(offendersOf(before, 'bonus_transfers_have_bonuses')).not.toContain(
      `transfer:${second.id}`,
    );
    expect(offendersOf(after, 'bonus_transfers_have_bonuses')).toContain(`transfer:${second.id}`);
  });
});

describe('bonus_transfers_have_bonuses', () => {
  it('names a forfeit that no bonus records', async () => {
    const { app, database } = getApp();
    const admin = await registerOperator(app, database.db);
    const player = await newPlayer();
    // A grant leaves money in the bonus balance for the stray forfeit to take.
    await grant(app, admin.token, player, { amount: 1_000 });
    const { player: accounts, cost } = await bonusAccounts(player.id);
    const stray = await strayTransfer({
      kind: 'bonus_forfeit',
      currency: 'USD',
      legs: [
        { account: accounts.bonus, amount: -500n },
        { account: cost, amount: 500n },
      ],
    });
    expect(
      offendersOf(await readAudit(app, admin.token), 'bonus_transfers_have_bonuses'),
    ).toContain(`transfer:${stray.id}`);
  });
});
