import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { startCoinRemitterStandIn } from './helpers/coinremitter-stand-in.js';
import {
  balances,
  EXTERNAL_ADDRESSES,
  listenOnLoopback,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
  requestWithdrawal,
} from './helpers/wallet.js';

/**
 * The cashier on the CoinRemitter gateway, through the real app and a local stand-in of their v1
 * API: addresses are made at CoinRemitter, and a webhook is only a hint — the transaction is
 * fetched again and only what CoinRemitter reports is credited, once, at the rate of the moment
 * it reaches our confirmations.
 */
const BTC_WALLET = { apiKey: 'wkey_cashier_btc', password: 'cashier-btc-password' };
const DOGE_WALLET = { apiKey: 'wkey_cashier_doge', password: 'cashier-doge-password' };
/** Kept by reference in the stand-in, so a test can move a price. */
const prices = {
  BTC: { USD: '60000', EUR: '55000' },
  DOGE: { USD: '0.15', EUR: '0.14' },
};

const standIn = await startCoinRemitterStandIn({
  wallets: [
    { coinSymbol: 'BTC', ...BTC_WALLET, balance: '1', withdrawalFee: '0.0001' },
    { coinSymbol: 'DOGE', ...DOGE_WALLET, balance: '1000' },
  ],
  prices,
});
afterAll(() => standIn.close());

const getApp = useTestApp({
  PAYMENT_GATEWAY: 'coinremitter',
  COINREMITTER_API_URL: standIn.baseUrl,
  COINREMITTER_WALLETS: JSON.stringify({ BTC: BTC_WALLET, DOGE: DOGE_WALLET }),
});

let baseUrl = '';
beforeAll(async () => {
  baseUrl = await listenOnLoopback(getApp().app);
});

const webhookUrl = (coin: string) => `${baseUrl}/api/payments/coinremitter/webhook/${coin}`;

async function depositAddress(app: FastifyInstance, player: TestPlayer, symbol = 'BTC') {
  const response = await postJson(app, '/api/wallet/depositwallet', player.token, { symbol });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { address: string }).address;
}

async function depositsOf(app: FastifyInstance, operatorToken: string, userId: number) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/deposits',
    headers: bearer(operatorToken),
  });
  expect(response.statusCode).toBe(200);
  return (
    response.json() as { user_id: number; status: string; credited_amount: number | null }[]
  ).filter((deposit) => deposit.user_id === userId);
}

async function players() {
  const { app, database } = getApp();
  const operator = await registerOperator(app, database.db);
  const player = await registerVerifiedPlayer(app, database.db);
  return { app, operator, player };
}

describe('deposit addresses at CoinRemitter', () => {
  it('are created once per player and coin in the coin’s wallet, labelled with the player', async () => {
    const { app, player } = await players();
    const creates = () =>
      standIn.calls.filter((call) => call.path === '/v1/wallet/address/create').length;
    const before = creates();

    const response = await postJson(app, '/api/wallet/depositwallet', player.token, {});
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json() as { address: string; uri: string; qr_code: string };
    expect(standIn.addresses.at(-1)).toEqual({
      coinSymbol: 'BTC',
      address: info.address,
      label: `player-${player.id}`,
    });
    expect(info.uri).toBe(`bitcoin:${info.address}`);
    expect(info.qr_code).toMatch(/^data:image\/svg\+xml[;,]/);
    expect(standIn.calls.at(-1)).toMatchObject({ apiKey: BTC_WALLET.apiKey });

    expect(await depositAddress(app, player)).toBe(info.address);
    expect(creates()).toBe(before + 1);
    const doge = await depositAddress(app, player, 'DOGE');
    expect(doge).not.toBe(info.address);
    expect(creates()).toBe(before + 2);
  });

  it('answers API URL not configured for a coin without a CoinRemitter wallet', async () => {
    const { app, player } = await players();
    const response = await postJson(app, '/api/wallet/depositwallet', player.token, {
      symbol: 'ETH',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'API URL not configured',
      code: 'conversion_not_configured',
    });
  });
  it('answers 502 when CoinRemitter fails to make the address, and makes it on the next call', async () => {
    const { app, player } = await players();
    standIn.failNext('server-error');
    const failed = await postJson(app, '/api/wallet/depositwallet', player.token, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'API error: 500', code: 'conversion_api_error' });
    const address = await depositAddress(app, player);
    expect(standIn.addresses.at(-1)?.address).toBe(address);
  });
});

