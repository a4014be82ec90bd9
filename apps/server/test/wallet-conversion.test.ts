import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX_RATES } from '../src/modules/payments/sandbox/sandbox-rates.js';
import { useTestApp } from './helpers/app.js';
import { startCoinRemitterStandIn } from './helpers/coinremitter-stand-in.js';
import { postJson } from './helpers/wallet.js';

/**
 * `POST /api/coinremitterConversionRate` (SPEC §7): how many coins a fiat amount buys, with every
 * message of SPEC §8 — from the sandbox's fixed rates, and from CoinRemitter (a local stand-in)
 * when it is missing, failing or answering nonsense.
 */
const BTC_WALLET = { apiKey: 'wkey_conversion_btc', password: 'conversion-btc-password' };

const standIn = await startCoinRemitterStandIn({
  wallets: [{ coinSymbol: 'BTC', ...BTC_WALLET }],
  prices: { BTC: { USD: '64250.5' } },
});
afterAll(() => standIn.close());

/** A port that refuses connections: a processor that is down. */
const closedPortUrl = await new Promise<string>((resolve) => {
  const server = http.createServer();
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    server.close(() => resolve(`http://127.0.0.1:${port}`));
  });
});

const convert = (app: FastifyInstance, body?: Record<string, unknown>) =>
  postJson(app, '/api/coinremitterConversionRate', undefined, body);

