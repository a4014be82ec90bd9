import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CoinRemitterRefusal,
  createCoinRemitterClient,
  decimalText,
} from '../src/modules/payments/coinremitter/coinremitter-client.js';
import {
  createCoinRemitterGateway,
  shiftDecimalPointLeft,
} from '../src/modules/payments/coinremitter/coinremitter-gateway.js';
import { registerCoinRemitterWebhook } from '../src/modules/payments/coinremitter/coinremitter-webhook.js';
import { GatewayError, type IncomingTransfer } from '../src/modules/payments/payment-gateway.js';
import { registerErrorHandler } from '../src/platform/error-handler.js';
import { startCoinRemitterStandIn } from './helpers/coinremitter-stand-in.js';

/**
 * The CoinRemitter adapter against a local stand-in of their v1 API (a real HTTP server on
 * loopback): the calls it makes, how each failure becomes a GatewayError, and the webhook
 * route, which must credit only what CoinRemitter itself reports for a transaction id.
 */
const BTC_WALLET = { apiKey: 'wkey_btc_test', password: 'btc-wallet-password' };
const DOGE_WALLET = { apiKey: 'wkey_doge_test', password: 'doge-wallet-password' };
const TIMEOUT_MS = 2_000;

const standIn = await startCoinRemitterStandIn({
  wallets: [
    { coinSymbol: 'BTC', ...BTC_WALLET, balance: '2', withdrawalFee: '0.0001' },
    { coinSymbol: 'DOGE', ...DOGE_WALLET, balance: '5000' },
  ],
  prices: {
    BTC: { USD: '64250.5', EUR: '59000.12' },
    DOGE: { USD: '0.15342', EUR: '0.14' },
  },
});
afterAll(() => standIn.close());

const gateway = createCoinRemitterGateway({
  baseUrl: standIn.baseUrl,
  wallets: { BTC: BTC_WALLET, DOGE: DOGE_WALLET },
  timeoutMs: TIMEOUT_MS,
});

