import { randomBytes } from 'node:crypto';
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
  TipBook,
} from './helpers/races.js';
import {
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
  sendTip,
} from './helpers/wallet.js';

/**
 * The cashier's reconciliation checks in the ledger audit: every withdrawal, deposit and tip
 * agrees with its transfers. A sound history of every state passes them; each check then fails,
 * naming what is at fault, when a request row is edited behind the ledger's back or a stray
 * transfer is posted through it.
 */
const getApp = useTestApp();

const FUNDED_USD = 96_500n;

async function operatorAndPlayer() {
  const { app, database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db);
  return { app, operator, player };
}

/** A pending withdrawal of `amount` of a player funded with 0.01 BTC (965.00 USD). */
async function pendingWithdrawal(amount = 10_000) {
  const { app, operator, player } = await operatorAndPlayer();
  await fundWithBitcoin(app, operator.token, player, '0.01');
  return { app, operator, player, id: await requestOne(app, player, amount) };
}

async function requestOne(app: FastifyInstance, player: TestPlayer, amount: number) {
  const response = await requestWithdrawal(app, player.token, amount);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

async function act(
  app: FastifyInstance,
  token: string,
  id: number,
  action: 'approve' | 'reject' | 'sent' | 'confirm',
  body?: Record<string, unknown>,
) {
  const response = await postJson(app, `/api/admin/withdrawals/${id}/${action}`, token, body);
  expect(response.statusCode, response.body).toBe(200);
}

/** The ids a check names now; asserts it did not name `id` before `corrupt` ran. */
async function offendersAfter(
  token: string,
  check: string,
  id: string,
  corrupt: () => Promise<unknown>,
): Promise<string[]> {
  const { app } = getApp();
  expect(offendersOf(await readAudit(app, token), check)).not.toContain(id);
  await corrupt();
  return offendersOf(await readAudit(app, token), check);
}

async function sql(text: string, values: unknown[]) {
  await getApp().database.pool.query(text, values);
}

/** Posts a transfer no endpoint would, straight through the ledger. */
async function strayTransfer(
  request: Omit<Parameters<ReturnType<typeof sideLedger>['transfer']>[0], 'idempotencyKey'>,
) {
  const ledger = sideLedger(getApp().database.pool);
  return ledger.transfer({ idempotencyKey: `stray:${randomBytes(8).toString('hex')}`, ...request });
}

async function accountsOf(userId: number) {
  const ledger = sideLedger(getApp().database.pool);
  return {
    player: await ledger.accounts.playerAccounts(userId, 'USD'),
    depositsClearing: await ledger.accounts.systemAccount('deposits_clearing', 'USD'),
    withdrawalsClearing: await ledger.accounts.systemAccount('withdrawals_clearing', 'USD'),
  };
}

describe('a sound cashier history', () => {
  it('passes every check: deposits pending and credited, withdrawals in every state, tips', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    const { database } = getApp();
    const friend = await registerVerifiedPlayer(app, database.db);
    const { address } = await fundWithBitcoin(app, operator.token, player, '0.01');
    // Seen but not yet confirmed: pending, no transfer.
    await postJson(app, '/api/admin/deposits/simulate', operator.token, {
      address,
      crypto_amount: '0.002',
      confirmations: 1,
    });
    const tips = new TipBook();
    tips.record(
      { ...(await tipAnswer(app, player, friend.name, 1_500)), index: 0 },
      player.id,
      friend.id,
    );

    const cancelled = await requestOne(app, player, 1_000);
    expect(
      (await postJson(app, `/api/wallet/withdrawal/${cancelled}/cancel`, player.token)).statusCode,
    ).toBe(200);
    const rejected = await requestOne(app, player, 1_100);
    await act(app, operator.token, rejected, 'approve');
    await act(app, operator.token, rejected, 'reject', { reason: 'audit test' });
    const confirmed = await requestOne(app, player, 1_200);
    await act(app, operator.token, confirmed, 'approve');
    await act(app, operator.token, confirmed, 'sent', {});
    await act(app, operator.token, confirmed, 'confirm');
    const accepted = await requestOne(app, player, 1_300);
    await act(app, operator.token, accepted, 'approve');
    await act(app, operator.token, accepted, 'sent', { txid: 'c'.repeat(64) });
    const approved = await requestOne(app, player, 1_400);
    await act(app, operator.token, approved, 'approve');
    await requestOne(app, player, 1_500);

    await expectCleanAudit(app, operator.token);
    await expectBalancesMatchRows(database.pool, [player.id, friend.id], tips);
    expect((await readAudit(app, operator.token)).checks.map((check) => check.name)).toEqual(
      expect.arrayContaining([
        'withdrawals_match_transfers',
        'withdrawal_transfers_have_requests',
        'deposits_match_transfers',
        'deposit_transfers_have_deposits',
        'tips_move_between_players',
      ]),
    );
  });
});

