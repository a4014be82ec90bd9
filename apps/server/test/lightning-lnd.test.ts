import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeInvoice } from '../src/modules/payments/lightning/bolt11.js';
import { LightningPaymentError } from '../src/modules/payments/lightning/lightning-backend.js';
import { createLndRestBackend } from '../src/modules/payments/lightning/lnd-rest.js';
import { GatewayError } from '../src/modules/payments/payment-gateway.js';
import { bearer } from './helpers/accounts.js';
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
 * The LND REST adapter against a stand-in node that answers as LND's REST proxy documents:
 * AddInvoice `POST /v1/invoices` ({r_hash: base64, payment_request}), LookupInvoice
 * `GET /v1/invoice/{r_hash_str}` ({state, amt_paid_msat}), SendPaymentV2 `POST /v2/router/send`
 * (newline-separated {"result": Payment} updates), all behind the Grpc-Metadata-macaroon header.
 */
const MACAROON = 'ab'.repeat(40);
const nodeKey = secp256k1.utils.randomSecretKey();

interface StandInInvoice {
  preimage: Buffer;
  valueMsat: bigint;
  paymentRequest: string;
  state: 'OPEN' | 'SETTLED' | 'CANCELED';
}
const invoices = new Map<string, StandInInvoice>();
const calls: { method: string; path: string; body: unknown }[] = [];
let failPayments = false;
let down = false;

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

const standIn = createServer(async (request, response) => {
  const path = request.url ?? '';
  const body = await readBody(request);
  calls.push({ method: request.method ?? '', path, body });
  if (down) return answer(response, 503, { code: 14, message: 'unavailable' });
  if (request.headers['grpc-metadata-macaroon'] !== MACAROON) {
    return answer(response, 401, { code: 2, message: 'verification failed: signature mismatch' });
  }
  if (request.method === 'POST' && path === '/v1/invoices') {
    const { value_msat, memo, expiry } = body as {
      value_msat: string;
      memo: string;
      expiry: string;
    };
    const preimage = randomBytes(32);
    const hash = createHash('sha256').update(preimage).digest();
    const paymentRequest = encodeInvoice(
      {
        network: 'testnet',
        amountMsat: BigInt(value_msat),
        timestamp: Math.floor(Date.now() / 1000),
        paymentHash: hash,
        paymentSecret: randomBytes(32),
        description: memo,
        expirySeconds: Number(expiry),
        minFinalCltvExpiry: 80,
      },
      nodeKey,
    );
    invoices.set(hash.toString('hex'), {
      preimage,
      valueMsat: BigInt(value_msat),
      paymentRequest,
      state: 'OPEN',
    });
    return answer(response, 200, {
      r_hash: hash.toString('base64'),
      payment_request: paymentRequest,
      add_index: String(invoices.size),
      payment_addr: randomBytes(32).toString('base64'),
    });
  }
  const lookup = /^\/v1\/invoice\/([0-9a-f]{64})$/.exec(path);
  if (request.method === 'GET' && lookup) {
    const invoice = invoices.get(lookup[1] ?? '');
    if (!invoice) return answer(response, 404, { code: 5, message: 'unable to locate invoice' });
    return answer(response, 200, {
      memo: '',
      r_hash: Buffer.from(lookup[1] ?? '', 'hex').toString('base64'),
      value_msat: invoice.valueMsat.toString(),
      state: invoice.state,
      amt_paid_msat: invoice.state === 'SETTLED' ? invoice.valueMsat.toString() : '0',
    });
  }
  if (request.method === 'POST' && path === '/v2/router/send') {
    const { payment_request } = body as { payment_request: string };
    const paymentHash = randomBytes(32).toString('hex');
    response.writeHead(200, { 'Content-Type': 'application/json' });
    const update = (status: string, extra: Record<string, unknown> = {}) =>
      `${JSON.stringify({ result: { payment_hash: paymentHash, status, ...extra } })}\n`;
    response.write(update('IN_FLIGHT'));
    response.end(
      failPayments
        ? update('FAILED', { failure_reason: 'FAILURE_REASON_NO_ROUTE' })
        : update('SUCCEEDED', {
            payment_preimage: randomBytes(32).toString('hex'),
            fee_msat: '1000',
            payment_request,
          }),
    );
    return;
  }
  answer(response, 404, { code: 12, message: 'Not Found' });
});
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
const restUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())));

const getApp = useTestApp({
  LIGHTNING_BACKEND: 'lnd',
  LND_REST_URL: restUrl,
  LND_MACAROON_HEX: MACAROON,
  LND_NETWORK: 'testnet',
});