/** The GatewayError a promise rejects with (fails the test when it resolves or throws another). */
async function gatewayError(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('CoinRemitter gateway', () => {
  it('creates a deposit address in the coin’s wallet, labelled with the player', async () => {
    const callsBefore = standIn.calls.length;
    const created = await gateway.createDepositAddress({ coin: 'BTC', userId: 42, index: 7 });

    const stored = standIn.addresses.at(-1);
    expect(created).toEqual({ address: stored?.address });
    expect(stored).toMatchObject({ coinSymbol: 'BTC', label: 'player-42' });
    expect(standIn.calls.slice(callsBefore)).toEqual([
      {
        path: '/v1/wallet/address/create',
        apiKey: BTC_WALLET.apiKey,
        contentType: 'application/json',
        body: { label: 'player-42' },
        status: 200,
      },
    ]);
  });

  it('answers the price of one coin exactly, also for coins worth cents', async () => {
    await expect(gateway.rate({ coin: 'BTC', fiat: 'USD' })).resolves.toBe('64250.5');
    await expect(gateway.rate({ coin: 'BTC', fiat: 'EUR' })).resolves.toBe('59000.12');
    // One DOGE would come back as "0.15"; asked for 1000 it keeps all five digits.
    await expect(gateway.rate({ coin: 'DOGE', fiat: 'USD' })).resolves.toBe('0.15342');
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/rate/crypto-to-fiat',
      body: { crypto: 'DOGE', crypto_amount: '1000', fiat: 'USD' },
    });
  });

  it('converts a fiat amount to the coin with the fiat-to-crypto call', async () => {
    const client = createCoinRemitterClient({ baseUrl: standIn.baseUrl, timeoutMs: TIMEOUT_MS });
    const amounts = await client.fiatToCrypto(BTC_WALLET, {
      fiat: 'USD',
      fiatAmount: '50',
      crypto: 'BTC',
    });
    // 50 / 64250.5 = 0.000778204…, to CoinRemitter's eight decimals.
    expect(amounts).toEqual([{ short_name: 'BTC', name: 'BTC', price: '0.00077820' }]);
    expect(standIn.calls.at(-1)?.path).toBe('/v1/rate/fiat-to-crypto');
  });

  it('sends a withdrawal with the amount as a decimal string and answers its txid', async () => {
    const balanceBefore = standIn.balanceOf('BTC');
    const sent = await gateway.sendWithdrawal({
      coin: 'BTC',
      address: 'bc1qexternaladdress0000000000000000000000',
      cryptoAmount: '0.5',
      reference: 'withdrawal-1',
    });

    const withdrawal = standIn.withdrawals.at(-1);
    expect(sent).toEqual({ txid: withdrawal?.txid });
    expect(withdrawal).toMatchObject({ amount: '0.50000000', totalAmount: '0.50010000' });
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/wallet/withdraw',
      apiKey: BTC_WALLET.apiKey,
      body: { address: 'bc1qexternaladdress0000000000000000000000', amount: '0.5' },
    });
    expect(balanceBefore).toBe('2.00000000');
    expect(standIn.balanceOf('BTC')).toBe('1.49990000');
  });

  it('fetches a deposit by CoinRemitter’s transaction id', async () => {
    const { address } = await gateway.createDepositAddress({ coin: 'BTC', userId: 5, index: 0 });
    const incoming = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address,
      amount: '0.0015',
      confirmations: 3,
    });

    await expect(gateway.fetchIncomingTransfer('BTC', incoming.id)).resolves.toEqual({
      coin: 'BTC',
      address,
      txid: incoming.txid,
      outputIndex: 0,
      cryptoAmount: '0.00150000',
      confirmations: 3,
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/wallet/transaction',
      apiKey: BTC_WALLET.apiKey,
      body: { id: incoming.id },
    });
  });

  it('answers no deposit for an unknown id, a withdrawal, or an id of another coin’s wallet', async () => {
    await expect(gateway.fetchIncomingTransfer('BTC', 'ffffffffffffffffffffffff')).resolves.toBe(
      null,
    );

    const sent = await gateway.sendWithdrawal({
      coin: 'BTC',
      address: 'bc1qsomeoneelse',
      cryptoAmount: '0.01',
      reference: 'withdrawal-2',
    });
    const send = standIn.transactions.find((transaction) => transaction.txid === sent.txid);
    expect(send?.type).toBe('send');
    await expect(gateway.fetchIncomingTransfer('BTC', send?.id ?? '')).resolves.toBe(null);

    const doge = standIn.addIncomingTransaction({
      coinSymbol: 'DOGE',
      address: 'DDogeAddress',
      amount: '100',
    });
    await expect(gateway.fetchIncomingTransfer('BTC', doge.id)).resolves.toBe(null);
  });

  it('maps wrong credentials (error 1003, answered with HTTP 200) to a refusal', async () => {
    const wrong = createCoinRemitterGateway({
      baseUrl: standIn.baseUrl,
      wallets: { BTC: { apiKey: BTC_WALLET.apiKey, password: 'not-the-password' } },
    });
    const error = await gatewayError(
      wrong.createDepositAddress({ coin: 'BTC', userId: 1, index: 0 }),
    );
    expect(error).toBeInstanceOf(CoinRemitterRefusal);
    expect(error).toMatchObject({
      kind: 'invalid_parameters',
      message: 'Invalid parameters',
      errorCode: 1003,
    });
    expect(standIn.calls.at(-1)?.status).toBe(200);
  });

  describe('GatewayError kinds', () => {
    it('not_configured: no API URL, or no wallet for the coin, and nothing is called', async () => {
      const callsBefore = standIn.calls.length;
      const withoutUrl = createCoinRemitterGateway({
        baseUrl: undefined,
        wallets: { BTC: BTC_WALLET },
      });
      for (const error of [
        await gatewayError(withoutUrl.rate({ coin: 'BTC', fiat: 'USD' })),
        await gatewayError(withoutUrl.fetchIncomingTransfer('BTC', 'abc')),
        await gatewayError(gateway.createDepositAddress({ coin: 'ETH', userId: 1, index: 0 })),
        await gatewayError(
          gateway.sendWithdrawal({ coin: 'XRP', address: 'r1', cryptoAmount: '1', reference: 'x' }),
        ),
      ]) {
        expect(error).toMatchObject({ kind: 'not_configured', message: 'API URL not configured' });
      }
      expect(standIn.calls.length).toBe(callsBefore);
    });

    it('http: a non-2xx answer carries its status', async () => {
      standIn.failNext('server-error');
      expect(await gatewayError(gateway.rate({ coin: 'BTC', fiat: 'USD' }))).toMatchObject({
        kind: 'http',
        status: 500,
        message: 'API error: 500',
      });

      standIn.failNext('rate-limited');
      expect(
        await gatewayError(gateway.createDepositAddress({ coin: 'BTC', userId: 1, index: 0 })),
      ).toMatchObject({ kind: 'http', status: 429, message: 'API error: 429' });
    });

    it('http: a call that outlives its timeout is abandoned', async () => {
      const impatient = createCoinRemitterGateway({
        baseUrl: standIn.baseUrl,
        wallets: { BTC: BTC_WALLET },
        timeoutMs: 100,
      });
      standIn.delayNext(1_000);
      expect(await gatewayError(impatient.rate({ coin: 'BTC', fiat: 'USD' }))).toMatchObject({
        kind: 'http',
        message: 'API error: timeout',
      });
    });

    it('http: an address where nothing listens', async () => {
      const nowhere = createCoinRemitterGateway({
        baseUrl: 'http://127.0.0.1:9',
        wallets: { BTC: BTC_WALLET },
      });
      expect(await gatewayError(nowhere.rate({ coin: 'BTC', fiat: 'USD' }))).toMatchObject({
        kind: 'http',
        message: 'API error: unreachable',
      });
    });

    it('bad_response: malformed JSON, or data the documentation does not describe', async () => {
      standIn.failNext('malformed-json', 'unexpected-shape');
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(
          await gatewayError(gateway.createDepositAddress({ coin: 'BTC', userId: 1, index: 0 })),
        ).toMatchObject({ kind: 'bad_response', message: 'Invalid API response format' });
      }
    });

    it('invalid_parameters: a fiat CoinRemitter does not convert to', async () => {
      const error = await gatewayError(gateway.rate({ coin: 'BTC', fiat: 'GBP' as 'USD' }));
      expect(error).toMatchObject({ kind: 'invalid_parameters' });
    });

    it('invalid_parameters: the processor refuses the request (error 1001, HTTP 400)', async () => {
      const error = await gatewayError(
        gateway.sendWithdrawal({
          coin: 'BTC',
          address: 'bc1qtoomuch',
          cryptoAmount: '1000',
          reference: 'withdrawal-3',
        }),
      );
      expect(error).toMatchObject({ kind: 'invalid_parameters', message: 'Invalid parameters' });
      expect((error as CoinRemitterRefusal).errorCode).toBe(1001);
      expect(standIn.calls.at(-1)?.status).toBe(400);
    });

    it('invalid_parameters: amounts and addresses that cannot be sent never leave the server', async () => {
      const callsBefore = standIn.calls.length;
      for (const [address, cryptoAmount] of [
        ['bc1qfine', '-1'],
        ['bc1qfine', '0'],
        ['bc1qfine', '1e-3'],
        ['bc1qfine', '0.1 '],
        ['', '0.1'],
        ['bc1q with space', '0.1'],
      ] as const) {
        expect(
          await gatewayError(
            gateway.sendWithdrawal({ coin: 'BTC', address, cryptoAmount, reference: 'w' }),
          ),
        ).toMatchObject({ kind: 'invalid_parameters' });
      }
      expect(standIn.calls.length).toBe(callsBefore);
    });
  });
});