async function tipAnswer(app: FastifyInstance, from: TestPlayer, to: string, amount: number) {
  const response = await sendTip(app, from.token, to, amount);
  expect(response.statusCode, response.body).toBe(201);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('withdrawals_match_transfers', () => {
  it('names a withdrawal whose amount was edited after its hold', async () => {
    const { operator, id } = await pendingWithdrawal();
    const offenders = await offendersAfter(
      operator.token,
      'withdrawals_match_transfers',
      `withdrawal:${id}`,
      () => sql('UPDATE withdrawals SET amount_minor = amount_minor + 100 WHERE id = $1', [id]),
    );
    expect(offenders).toContain(`withdrawal:${id}`);
  });

  it('names a rejected withdrawal whose hold was returned a second time', async () => {
    const { app, operator, player, id } = await pendingWithdrawal(10_000);
    await act(app, operator.token, id, 'approve');
    // A second request keeps money on hold, so a second return of the first can be posted.
    await requestOne(app, player, 10_000);
    await act(app, operator.token, id, 'reject', { reason: 'audit test' });
    const { player: accounts } = await accountsOf(player.id);

    const offenders = await offendersAfter(
      operator.token,
      'withdrawals_match_transfers',
      `withdrawal:${id}`,
      () =>
        strayTransfer({
          kind: 'withdrawal_returned',
          currency: 'USD',
          legs: [
            { account: accounts.withdrawal_hold, amount: -10_000n },
            { account: accounts.cash, amount: 10_000n },
          ],
          reference: `withdrawal:${id}`,
        }),
    );
    expect(offenders).toContain(`withdrawal:${id}`);
  });

  it('names a withdrawal marked confirmed that was never paid', async () => {
    const { app, operator, id } = await pendingWithdrawal();
    await act(app, operator.token, id, 'approve');
    const offenders = await offendersAfter(
      operator.token,
      'withdrawals_match_transfers',
      `withdrawal:${id}`,
      () => sql(`UPDATE withdrawals SET status = 'confirmed' WHERE id = $1`, [id]),
    );
    expect(offenders).toContain(`withdrawal:${id}`);
  });

  it('names a paid withdrawal whose fee no longer splits its payout', async () => {
    const { app, operator, id } = await pendingWithdrawal();
    await act(app, operator.token, id, 'approve');
    await act(app, operator.token, id, 'sent', {});
    const offenders = await offendersAfter(
      operator.token,
      'withdrawals_match_transfers',
      `withdrawal:${id}`,
      () => sql('UPDATE withdrawals SET fee_minor = fee_minor + 1 WHERE id = $1', [id]),
    );
    expect(offenders).toContain(`withdrawal:${id}`);
  });
});

describe('withdrawal_transfers_have_requests', () => {
  it('names a hold, and a payout, that belong to no withdrawal request', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    await fundWithBitcoin(app, operator.token, player, '0.01');
    const { player: accounts, withdrawalsClearing } = await accountsOf(player.id);
    const report = await readAudit(app, operator.token);
    const before = offendersOf(report, 'withdrawal_transfers_have_requests');

    const hold = await strayTransfer({
      kind: 'withdrawal',
      currency: 'USD',
      legs: [
        { account: accounts.cash, amount: -5_000n },
        { account: accounts.withdrawal_hold, amount: 5_000n },
      ],
      reference: 'withdrawal-request:none',
    });
    const payout = await strayTransfer({
      kind: 'withdrawal_payout',
      currency: 'USD',
      legs: [
        { account: accounts.withdrawal_hold, amount: -5_000n },
        { account: withdrawalsClearing, amount: 5_000n },
      ],
      reference: 'withdrawal:999999999',
    });

    const after = offendersOf(
      await readAudit(app, operator.token),
      'withdrawal_transfers_have_requests',
    );
    expect(before).not.toContain(`transfer:${hold.id}`);
    expect(after).toEqual(expect.arrayContaining([`transfer:${hold.id}`, `transfer:${payout.id}`]));
  });
});