describe('the CoinRemitter webhook', () => {
  it('records a deposit as pending, then credits what CoinRemitter reports at the rate of confirmation', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 1,
    });

    const seen = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    expect(seen).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    expect(await depositsOf(app, operator.token, player.id)).toMatchObject([
      { status: 'pending', credited_amount: null },
    ]);
    expect((await balances(app, player.token)).w_balance).toBe(0);

    standIn.setConfirmations(incoming.id, 2);
    prices.BTC.USD = '65000';
    try {
      // A forged amount in the body changes nothing: the transaction is fetched again.
      const confirmed = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id, {
        amount: '5.00000000',
        confirmations: '99',
      });
      expect(confirmed.status).toBe(200);
    } finally {
      prices.BTC.USD = '60000';
    }
    // 0.01 BTC at 65,000 USD, the price when it was confirmed.
    expect(await depositsOf(app, operator.token, player.id)).toMatchObject([
      { status: 'confirmed', credited_amount: 65_000, rate: '65000', crypto_amount: '0.01' },
    ]);
    expect(await balances(app, player.token)).toMatchObject({
      w_balance: 65_000,
      total_deposits: 65_000,
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/rate/crypto-to-fiat',
    });
  });

  it('credits a replayed webhook once, also when the replays arrive together', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.002',
      confirmations: 6,
    });

    const first = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    expect(first.status).toBe(200);
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => standIn.deliverWebhook(webhookUrl('BTC'), incoming.id)),
    );
    expect(replays.map((replay) => replay.status)).toEqual(Array(5).fill(200));
    for (let replay = 0; replay < 3; replay += 1) {
      await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    }
    // 0.002 BTC × 60,000 USD = 120.00 USD, once.
    expect((await balances(app, player.token)).w_balance).toBe(12_000);
    expect(await depositsOf(app, operator.token, player.id)).toHaveLength(1);
  });

  it('keeps the first amount when CoinRemitter later reports another for the same output, and answers 200', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.002',
      confirmations: 1,
    });
    expect((await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id)).status).toBe(200);

    // The same transaction now reads as paying more, and as confirmed: neither is taken.
    incoming.amount = '0.02000000';
    standIn.setConfirmations(incoming.id, 6);
    expect((await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id)).status).toBe(200);
    expect(await depositsOf(app, operator.token, player.id)).toMatchObject([
      { status: 'pending', credited_amount: null },
    ]);
    expect((await balances(app, player.token)).w_balance).toBe(0);

    // Reported again as first seen, it is credited at that amount: 0.002 BTC × 60,000 USD.
    incoming.amount = '0.00200000';
    expect((await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id)).status).toBe(200);
    expect((await balances(app, player.token)).w_balance).toBe(12_000);
  });

  it('credits the owner of the address CoinRemitter reports, not one named in the body', async () => {
    const { app, database } = getApp();
    const { player: payee } = await players();
    const bystander = await registerVerifiedPlayer(app, database.db);
    const payeeAddress = await depositAddress(app, payee);
    const bystanderAddress = await depositAddress(app, bystander);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: payeeAddress,
      amount: '0.001',
      confirmations: 3,
    });
    const response = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id, {
      address: bystanderAddress,
      amount: '1',
    });
    expect(response.status).toBe(200);
    expect((await balances(app, payee.token)).w_balance).toBe(6_000);
    expect((await balances(app, bystander.token)).w_balance).toBe(0);
  });

  it("credits an EUR player in EUR at CoinRemitter's EUR price", async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db, { currency: 'EUR' });
    const address = await depositAddress(app, player, 'DOGE');
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'DOGE',
      address,
      amount: '1000',
      confirmations: 20,
    });
    await standIn.deliverWebhook(webhookUrl('DOGE'), incoming.id);
    // 1000 DOGE × 0.14 EUR = 140.00 EUR.
    expect((await balances(app, player.token)).w_balance).toBe(14_000);
  });

  it('credits nothing for an id CoinRemitter does not know, and answers 200 so it stops retrying', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const response = await fetch(webhookUrl('BTC'), {
      method: 'POST',
      body: new URLSearchParams({ id: 'ffffffffffffffffffffffff', address, amount: '1' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await depositsOf(app, operator.token, player.id)).toEqual([]);
    expect((await balances(app, player.token)).w_balance).toBe(0);
  });

  it("ignores a transaction of another coin's wallet and one to an address that is not ours", async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 3,
    });
    // Posted to the DOGE webhook: looked up in the DOGE wallet, where it does not exist.
    expect((await standIn.deliverWebhook(webhookUrl('DOGE'), incoming.id)).status).toBe(200);
    expect((await balances(app, player.token)).w_balance).toBe(0);

    const stranger = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: EXTERNAL_ADDRESSES.BTC,
      amount: '1',
      confirmations: 3,
    });
    expect((await standIn.deliverWebhook(webhookUrl('BTC'), stranger.id)).status).toBe(200);
    expect(await depositsOf(app, operator.token, player.id)).toEqual([]);
  });

  it('answers 502 when the transaction cannot be fetched, so CoinRemitter retries, and credits on the retry', async () => {
    const { app, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.001',
      confirmations: 3,
    });
    standIn.failNext('server-error');
    const failed = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    expect(failed.status).toBe(502);
    expect((await balances(app, player.token)).w_balance).toBe(0);

    const retried = await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    expect(retried.status).toBe(200);
    expect((await balances(app, player.token)).w_balance).toBe(6_000);
  });

  it('answers 400 for a coin we do not accept or a body without a usable id', async () => {
    const unknownCoin = await fetch(webhookUrl('ADA'), {
      method: 'POST',
      body: new URLSearchParams({ id: 'abc' }),
    });
    expect(unknownCoin.status).toBe(400);
    const bodies: Record<string, string>[] = [
      {},
      { id: '' },
      { id: 'has spaces in it' },
      { id: 'x'.repeat(65) },
    ];
    for (const body of bodies) {
      const response = await fetch(webhookUrl('BTC'), {
        method: 'POST',
        body: new URLSearchParams(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('withdrawals and the operator on CoinRemitter', () => {
  it('sends an approved withdrawal through CoinRemitter and ignores its send transaction as a deposit', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 2,
    });
    await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    expect((await balances(app, player.token)).w_balance).toBe(60_000);

    const requested = await requestWithdrawal(app, player.token, 20_000);
    expect(requested.statusCode, requested.body).toBe(201);
    // Fee 0.00002 BTC × 60,000 = 1.20 USD.
    const withdrawal = requested.json() as { id: number; fee: number; net_amount: number };
    expect(withdrawal).toMatchObject({ fee: 120, net_amount: 19_880 });

    await postJson(app, `/api/admin/withdrawals/${withdrawal.id}/approve`, operator.token);
    const sent = await postJson(
      app,
      `/api/admin/withdrawals/${withdrawal.id}/sent`,
      operator.token,
      {},
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const paid = standIn.withdrawals.at(-1);
    // 198.80 USD at 60,000 USD, rounded down to satoshis.
    expect(paid).toMatchObject({ toAddress: EXTERNAL_ADDRESSES.BTC, amount: '0.00331333' });
    expect(sent.json()).toMatchObject({
      status: 'accepted',
      txid: paid?.txid,
      crypto_amount: '0.00331333',
    });

    // CoinRemitter also sends a webhook for the outgoing transaction: it is no deposit.
    expect((await standIn.deliverWebhook(webhookUrl('BTC'), paid?.id ?? '')).status).toBe(200);
    expect((await balances(app, player.token)).w_balance).toBe(40_000);
  });

  it('answers 502 and holds nothing when the rate cannot be fetched for a withdrawal request', async () => {
    const { app, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 2,
    });
    await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);

    standIn.failNext('server-error');
    const failed = await requestWithdrawal(app, player.token, 20_000);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'API error: 500', code: 'conversion_api_error' });
    expect((await balances(app, player.token)).w_balance).toBe(60_000);
  });

  it('keeps a withdrawal approved and unpaid when CoinRemitter fails, and pays it on the retry', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.01',
      confirmations: 2,
    });
    await standIn.deliverWebhook(webhookUrl('BTC'), incoming.id);
    const withdrawal = (await requestWithdrawal(app, player.token, 20_000)).json() as {
      id: number;
    };
    await postJson(app, `/api/admin/withdrawals/${withdrawal.id}/approve`, operator.token);
    const paidBefore = standIn.withdrawals.length;
    const send = () =>
      postJson(app, `/api/admin/withdrawals/${withdrawal.id}/sent`, operator.token, {});

    standIn.failNext('server-error');
    const failed = await send();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'API error: 500', code: 'conversion_api_error' });
    expect(standIn.withdrawals).toHaveLength(paidBefore);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?status=approved',
      headers: bearer(operator.token),
    });
    expect((queue.json() as { id: number }[]).map((entry) => entry.id)).toContain(withdrawal.id);

    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(standIn.withdrawals).toHaveLength(paidBefore + 1);
  });

  it('has no simulated deposits: the simulate action answers 404', async () => {
    const { app, operator, player } = await players();
    const address = await depositAddress(app, player);
    const response = await postJson(app, '/api/admin/deposits/simulate', operator.token, {
      address,
      crypto_amount: '1',
    });
    expect(response.statusCode).toBe(404);
    expect((await balances(app, player.token)).w_balance).toBe(0);
  });
});

describe('Lightning beside a real gateway', () => {
  it('offers no sandbox Lightning: no invoices, no simulated payments, no withdrawals', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const invoice = await postJson(app, '/api/wallet/lightning/invoice', player.token, {
      amount: 10_000,
    });
    expect(invoice.statusCode).toBe(404);
    const simulated = await postJson(app, '/api/admin/lightning/simulate', operator.token, {
      payment_request: 'lnbcrt1',
    });
    expect(simulated.statusCode).toBe(404);
    const quote = await postJson(app, '/api/wallet/lightning/withdrawal/quote', player.token, {
      invoice: 'lnbcrt1',
    });
    expect(quote.statusCode).toBe(404);
    const config = await app.inject({ method: 'GET', url: '/api/wallet/config' });
    expect(config.json()).toMatchObject({ gateway: 'coinremitter', lightning_sandbox: true });
  });
});
