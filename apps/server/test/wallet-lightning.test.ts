import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { AccountBonus } from '@satsino/contract/bonuses';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { decode as libraryDecode } from 'light-bolt11-decoder';
import { describe, expect, it } from 'vitest';
import {
  decodeInvoice,
  encodeInvoice,
  type LightningNetwork,
} from '../src/modules/payments/lightning/bolt11.js';
import { SANDBOX_NODE_SECRET } from '../src/modules/payments/lightning/sandbox-lightning.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { expectCleanAudit } from './helpers/races.js';
import {
  balances,
  fundWithBitcoin,
  postJson,
  registerOperator,
  registerVerifiedPlayer,
} from './helpers/wallet.js';

/**
 * Lightning on the embedded sandbox node (ADR 0015): deposit invoices that standard BOLT #11
 * libraries read, credited once however many times a payment is reported, and withdrawals to a
 * pasted invoice, checked by decoding it, through the operator's queue.
 */
const getApp = useTestApp();

type Invoice = {
  id: number;
  payment_request: string;
  payment_hash: string;
  amount: number;
  crypto_amount: string;
  status: string;
  expires_at: string;
  sandbox: boolean;
  network: string;
  qr_code: string;
};

async function createInvoice(app: FastifyInstance, player: TestPlayer, amount: number) {
  return postJson(app, '/api/wallet/lightning/invoice', player.token, { amount });
}

async function readInvoice(app: FastifyInstance, token: string, id: number) {
  return app.inject({
    method: 'GET',
    url: `/api/wallet/lightning/invoice/${id}`,
    headers: bearer(token),
  });
}

async function transactions(app: FastifyInstance, token: string) {
  const response = await postJson(app, '/api/wallet/transactions', token, { filter: 'deposits' });
  return (response.json() as { transactions: { type: string; amount: number; coin: string }[] })
    .transactions;
}

/** A payee's invoice as a player's own wallet would make it, to withdraw to. */
function walletInvoice(options: {
  network?: LightningNetwork;
  amountMsat?: bigint | null;
  timestamp?: number;
  expirySeconds?: number;
}) {
  return encodeInvoice(
    {
      network: options.network ?? 'regtest',
      amountMsat: options.amountMsat === undefined ? 50_000_000n : options.amountMsat,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      paymentHash: randomBytes(32),
      paymentSecret: randomBytes(32),
      description: 'cash out',
      expirySeconds: options.expirySeconds ?? 3600,
      minFinalCltvExpiry: 40,
    },
    secp256k1.utils.randomSecretKey(),
  );
}