describe('conversion with the sandbox rates', () => {
  const getApp = useTestApp();

  it.each([
    ['BTC', 'USD', '100', '0.00103626'],
    ['BTC', 'USD', 25.5, '0.00026424'],
    ['ETH', 'USD', 100, '0.029239766081871345'],
    ['DOGE', 'EUR', '50.00', '173.31022530'],
    ['USDT', 'USD', '100', '100.000000'],
  ] as const)(
    '%s for %s %s is exactly the rounded-down quotient',
    async (crypto_symbol, fiat_symbol, fiat_amount, crypto_amount) => {
      const { app } = getApp();
      const response = await convert(app, { crypto_symbol, fiat_symbol, fiat_amount });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: {
          crypto_symbol,
          fiat_symbol,
          fiat_amount: Number(fiat_amount).toFixed(2),
          crypto_amount,
          rate: SANDBOX_RATES[crypto_symbol][fiat_symbol],
        },
      });
    },
  );

  it('needs no token and reads symbols in any case', async () => {
    const { app } = getApp();
    const response = await convert(app, {
      crypto_symbol: 'btc',
      fiat_symbol: 'usd',
      fiat_amount: 100,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { crypto_symbol: 'BTC', fiat_symbol: 'USD', crypto_amount: '0.00103626' },
    });
  });

  it.each([
    ['crypto_symbol', { fiat_symbol: 'USD', fiat_amount: 100 }],
    ['fiat_symbol', { crypto_symbol: 'BTC', fiat_amount: 100 }],
    ['fiat_amount', { crypto_symbol: 'BTC', fiat_symbol: 'USD' }],
    ['an empty fiat_amount', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: '' }],
    ['an empty crypto_symbol', { crypto_symbol: '', fiat_symbol: 'USD', fiat_amount: 100 }],
    ['everything', {}],
  ])('without %s answers Missing required parameters', async (_missing, body) => {
    const { app } = getApp();
    const response = await convert(app, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Missing required parameters' });
  });

  it('without a body at all answers Missing required parameters', async () => {
    const { app } = getApp();
    const response = await convert(app);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: WALLET_MESSAGES.conversionMissing });
  });

  it.each([
    ['an unknown coin', { crypto_symbol: 'ADA', fiat_symbol: 'USD', fiat_amount: 100 }],
    ['an unknown fiat', { crypto_symbol: 'BTC', fiat_symbol: 'GBP', fiat_amount: 100 }],
    ['a negative amount', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: -100 }],
    ['a negative text amount', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: '-5' }],
    ['a zero amount', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: 0 }],
    ['garbage', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: 'abc' }],
    ['an exponent', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: '1e3' }],
    ['three decimals', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: '1.005' }],
    ['a huge number', { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: 1e300 }],
  ])('%s answers Invalid parameters', async (_case, body) => {
    const { app } = getApp();
    const response = await convert(app, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Invalid parameters' });
  });

  it('answers 422 for fields of the wrong type instead of failing', async () => {
    const { app } = getApp();
    const response = await convert(app, {
      crypto_symbol: ['BTC'],
      fiat_symbol: 'USD',
      fiat_amount: { value: 1 },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('conversion through CoinRemitter without an API URL', () => {
  const getApp = useTestApp({
    PAYMENT_GATEWAY: 'coinremitter',
    COINREMITTER_WALLETS: JSON.stringify({ BTC: BTC_WALLET }),
  });

  it('answers API URL not configured', async () => {
    const { app } = getApp();
    const response = await convert(app, {
      crypto_symbol: 'BTC',
      fiat_symbol: 'USD',
      fiat_amount: 100,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'API URL not configured',
      code: 'conversion_not_configured',
    });
  });
});

describe('conversion through CoinRemitter (stand-in)', () => {
  const getApp = useTestApp({
    PAYMENT_GATEWAY: 'coinremitter',
    COINREMITTER_API_URL: standIn.baseUrl,
    COINREMITTER_WALLETS: JSON.stringify({ BTC: BTC_WALLET }),
  });
  const body = { crypto_symbol: 'BTC', fiat_symbol: 'USD', fiat_amount: '100' };

  it("converts at the processor's price", async () => {
    const { app } = getApp();
    const response = await convert(app, body);
    expect(response.statusCode, response.body).toBe(200);
    // 100 / 64,250.5 = 0.001556407…, rounded down to satoshis.
    expect(response.json()).toEqual({
      success: true,
      data: {
        crypto_symbol: 'BTC',
        fiat_symbol: 'USD',
        fiat_amount: '100.00',
        crypto_amount: '0.00155640',
        rate: '64250.5',
      },
    });
    expect(standIn.calls.at(-1)).toMatchObject({
      path: '/v1/rate/crypto-to-fiat',
      apiKey: BTC_WALLET.apiKey,
    });
  });

  it('answers API error: 500 when the processor fails', async () => {
    const { app } = getApp();
    standIn.failNext('server-error');
    const response = await convert(app, body);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'API error: 500', code: 'conversion_api_error' });
  });

  it('answers API error: 429 when the processor limits the rate', async () => {
    const { app } = getApp();
    standIn.failNext('rate-limited');
    const response = await convert(app, body);
    expect(response.json()).toEqual({ message: 'API error: 429', code: 'conversion_api_error' });
  });

  it.each(['malformed-json', 'unexpected-shape'] as const)(
    'answers Invalid API response format for a %s answer',
    async (fault) => {
      const { app } = getApp();
      standIn.failNext(fault);
      const response = await convert(app, body);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        message: 'Invalid API response format',
        code: 'conversion_bad_response',
      });
    },
  );

  it('answers Invalid parameters when the processor refuses the pair', async () => {
    const { app } = getApp();
    const response = await convert(app, { ...body, fiat_symbol: 'EUR' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'Invalid parameters' });
  });

  it('answers API URL not configured for a coin without a CoinRemitter wallet', async () => {
    const { app } = getApp();
    const response = await convert(app, { ...body, crypto_symbol: 'ETH' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'API URL not configured',
      code: 'conversion_not_configured',
    });
  });

  it('serves the next call normally after a failure', async () => {
    const { app } = getApp();
    standIn.failNext('server-error');
    await convert(app, body);
    const response = await convert(app, body);
    expect(response.statusCode).toBe(200);
  });
});

describe('conversion through CoinRemitter when it cannot be reached', () => {
  const getApp = useTestApp({
    PAYMENT_GATEWAY: 'coinremitter',
    COINREMITTER_API_URL: closedPortUrl,
    COINREMITTER_WALLETS: JSON.stringify({ BTC: BTC_WALLET }),
  });

  it('answers Failed to get conversion rate, not an HTTP status that never came', async () => {
    const { app } = getApp();
    const response = await convert(app, {
      crypto_symbol: 'BTC',
      fiat_symbol: 'USD',
      fiat_amount: 100,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Failed to get conversion rate. Please try again.',
      code: 'conversion_failed',
    });
  });
});
