import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, registerPlayer, setRole } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  EXTERNAL_ADDRESSES,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * The operator's side of the cashier: who may call it, the withdrawal queue and its state
 * machine (pending → approved → accepted → confirmed; rejected returns the money), paying once,
 * the record of every action and the ledger audit.
 */
const getApp = useTestApp();

const FUNDED_USD = 96_500;
const BTC_FEE_USD = 193;

type AdminWithdrawal = {
  id: number;
  status: string;
  amount: number;
  fee: number;
  net_amount: number;
  crypto_amount: string | null;
  txid: string | null;
  reason: string | null;
  user_id: number;
  user_name: string;
  currency: string;
  reviewed_by: string | null;
};

const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const act = (
  app: FastifyInstance,
  token: string | undefined,
  id: number,
  action: 'approve' | 'reject' | 'sent' | 'confirm',
  body?: Record<string, unknown>,
) => postJson(app, `/api/admin/withdrawals/${id}/${action}`, token, body);

/** A funded player with a pending BTC withdrawal of `amount`, and an operator. */
async function pendingWithdrawal(app: FastifyInstance, amount = 20_000) {
  const { database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db);
  await fundWithBitcoin(app, operator.token, player, '0.01');
  const response = await requestWithdrawal(app, player.token, amount);
  expect(response.statusCode, response.body).toBe(201);
  return { operator, player, withdrawal: response.json() as AdminWithdrawal };
}

async function audit(app: FastifyInstance, token: string) {
  const response = await get(app, '/api/admin/ledger/audit', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    ok: boolean;
    checks: { name: string; ok: boolean }[];
    totals: { currency: string; withdrawal_holds: number; player_cash: number }[];
  };
}

describe('operator calls: who may call them', () => {
  const calls: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', '/api/admin/withdrawals', undefined],
    ['POST', '/api/admin/withdrawals/1/approve', undefined],
    ['POST', '/api/admin/withdrawals/1/reject', { reason: 'no' }],
    ['POST', '/api/admin/withdrawals/1/sent', {}],
    ['POST', '/api/admin/withdrawals/1/confirm', undefined],
    ['GET', '/api/admin/deposits', undefined],
    ['POST', '/api/admin/deposits/simulate', { address: 'x', crypto_amount: '1' }],
    ['GET', '/api/admin/ledger/audit', undefined],
    ['GET', '/api/admin/actions', undefined],
  ];

  it.each(calls)('%s %s: 401 for a guest, 403 for a player', async (method, url, payload) => {
    const { app, database } = getApp();
    const request = (token?: string) =>
      app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    const guest = await request();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });

    const player = await registerVerifiedPlayer(app, database.db);
    const asPlayer = await request(player.token);
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json()).toEqual({ message: AUTH_MESSAGES.forbidden, code: 'forbidden' });
  });

  it('lets support staff read the queue but leaves the money steps to admins', async () => {
    const { app, database } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const support = await registerPlayer(app);
    await setRole(database.db, support.id, 'support');

    expect((await get(app, '/api/admin/withdrawals', support.token)).statusCode).toBe(200);
    expect((await get(app, '/api/admin/deposits', support.token)).statusCode).toBe(200);
    for (const [action, body] of [
      ['approve', undefined],
      ['reject', { reason: 'no' }],
      ['sent', {}],
      ['confirm', undefined],
    ] as const) {
      const refused = await act(app, support.token, withdrawal.id, action, body);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toEqual({ message: AUTH_MESSAGES.forbidden, code: 'forbidden' });
    }
    const simulated = await postJson(app, '/api/admin/deposits/simulate', support.token, {
      address: 'x',
      crypto_amount: '1',
    });
    expect(simulated.statusCode).toBe(403);
    const lightning = await postJson(app, '/api/admin/lightning/simulate', support.token, {
      payment_request: 'lnbcrt1',
    });
    expect(lightning.statusCode).toBe(403);
    // Nothing moved: the withdrawal still waits, and an admin can approve it.
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
    const approved = await act(app, operator.token, withdrawal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewed_by: operator.name });
  });
});