describe('Lightning deposits', () => {
  it('makes a signed regtest invoice for the amount, which standard decoders read', async () => {
    const { app, database } = getApp();
    const player = await registerVerifiedPlayer(app, database.db);
    const response = await createInvoice(app, player, 10_000);
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json() as Invoice;
    // 100.00 USD at 96,500.00 is 103,626.94 sats: the invoice asks 103,627 (worth 100.0001 USD)
    // and credits the 100.00 asked, never more than was paid.
    expect(invoice).toMatchObject({
      amount: 10_000,
      crypto_amount: '0.00103627',
      status: 'pending',
      sandbox: true,
      network: 'regtest',
    });
    expect(invoice.payment_request.startsWith('lnbcrt1036270n1')).toBe(true);
    expect(invoice.qr_code.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const decoded = decodeInvoice(invoice.payment_request);
    expect(decoded.paymentHash).toBe(invoice.payment_hash);
    expect(decoded.amountMsat).toBe(103_627_000n);
    expect(decoded.description).toMatch(/^\[SANDBOX\] /);
    expect(decoded.payeeNodeKey).toBe(
      Buffer.from(secp256k1.getPublicKey(SANDBOX_NODE_SECRET)).toString('hex'),
    );
    const library = libraryDecode(invoice.payment_request).sections;
    expect(library.find((section) => section.name === 'amount')).toMatchObject({
      value: '103627000',
    });
    expect(library.find((section) => section.name === 'payment_hash')).toMatchObject({
      value: invoice.payment_hash,
    });
  });

  it('credits a settlement once, however many reports arrive at once', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const invoice = (await createInvoice(app, player, 25_000)).json() as Invoice;
    const before = await balances(app, player.token);
    expect((await readInvoice(app, player.token, invoice.id)).json()).toMatchObject({
      status: 'pending',
    });

    const reports = await Promise.all([
      ...Array.from({ length: 6 }, () =>
        postJson(app, '/api/admin/lightning/simulate', operator.token, {
          payment_request: invoice.payment_request,
        }),
      ),
      ...Array.from({ length: 3 }, () => readInvoice(app, player.token, invoice.id)),
    ]);
    for (const report of reports) expect(report.statusCode, report.body).toBe(200);

    const after = await balances(app, player.token);
    expect(after.w_balance - before.w_balance).toBe(invoice.amount);
    // SPEC §3 total_deposits counts it like any deposit.
    expect(after.total_deposits - before.total_deposits).toBe(invoice.amount);
    const credits = (await transactions(app, player.token)).filter((t) => t.type === 'deposit');
    expect(credits).toEqual([expect.objectContaining({ amount: invoice.amount, coin: 'BTC' })]);
    expect((await readInvoice(app, player.token, invoice.id)).json()).toMatchObject({
      status: 'paid',
    });
    // Upper case and the lightning: scheme, as a QR code carries it, name the same invoice.
    const again = await postJson(app, '/api/admin/lightning/simulate', operator.token, {
      payment_request: `LIGHTNING:${invoice.payment_request.toUpperCase()}`,
    });
    expect(again.statusCode).toBe(200);
    expect((await balances(app, player.token)).w_balance).toBe(after.w_balance);
    await expectCleanAudit(app, operator.token);
  });

  it('grants a claimed deposit bonus once, as a coin deposit does, and counts as a deposit', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const bonuses = async () =>
      (await postJson(app, '/api/user/bonuses', player.token)).json() as AccountBonus[];
    const welcome = (await bonuses()).find((bonus) => bonus.deposit_index === 0);
    const claimed = await postJson(app, '/api/user/bonuses/active', player.token, {
      id: welcome?.id,
      active: 1,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);

    const invoice = (await createInvoice(app, player, 20_000)).json() as Invoice;
    const reports = await Promise.all(
      Array.from({ length: 4 }, () =>
        postJson(app, '/api/admin/lightning/simulate', operator.token, {
          payment_request: invoice.payment_request,
        }),
      ),
    );
    for (const report of reports) expect(report.statusCode, report.body).toBe(200);

    const listed = await bonuses();
    const granted = listed.find((bonus) => bonus.id === welcome?.id);
    // 125 % of the credited amount (rounded down), once.
    expect(granted).toMatchObject({
      state: 'running',
      amount: Math.floor((invoice.amount * 125) / 100),
    });
    expect((await balances(app, player.token)).w_bonus_balance).toBe(granted?.amount);
    // The next deposit is the second: its offer is the second deposit bonus.
    expect(listed.find((bonus) => bonus.state === 'available')).toMatchObject({
      deposit_index: 1,
    });
    await expectCleanAudit(app, operator.token);
  });

  it('refuses amounts outside the limits and an expired invoice, and hides others’ invoices', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const small = await createInvoice(app, player, 9_999);
    expect(small.statusCode).toBe(422);
    expect(small.json()).toMatchObject({
      message: `${WALLET_MESSAGES.depositMinLimit} 100.00 USD`,
      codes: { amount: ['deposit_min_limit'] },
    });
    const large = await createInvoice(app, player, 500_001);
    expect(large.statusCode).toBe(422);
    expect(large.json()).toMatchObject({
      message: `${WALLET_MESSAGES.lightningDepositMaxLimit} 5000.00 USD`,
      codes: { amount: ['lightning_deposit_max_limit'] },
    });
    const unverified = await postJson(app, '/api/wallet/lightning/invoice', undefined, {
      amount: 10_000,
    });
    expect(unverified.statusCode).toBe(401);

    const invoice = (await createInvoice(app, player, 10_000)).json() as Invoice;
    const stranger = await registerVerifiedPlayer(app, database.db);
    expect((await readInvoice(app, stranger.token, invoice.id)).statusCode).toBe(404);

    await database.pool.query(
      `UPDATE lightning_invoices SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [invoice.id],
    );
    const late = await postJson(app, '/api/admin/lightning/simulate', operator.token, {
      payment_request: invoice.payment_request,
    });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      codes: { payment_request: ['lightning_invoice_expired'] },
    });
    expect((await readInvoice(app, player.token, invoice.id)).json()).toMatchObject({
      status: 'expired',
    });
    expect((await balances(app, player.token)).w_balance).toBe(0);
    const unknown = await postJson(app, '/api/admin/lightning/simulate', operator.token, {
      payment_request: walletInvoice({}),
    });
    expect(unknown.statusCode).toBe(422);
    const asPlayer = await postJson(app, '/api/admin/lightning/simulate', player.token, {
      payment_request: invoice.payment_request,
    });
    expect(asPlayer.statusCode).toBe(403);
  });
});

describe('Lightning withdrawals', () => {
  async function fundedPlayer() {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    return { app, database, operator, player };
  }

  const quote = (app: FastifyInstance, player: TestPlayer, invoice: string) =>
    postJson(app, '/api/wallet/lightning/withdrawal/quote', player.token, { invoice });
  const request = (
    app: FastifyInstance,
    player: TestPlayer,
    body: Record<string, unknown>,
    key = randomBytes(8).toString('hex'),
  ) =>
    postJson(app, '/api/wallet/request/withdrawal/lightning', player.token, body, {
      'Idempotency-Key': key,
    });

  it('refuses another network, an expired or amountless invoice and a changed amount, moving nothing', async () => {
    const { app, player } = await fundedPlayer();
    const funded = (await balances(app, player.token)).w_balance;
    const refusal = async (invoice: string, amount = 4_835) => {
      const response = await request(app, player, { invoice, amount });
      expect(response.statusCode, response.body).toBe(422);
      return (response.json() as { codes: Record<string, string[]> }).codes;
    };
    expect(await refusal(walletInvoice({ network: 'mainnet' }))).toEqual({
      invoice: ['lightning_wrong_network'],
    });
    expect(await refusal(walletInvoice({ network: 'testnet' }))).toEqual({
      invoice: ['lightning_wrong_network'],
    });
    // Expired an hour ago, and one that expires before an operator could approve it.
    expect(
      await refusal(walletInvoice({ timestamp: Math.floor(Date.now() / 1000) - 7200 })),
    ).toEqual({ invoice: ['lightning_invoice_expired'] });
    expect(await refusal(walletInvoice({ expirySeconds: 300 }))).toEqual({
      invoice: ['lightning_invoice_expired'],
    });
    expect(await refusal(walletInvoice({ amountMsat: null }))).toEqual({
      invoice: ['lightning_amountless'],
    });
    expect(await refusal(walletInvoice({}), 4_000)).toEqual({
      amount: ['lightning_amount_mismatch'],
    });
    expect(await refusal('lnbcrt1qqqq')).toEqual({ invoice: ['lightning_invoice_invalid'] });
    expect(await refusal('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual({
      invoice: ['lightning_invoice_invalid'],
    });
    const tooBig = await refusal(walletInvoice({ amountMsat: 90_000_000_000n }), 0);
    expect(tooBig).toMatchObject({ amount: expect.any(Array) });
    const quoted = await quote(app, player, walletInvoice({ network: 'mainnet' }));
    expect(quoted.statusCode).toBe(422);
    expect((await balances(app, player.token)).w_balance).toBe(funded);
  });

  it('holds one withdrawal for an invoice sent as several requests at once, and refuses the rest', async () => {
    const { app, operator, player } = await fundedPlayer();
    const invoice = walletInvoice({ amountMsat: 50_000_000n });
    const funded = (await balances(app, player.token)).w_balance;
    // Different request keys: not replays of one request but four requests to pay one invoice.
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        request(app, player, { invoice, amount: 4_835 }, `same-invoice-${player.id}-${n}`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409, 409]);
    // The losers meet whichever guard comes first: the player's one pending withdrawal, or the
    // invoice already held; both are a coded 409 that moves nothing.
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(['withdrawal_pending', 'lightning_invoice_in_use']).toContain(refused.json().code);
    }
    expect((await balances(app, player.token)).w_balance).toBe(funded - 4_835);
    await expectCleanAudit(app, operator.token);
  });

  it('quotes, holds and queues an invoice; the operator pays it through the node once', async () => {
    const { app, database, operator, player } = await fundedPlayer();
    const invoice = walletInvoice({ amountMsat: 50_000_000n });
    const quoted = await quote(app, player, invoice);
    expect(quoted.statusCode, quoted.body).toBe(200);
    // 50,000 sats = 48.25 USD, plus the 100-sat routing budget (0.0965, rounded up to 0.10).
    expect(quoted.json()).toMatchObject({
      network: 'regtest',
      crypto_amount: '0.00050000',
      amount: 4_835,
      fee: 10,
      net_amount: 4_825,
      description: 'cash out',
    });
    const funded = (await balances(app, player.token)).w_balance;
    const key = 'lightning-withdrawal-1';
    const placed = await request(app, player, { invoice, amount: 4_835 }, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const withdrawal = placed.json() as { id: number; rail: string; status: string };
    expect(withdrawal).toMatchObject({ rail: 'lightning', status: 'pending', amount: 4_835 });
    // A retry with the same key answers the same withdrawal and holds nothing more.
    const replay = await request(app, player, { invoice, amount: 4_835 }, key);
    expect(replay.json()).toMatchObject({ id: withdrawal.id });
    expect((await balances(app, player.token)).w_balance).toBe(funded - 4_835);

    const queue = await app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals?status=pending',
      headers: bearer(operator.token),
    });
    expect(queue.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: withdrawal.id, rail: 'lightning' })]),
    );
    const act = (action: string, body: unknown = {}) =>
      postJson(app, `/api/admin/withdrawals/${withdrawal.id}/${action}`, operator.token, body);
    expect((await act('approve')).statusCode).toBe(200);
    const sentTwice = await Promise.all([act('sent'), act('sent')]);
    const sent = sentTwice.find((response) => response.statusCode === 200);
    expect(sentTwice.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(sent?.json()).toMatchObject({
      status: 'accepted',
      txid: decodeInvoice(invoice).paymentHash,
      crypto_amount: '0.0005',
    });
    // The same invoice cannot be paid by a second withdrawal.
    const twice = await request(app, player, { invoice, amount: 4_835 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'lightning_invoice_in_use' });
    expect((await balances(app, player.token)).w_balance).toBe(funded - 4_835);
    const payouts = await database.pool.query(
      `SELECT count(*)::int AS count FROM ledger_transfers WHERE reference = $1 AND kind = 'withdrawal_payout'`,
      [`withdrawal:${withdrawal.id}`],
    );
    expect(payouts.rows[0]).toEqual({ count: 1 });
    await expectCleanAudit(app, operator.token);
  });
});
