import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

const getApp = useTestApp();

describe('the cashier from deposit to paid withdrawal', () => {
  it('credits a simulated deposit once and pays a withdrawal through approval', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);

    // 0.01 BTC at the sandbox's 96,500.00 USD is 965.00 USD.
    const { address, deposit } = await fundWithBitcoin(app, operator.token, player, '0.01');
    expect(address).toMatch(/^bc1q/);
    expect(deposit).toMatchObject({ status: 'confirmed', credited_amount: 96_500 });
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 96_500,
      total_deposits: 96_500,
    });

    const requested = await postJson(app, '/api/wallet/request/withdrawal', player.token, {
      wallet_address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      entity_wallet_id: 1,
      amount: 20_000,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const withdrawal = requested.json() as { id: number; status: string; fee: number };
    expect(withdrawal.status).toBe('pending');
    expect((await balances(app, player.token)).w_balance).toBe(76_500);

    for (const step of ['approve', 'sent', 'confirm']) {
      const response = await postJson(
        app,
        `/api/admin/withdrawals/${withdrawal.id}/${step}`,
        operator.token,
        step === 'sent' ? {} : undefined,
      );
      expect(response.statusCode, response.body).toBe(200);
    }
    const paidAgain = await postJson(
      app,
      `/api/admin/withdrawals/${withdrawal.id}/sent`,
      operator.token,
      {},
    );
    expect(paidAgain.statusCode).toBe(409);

    const list = await postJson(app, '/api/wallet/transactions', player.token, { filter: 'all' });
    const types = (list.json() as { transactions: { type: string }[] }).transactions.map(
      (t) => t.type,
    );
    expect(types).toEqual(['withdrawal', 'deposit']);

    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/ledger/audit',
      headers: bearer(operator.token),
    });
    expect(audit.json()).toMatchObject({ ok: true });
  });
});