describe('the withdrawal queue', () => {
  it('lists withdrawals newest first with the player, and filters by status', async () => {
    const { app } = getApp();
    const first = await pendingWithdrawal(app, 10_000);
    const second = await pendingWithdrawal(app, 20_000);
    await act(app, first.operator.token, first.withdrawal.id, 'approve');

    const all = await get(app, '/api/admin/withdrawals', first.operator.token);
    expect(all.statusCode).toBe(200);
    const ids = (all.json() as AdminWithdrawal[]).map((withdrawal) => withdrawal.id);
    expect(ids.indexOf(second.withdrawal.id)).toBeLessThan(ids.indexOf(first.withdrawal.id));
    expect((all.json() as AdminWithdrawal[]).find((w) => w.id === second.withdrawal.id)).toEqual(
      expect.objectContaining({
        user_id: second.player.id,
        user_name: second.player.name,
        currency: 'USD',
        status: 'pending',
        amount: 20_000,
        fee: BTC_FEE_USD,
        net_amount: 20_000 - BTC_FEE_USD,
        wallet_address: EXTERNAL_ADDRESSES.BTC,
        reviewed_by: null,
      }),
    );

    const approved = await get(app, '/api/admin/withdrawals?status=approved', first.operator.token);
    const approvedList = approved.json() as AdminWithdrawal[];
    expect(approvedList.map((withdrawal) => withdrawal.id)).toContain(first.withdrawal.id);
    expect(approvedList.every((withdrawal) => withdrawal.status === 'approved')).toBe(true);

    const bad = await get(app, '/api/admin/withdrawals?status=lost', first.operator.token);
    expect(bad.statusCode).toBe(422);
  });
});