describe('the LND REST adapter', () => {
  const backend = createLndRestBackend({ restUrl, macaroonHex: MACAROON, network: 'testnet' });

  it('adds an invoice, looks it up and pays one, as LND documents the calls', async () => {
    const created = await backend.createInvoice({
      amountMsat: 21_000_000n,
      description: 'deposit',
      expirySeconds: 900,
    });
    expect(created.paymentRequest.startsWith('lntb210u1')).toBe(true);
    expect(invoices.has(created.paymentHash)).toBe(true);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/invoices',
      body: { memo: 'deposit', value_msat: '21000000', expiry: '900' },
    });
    expect(await backend.invoiceState(created.paymentHash)).toEqual({
      state: 'open',
      amountPaidMsat: 0n,
    });
    const stored = invoices.get(created.paymentHash);
    if (stored) stored.state = 'SETTLED';
    expect(await backend.invoiceState(created.paymentHash)).toEqual({
      state: 'settled',
      amountPaidMsat: 21_000_000n,
    });

    const paid = await backend.payInvoice({ paymentRequest: 'lntb1...', maxFeeMsat: 100_000n });
    expect(paid.feeMsat).toBe(1000n);
    expect(calls.at(-1)?.body).toEqual({
      payment_request: 'lntb1...',
      timeout_seconds: 60,
      fee_limit_msat: '100000',
      no_inflight_updates: true,
    });
  });

  it('turns a failed payment, a wrong macaroon and a node that is down into errors', async () => {
    failPayments = true;
    try {
      await expect(
        backend.payInvoice({ paymentRequest: 'lntb1...', maxFeeMsat: 1n }),
      ).rejects.toThrow(LightningPaymentError);
    } finally {
      failPayments = false;
    }
    const stranger = createLndRestBackend({ restUrl, macaroonHex: 'cd', network: 'testnet' });
    await expect(
      stranger.createInvoice({ amountMsat: 1000n, description: 'x', expirySeconds: 60 }),
    ).rejects.toMatchObject({ kind: 'http', status: 401 });
    const nowhere = createLndRestBackend({
      restUrl: 'http://127.0.0.1:1',
      macaroonHex: MACAROON,
      network: 'testnet',
    });
    await expect(nowhere.invoiceState('0'.repeat(64))).rejects.toBeInstanceOf(GatewayError);
  });
});

describe('the cashier on an LND node', () => {
  it('credits a deposit once the node reports the invoice settled', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    const created = await postJson(app, '/api/wallet/lightning/invoice', player.token, {
      amount: 10_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json() as { id: number; payment_hash: string; amount: number };
    expect(created.json()).toMatchObject({ sandbox: false, network: 'testnet' });
    const read = () =>
      app.inject({
        method: 'GET',
        url: `/api/wallet/lightning/invoice/${invoice.id}`,
        headers: bearer(player.token),
      });
    expect((await read()).json()).toMatchObject({ status: 'pending' });
    // The sandbox's simulated payment does not exist on a real node.
    const simulated = await postJson(app, '/api/admin/lightning/simulate', operator.token, {
      payment_request: 'lntb1',
    });
    expect(simulated.statusCode).toBe(404);

    const stored = invoices.get(invoice.payment_hash);
    if (stored) stored.state = 'SETTLED';
    const polls = await Promise.all([read(), read(), read()]);
    for (const poll of polls) expect(poll.json()).toMatchObject({ status: 'paid' });
    expect((await balances(app, player.token)).w_balance).toBe(invoice.amount);
    await expectCleanAudit(app, operator.token);

    down = true;
    try {
      const refused = await postJson(app, '/api/wallet/lightning/invoice', player.token, {
        amount: 10_000,
      });
      expect(refused.statusCode).toBe(502);
    } finally {
      down = false;
    }
  });

  it('pays an approved withdrawal through the node', async () => {
    const { app, database } = getApp();
    const operator = await registerOperator(app, database.db);
    const player = await registerVerifiedPlayer(app, database.db);
    await fundWithBitcoin(app, operator.token, player, '0.01');
    const invoice = encodeInvoice(
      {
        network: 'testnet',
        amountMsat: 20_000_000n,
        timestamp: Math.floor(Date.now() / 1000),
        paymentHash: randomBytes(32),
        paymentSecret: randomBytes(32),
        description: 'out',
        expirySeconds: 3600,
        minFinalCltvExpiry: 40,
      },
      secp256k1.utils.randomSecretKey(),
    );
    const quote = await postJson(app, '/api/wallet/lightning/withdrawal/quote', player.token, {
      invoice,
    });
    const { amount } = quote.json() as { amount: number };
    const placed = await postJson(
      app,
      '/api/wallet/request/withdrawal/lightning',
      player.token,
      { invoice, amount },
      { 'Idempotency-Key': 'lnd-withdrawal' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json() as { id: number };
    await postJson(app, `/api/admin/withdrawals/${id}/approve`, operator.token, {});
    failPayments = true;
    try {
      const failed = await postJson(app, `/api/admin/withdrawals/${id}/sent`, operator.token, {});
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ code: 'lightning_payment_failed' });
    } finally {
      failPayments = false;
    }
    const sent = await postJson(app, `/api/admin/withdrawals/${id}/sent`, operator.token, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'accepted', rail: 'lightning' });
    expect(calls.filter((call) => call.path === '/v2/router/send').at(-1)?.body).toMatchObject({
      payment_request: invoice,
    });
    await expectCleanAudit(app, operator.token);
  });
});