describe('deposits_match_transfers', () => {
  async function creditedDeposit() {
    const { app, operator, player } = await operatorAndPlayer();
    const { deposit } = await fundWithBitcoin(app, operator.token, player, '0.01');
    expect(deposit).toMatchObject({ status: 'confirmed', credited_amount: Number(FUNDED_USD) });
    return { app, operator, player, id: deposit.id as number };
  }

  it('names a credited deposit whose credited amount was edited', async () => {
    const { operator, id } = await creditedDeposit();
    const offenders = await offendersAfter(
      operator.token,
      'deposits_match_transfers',
      `deposit:${id}`,
      () =>
        sql('UPDATE chain_deposits SET credited_minor = credited_minor + 1 WHERE id = $1', [id]),
    );
    expect(offenders).toContain(`deposit:${id}`);
  });

  it('names a pending deposit marked credited without a credit transfer', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    const { deposit } = await fundWithBitcoin(app, operator.token, player, '0.01', {
      confirmations: 1,
    });
    expect(deposit.status).toBe('pending');
    const id = deposit.id as number;
    const offenders = await offendersAfter(
      operator.token,
      'deposits_match_transfers',
      `deposit:${id}`,
      () =>
        sql(
          `UPDATE chain_deposits SET status = 'confirmed', credited_minor = 5000,
             confirmed_at = now() WHERE id = $1`,
          [id],
        ),
    );
    expect(offenders).toContain(`deposit:${id}`);
  });

  it('names a deposit credited a second time, and the second credit as a transfer of no deposit', async () => {
    const { app, operator, player, id } = await creditedDeposit();
    const { player: accounts, depositsClearing } = await accountsOf(player.id);
    const before = offendersOf(await readAudit(app, operator.token), 'deposits_match_transfers');
    const second = await strayTransfer({
      kind: 'deposit',
      currency: 'USD',
      legs: [
        { account: depositsClearing, amount: -FUNDED_USD },
        { account: accounts.cash, amount: FUNDED_USD },
      ],
      reference: `deposit:${id}`,
    });
    const report = await readAudit(app, operator.token);
    expect(before).not.toContain(`deposit:${id}`);
    expect(offendersOf(report, 'deposits_match_transfers')).toContain(`deposit:${id}`);
    expect(offendersOf(report, 'deposit_transfers_have_deposits')).toContain(
      `transfer:${second.id}`,
    );
  });
});

describe('deposit_transfers_have_deposits', () => {
  it('names a credit to cash that no deposit records', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    const { player: accounts, depositsClearing } = await accountsOf(player.id);
    const before = offendersOf(
      await readAudit(app, operator.token),
      'deposit_transfers_have_deposits',
    );
    const stray = await strayTransfer({
      kind: 'deposit',
      currency: 'USD',
      legs: [
        { account: depositsClearing, amount: -1_000n },
        { account: accounts.cash, amount: 1_000n },
      ],
    });
    expect(before).not.toContain(`transfer:${stray.id}`);
    expect(
      offendersOf(await readAudit(app, operator.token), 'deposit_transfers_have_deposits'),
    ).toContain(`transfer:${stray.id}`);
  });
});

describe('tips_move_between_players', () => {
  it('names a "tip" from a player’s cash into their own bonus balance', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    await fundWithBitcoin(app, operator.token, player, '0.01');
    const { player: accounts } = await accountsOf(player.id);
    const stray = await strayTransfer({
      kind: 'tip',
      currency: 'USD',
      legs: [
        { account: accounts.cash, amount: -1_000n },
        { account: accounts.bonus, amount: 1_000n },
      ],
      reference: `tip:${player.id}:${player.id}`,
      metadata: { from_user_id: player.id, to_user_id: player.id },
    });
    expect(
      offendersOf(await readAudit(app, operator.token), 'tips_move_between_players'),
    ).toContain(`transfer:${stray.id}`);
  });

  it('names a tip between two players whose metadata names a third', async () => {
    const { app, operator, player } = await operatorAndPlayer();
    const { database } = getApp();
    const friend = await registerVerifiedPlayer(app, database.db);
    const other = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    const from = (await accountsOf(player.id)).player;
    const to = (await accountsOf(friend.id)).player;
    const before = offendersOf(await readAudit(app, operator.token), 'tips_move_between_players');
    const stray = await strayTransfer({
      kind: 'tip',
      currency: 'USD',
      legs: [
        { account: from.cash, amount: -1_000n },
        { account: to.cash, amount: 1_000n },
      ],
      reference: `tip:${player.id}:${friend.id}`,
      metadata: { from_user_id: player.id, to_user_id: other.id },
    });
    expect(before).not.toContain(`transfer:${stray.id}`);
    expect(
      offendersOf(await readAudit(app, operator.token), 'tips_move_between_players'),
    ).toContain(`transfer:${stray.id}`);
  });
});