describe('the withdrawal state machine', () => {
  it('pays an approved withdrawal: hold → clearing and fees, net amount in coins, txid kept', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);

    const approved = await act(app, operator.token, withdrawal.id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved', reviewed_by: operator.name });

    const txid = 'a'.repeat(64);
    const sent = await act(app, operator.token, withdrawal.id, 'sent', { txid });
    expect(sent.statusCode, sent.body).toBe(200);
    // 197.07 USD (200.00 − 1.93 fee) at 96,500.00 USD, rounded down to satoshis.
    expect(sent.json()).toMatchObject({
      status: 'accepted',
      txid,
      amount: 20_000,
      fee: BTC_FEE_USD,
      net_amount: 19_807,
      crypto_amount: '0.00205253',
    });

    const confirmed = await act(app, operator.token, withdrawal.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', txid });

    // The hold is spent; the player's cash is what was left after the request.
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
    expect((await audit(app, operator.token)).ok).toBe(true);
  });

  it('sends through the gateway when no txid is given', async () => {
    const { app } = getApp();
    const { operator, withdrawal } = await pendingWithdrawal(app);
    await act(app, operator.token, withdrawal.id, 'approve');
    const sent = await act(app, operator.token, withdrawal.id, 'sent');
    expect(sent.statusCode, sent.body).toBe(200);
    expect((sent.json() as AdminWithdrawal).txid).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses the wrong transitions with 409 and unknown ids with 404', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const { id } = withdrawal;
    const expectConflict = async (
      action: 'approve' | 'reject' | 'sent' | 'confirm',
      body?: Record<string, unknown>,
    ) => {
      const response = await act(app, operator.token, id, action, body);
      expect(response.statusCode, `${action}: ${response.body}`).toBe(409);
      expect(response.json()).toEqual({
        message: WALLET_MESSAGES.withdrawalWrongState,
        code: 'withdrawal_wrong_state',
      });
    };

    // pending: not yet sent or confirmed
    await expectConflict('sent', {});
    await expectConflict('confirm');
    expect((await act(app, operator.token, id, 'approve')).statusCode).toBe(200);
    // approved: not approved again, not confirmed before it is sent
    await expectConflict('approve');
    await expectConflict('confirm');
    expect((await act(app, operator.token, id, 'sent', {})).statusCode).toBe(200);
    // accepted (sent): no second payment, no rejection, no approval
    await expectConflict('sent', {});
    await expectConflict('reject', { reason: 'too late' });
    await expectConflict('approve');
    expect((await act(app, operator.token, id, 'confirm')).statusCode).toBe(200);
    // confirmed: final
    await expectConflict('confirm');
    await expectConflict('reject', { reason: 'too late' });
    await expectConflict('sent', {});
    const cancel = await postJson(app, `/api/wallet/withdrawal/${id}/cancel`, player.token);
    expect(cancel.statusCode).toBe(409);

    for (const action of ['approve', 'sent', 'confirm'] as const) {
      const response = await act(app, operator.token, id + 10_000, action, {});
      expect(response.statusCode, action).toBe(404);
    }
    const rejectMissing = await act(app, operator.token, id + 10_000, 'reject', { reason: 'x' });
    expect(rejectMissing.statusCode).toBe(404);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD - 20_000);
    expect((await audit(app, operator.token)).ok).toBe(true);
  });

  it('pays once when "sent" is clicked twice at the same time', async () => {
    const { app } = getApp();
    const { operator, withdrawal } = await pendingWithdrawal(app);
    await act(app, operator.token, withdrawal.id, 'approve');
    const answers = await Promise.all([
      act(app, operator.token, withdrawal.id, 'sent', {}),
      act(app, operator.token, withdrawal.id, 'sent', {}),
      act(app, operator.token, withdrawal.id, 'sent', { txid: 'b'.repeat(64) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);

    const payouts = await getApp().database.pool.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE kind = 'withdrawal_payout'
         AND reference = $1`,
      [`withdrawal:${withdrawal.id}`],
    );
    expect(payouts.rows[0]).toEqual({ count: 1 });
    expect((await audit(app, operator.token)).ok).toBe(true);
  });
});

describe('rejecting a withdrawal', () => {
  it('returns the amount to the player with the reason, from pending', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const rejected = await act(app, operator.token, withdrawal.id, 'reject', {
      reason: 'Address belongs to a sanctioned service',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      reason: 'Address belongs to a sanctioned service',
      reviewed_by: operator.name,
    });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);

    const again = await act(app, operator.token, withdrawal.id, 'reject', { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);

    const list = await postJson(app, '/api/wallet/transactions', player.token, {
      filter: 'withdrawals',
    });
    expect(
      (list.json() as { transactions: { type: string; amount: number }[] }).transactions,
    ).toMatchObject([
      { type: 'withdrawal_returned', amount: 20_000 },
      { type: 'withdrawal', amount: -20_000 },
    ]);
  });

  it('returns the amount from approved too, and needs a reason', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    await act(app, operator.token, withdrawal.id, 'approve');

    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const response = await act(app, operator.token, withdrawal.id, 'reject', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
    }
    const rejected = await act(app, operator.token, withdrawal.id, 'reject', {
      reason: 'Changed our mind',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Changed our mind' });
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);
    expect((await audit(app, operator.token)).ok).toBe(true);
  });

  it('returns once when two operators reject at the same time', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        act(app, operator.token, withdrawal.id, 'reject', { reason: `reason ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);
  });

  it('and a player cancelling while an operator rejects return the money once', async () => {
    const { app } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const answers = await Promise.all([
      act(app, operator.token, withdrawal.id, 'reject', { reason: 'race' }),
      postJson(app, `/api/wallet/withdrawal/${withdrawal.id}/cancel`, player.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await balances(app, player.token)).w_balance).toBe(FUNDED_USD);
  });
});

describe('the operator record', () => {
  it('shows every action on a withdrawal with who did it', async () => {
    const { app } = getApp();
    const paid = await pendingWithdrawal(app);
    const refused = await pendingWithdrawal(app);
    const txid = 'c'.repeat(64);
    await act(app, paid.operator.token, paid.withdrawal.id, 'approve');
    await act(app, paid.operator.token, paid.withdrawal.id, 'sent', { txid });
    await act(app, paid.operator.token, paid.withdrawal.id, 'confirm');
    await act(app, refused.operator.token, refused.withdrawal.id, 'reject', { reason: 'KYC' });
    // A refused transition leaves no trace.
    await act(app, paid.operator.token, paid.withdrawal.id, 'approve');

    const response = await get(app, '/api/admin/actions', paid.operator.token);
    expect(response.statusCode).toBe(200);
    const actions = response.json() as {
      actor: string;
      action: string;
      target: string;
      details: Record<string, unknown>;
      created_at: string;
    }[];
    const about = (id: number) => actions.filter((entry) => entry.target === `withdrawal#${id}`);

    expect(about(paid.withdrawal.id).map((entry) => [entry.action, entry.actor])).toEqual([
      ['withdrawal.confirm', paid.operator.name],
      ['withdrawal.sent', paid.operator.name],
      ['withdrawal.approve', paid.operator.name],
    ]);
    expect(about(paid.withdrawal.id)[1]?.details).toMatchObject({
      txid,
      crypto_amount: '0.00205253',
    });
    expect(about(refused.withdrawal.id)).toMatchObject([
      { action: 'withdrawal.reject', actor: refused.operator.name, details: { reason: 'KYC' } },
    ]);
    // The simulated deposits that funded them are recorded too.
    expect(
      actions.filter(
        (entry) => entry.action === 'deposit.simulate' && entry.actor === paid.operator.name,
      ),
    ).toHaveLength(1);
    for (const entry of actions) expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);
  });
});

describe('the ledger audit', () => {
  it('stays clean through deposits, holds, payouts, returns and tips', async () => {
    const { app, database } = getApp();
    const { operator, player, withdrawal } = await pendingWithdrawal(app);
    const friend = await registerVerifiedPlayer(app, database.db);
    await postJson(app, '/api/wallet/request/deposit', player.token, {
      type: 'tip',
      reference_number: friend.name,
      sent_amount: 1_000,
    });
    await act(app, operator.token, withdrawal.id, 'approve');
    await act(app, operator.token, withdrawal.id, 'sent', {});

    const result = await audit(app, operator.token);
    expect(result.ok).toBe(true);
    expect(result.checks.length).toBeGreaterThan(0);
    expect(result.checks.every((check) => check.ok)).toBe(true);
  });
});