describe('decimal text without floats', () => {
  it('spells JSON numbers out as plain decimals', () => {
    expect(decimalText(0.0003)).toBe('0.0003');
    expect(decimalText(3e-7)).toBe('0.0000003');
    expect(decimalText(1.25e-8)).toBe('0.0000000125');
    expect(decimalText(123.456)).toBe('123.456');
    expect(decimalText(1e21)).toBe('1000000000000000000000');
    expect(decimalText(1.5e22)).toBe('15000000000000000000000');
    expect(decimalText(0)).toBe('0');
    expect(() => decimalText(-1)).toThrow(RangeError);
  });

  it('divides by powers of ten by moving the point', () => {
    expect(shiftDecimalPointLeft('64250500.00', 3)).toBe('64250.5');
    expect(shiftDecimalPointLeft('153.42', 3)).toBe('0.15342');
    expect(shiftDecimalPointLeft('0.05', 3)).toBe('0.00005');
    expect(shiftDecimalPointLeft('1000', 3)).toBe('1');
    expect(shiftDecimalPointLeft('0.00', 3)).toBe('0');
  });
});

describe('CoinRemitter webhook', () => {
  const credited: IncomingTransfer[] = [];
  const onIncomingTransfer = vi.fn(async (transfer: IncomingTransfer) => {
    credited.push(transfer);
  });
  const logger = { info: vi.fn(), warn: vi.fn() };
  let app: FastifyInstance;
  let webhookUrl: string;
  let depositAddress: string;

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The app's error answers, which the route's schemas describe.
    registerErrorHandler(app);
    registerCoinRemitterWebhook(app, { gateway, onIncomingTransfer, logger });
    // A sibling route: the webhook's form parsers must not reach it.
    app.post('/api/other', async () => ({ ok: true }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    webhookUrl = `${origin}/api/payments/coinremitter/webhook/BTC`;
    ({ address: depositAddress } = await gateway.createDepositAddress({
      coin: 'BTC',
      userId: 9,
      index: 0,
    }));
  });
  afterAll(() => app.close());
  afterEach(() => {
    credited.length = 0;
    onIncomingTransfer.mockClear();
  });

  const post = (
    payload: string | Record<string, unknown>,
    contentType = 'application/json',
    coin = 'BTC',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/payments/coinremitter/webhook/${coin}`,
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('credits what CoinRemitter reports, not what a forged webhook claims', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.0015',
      confirmations: 2,
    });
    const forged = {
      ...standIn.webhookFields(real.id),
      amount: '1000',
      address: 'bc1qattacker',
      confirmations: '999',
    };

    const response = await post(forged);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(credited).toEqual([
      {
        coin: 'BTC',
        address: depositAddress,
        txid: real.txid,
        outputIndex: 0,
        cryptoAmount: '0.00150000',
        confirmations: 2,
      },
    ]);
  });

  it('reads the multipart form CoinRemitter posts', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.25',
      confirmations: 1,
    });
    const delivered = await standIn.deliverWebhook(webhookUrl, real.id, { amount: '25' });

    expect(delivered).toEqual({ status: 200, body: JSON.stringify({ ok: true }) });
    expect(credited).toEqual([
      expect.objectContaining({ txid: real.txid, cryptoAmount: '0.25000000' }),
    ]);
  });

  it('reads url-encoded forms, on this route only', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.1',
    });
    const form = new URLSearchParams({ id: real.id, amount: '99' }).toString();
    const response = await post(form, 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    expect(credited).toEqual([expect.objectContaining({ cryptoAmount: '0.10000000' })]);

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/other',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('hands a replay over again with the same data (the deposit service is idempotent)', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.002',
      confirmations: 6,
    });
    const first = await post({ id: real.id });
    const replay = await post({ id: real.id });

    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(credited).toHaveLength(2);
    expect(credited[1]).toEqual(credited[0]);
  });

  it('hands over the confirmations CoinRemitter reports now', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.003',
      confirmations: 0,
    });
    await post({ id: real.id });
    standIn.setConfirmations(real.id, 4);
    await post({ id: real.id });
    expect(credited.map((transfer) => transfer.confirmations)).toEqual([0, 4]);
  });

  it('answers 200 and credits nothing for an id CoinRemitter does not know (a retry cannot help)', async () => {
    const response = await post({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', amount: '5', type: 'receive' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(onIncomingTransfer).not.toHaveBeenCalled();
    expect(logger.info).toHaveBeenCalled();
  });

  it('answers 200 and credits nothing for a withdrawal’s transaction posted as a deposit', async () => {
    const sent = await gateway.sendWithdrawal({
      coin: 'BTC',
      address: 'bc1qpayout',
      cryptoAmount: '0.001',
      reference: 'withdrawal-4',
    });
    const send = standIn.transactions.find((transaction) => transaction.txid === sent.txid);
    const response = await post({ id: send?.id, type: 'receive' });
    expect(response.statusCode).toBe(200);
    expect(onIncomingTransfer).not.toHaveBeenCalled();
  });

  it('answers 502 when the transaction cannot be fetched, so CoinRemitter retries', async () => {
    const real = standIn.addIncomingTransaction({
      coinSymbol: 'BTC',
      address: depositAddress,
      amount: '0.004',
    });
    standIn.failNext('server-error');
    const failed = await post({ id: real.id });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: expect.any(String), code: 'webhook_refetch_failed' });
    expect(onIncomingTransfer).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalled();

    const retried = await post({ id: real.id });
    expect(retried.statusCode).toBe(200);
    expect(credited).toEqual([expect.objectContaining({ txid: real.txid })]);
  });

  it('answers 502 for a coin whose wallet is not configured', async () => {
    const response = await post({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 'application/json', 'ETH');
    expect(response.statusCode).toBe(502);
  });

  it('answers 400 for a body without a transaction id, a malformed form or an unknown coin', async () => {
    const answers = await Promise.all([
      post({ amount: '1', address: depositAddress }),
      post({ id: '' }),
      post({ id: '../../etc/passwd' }),
      post('', 'application/x-www-form-urlencoded'),
      post('--nothing--', 'multipart/form-data; boundary=zzz'),
      post({ id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 'application/json', 'NOPE'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(onIncomingTransfer).not.toHaveBeenCalled();
  });

  it('refuses other content types and oversized bodies', async () => {
    // Fastify reads text/plain itself; a text body then has no id field.
    expect((await post('id=1', 'text/plain')).statusCode).toBe(400);
    expect((await post('<id>1</id>', 'application/xml')).statusCode).toBe(415);
    expect((await post({ id: 'a'.repeat(20_000) })).statusCode).toBe(413);
  });
});
