import { z } from 'zod';
import { GatewayError } from '../payment-gateway.js';

/**
 * A small typed client of CoinRemitter's wallet API, version 1 (`https://api.coinremitter.com/v1`,
 * documented at api.coinremitter.com/docs and mirrored by their own `coinremitter-api` Node
 * package 1.1.x). It replaced the `coinremitter.com/api/v3/{COIN}/…` API, which CoinRemitter
 * discontinued after 30 June 2025; nothing here speaks v3.
 *
 * What v1 looks like on the wire:
 * - every call is `POST {base}/v1/<path>` with a JSON body;
 * - the wallet is chosen by its credentials, sent as the `x-api-key` and `x-api-password`
 *   headers (one API key and password per coin wallet);
 * - an answer is `{ success: true, data }`, or `{ success: false, error, error_code, msg }`.
 *   The documented codes: 1001 validation error (HTTP 400), 1002 server error (HTTP 500),
 *   1003 invalid credentials (HTTP 200!), 1004 wallet inactive or API disabled, 1005 resource
 *   not found, 1006 rate limit exceeded (HTTP 429). The stored documentation does not give the
 *   HTTP status of 1004 and 1005, so a refusal is recognised by its body whatever the status.
 * - amounts are decimal strings ("1.00000000"). Older answers carried JSON numbers; those are
 *   still accepted and turned into decimal strings without arithmetic (see `decimalText`).
 */

export const COINREMITTER_API_VERSION = 'v1';
export const COINREMITTER_DEFAULT_BASE_URL = 'https://api.coinremitter.com';

/** A processor answer is a few hundred bytes; anything near this limit is not one of theirs. */
const MAX_RESPONSE_BYTES = 256 * 1024;

/** CoinRemitter's documented `error_code`s. */
export const COINREMITTER_ERROR_CODES = {
  validation: 1001,
  server: 1002,
  invalidCredentials: 1003,
  inactive: 1004,
  notFound: 1005,
  rateLimited: 1006,
} as const;

/**
 * Codes that are the processor deciding about our request rather than failing to serve it: they
 * stay refusals even when they arrive with a non-2xx status, because retrying cannot change them.
 */
const REFUSAL_CODES: ReadonlySet<number> = new Set([
  COINREMITTER_ERROR_CODES.validation,
  COINREMITTER_ERROR_CODES.invalidCredentials,
  COINREMITTER_ERROR_CODES.inactive,
  COINREMITTER_ERROR_CODES.notFound,
]);

/** The API key and password of one CoinRemitter wallet (each coin has its own wallet). */
export interface CoinRemitterCredentials {
  apiKey: string;
  password: string;
}

/**
 * CoinRemitter said no (`success: false`): bad parameters, wrong credentials, an unknown id.
 * The player sees the spec's 'Invalid parameters'; `errorCode` and `processorMessage` are for
 * the log and for callers that treat "not found" as an answer rather than a failure.
 */
export class CoinRemitterRefusal extends GatewayError {
  override name = 'CoinRemitterRefusal';

  constructor(
    readonly errorCode: number,
    readonly processorMessage: string,
    readonly httpStatus: number,
  ) {
    super('invalid_parameters', 'Invalid parameters');
  }
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const EXPONENT_DECIMAL = /^(\d+)(?:\.(\d+))?e([+-]?\d+)$/;

/**
 * The decimal a JSON number was written as, as a plain string ("0.0003", not 3e-4), without
 * ever doing arithmetic on it: `String(n)` is the shortest text that reads back as the same
 * double, which for processor amounts (at most 8 decimals, fewer than 16 digits) is the text
 * they sent; only its exponent form needs spelling out.
 */
export function decimalText(value: number): string {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${value} is not a non-negative finite amount`);
  }
  const text = String(value);
  const match = EXPONENT_DECIMAL.exec(text);
  if (!match) return text;
  const [, wholeDigits = '', fractionDigits = '', exponentText = '0'] = match;
  const digits = wholeDigits + fractionDigits;
  const pointAt = wholeDigits.length + Number(exponentText);
  if (pointAt <= 0) return `0.${'0'.repeat(-pointAt)}${digits}`;
  if (pointAt >= digits.length) return digits + '0'.repeat(pointAt - digits.length);
  return `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
}

/** A non-negative amount of coin or fiat as a plain decimal string, from a string or a number. */
const decimalAmount = z.union([
  z.string().trim().regex(PLAIN_DECIMAL),
  z
    .number()
    .nonnegative()
    .transform((value) => decimalText(value)),
]);

/** A count or an error code: CoinRemitter sends some integers as strings. */
const integerValue = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform((value) => Number(value)),
]);

const failureEnvelope = z.object({
  success: z.literal(false),
  error_code: integerValue,
  msg: z.string().optional(),
  error: z.string().optional(),
});

const successEnvelope = z.object({ success: z.literal(true), data: z.unknown() });

/** `POST /v1/wallet/address/create` */
const createdAddress = z.object({
  address: z.string().min(1),
  label: z.string().nullish(),
  expire_on: z.string().nullish(),
});
export type CoinRemitterAddress = z.infer<typeof createdAddress>;

/** `POST /v1/rate/fiat-to-crypto`: one entry per coin (only ours when `crypto` is given). */
const fiatToCryptoRates = z.array(
  z.object({ short_name: z.string(), name: z.string(), price: decimalAmount }),
);
export type CoinRemitterCryptoAmount = z.infer<typeof fiatToCryptoRates>[number];

/** `POST /v1/rate/crypto-to-fiat`: one entry per fiat currency (only ours when `fiat` is given). */
const cryptoToFiatRates = z.array(
  z.object({ code: z.string(), currency: z.string(), amount: decimalAmount }),
);
export type CoinRemitterFiatAmount = z.infer<typeof cryptoToFiatRates>[number];

/** `POST /v1/wallet/withdraw` */
const sentWithdrawal = z.object({
  id: z.string().min(1),
  txid: z.string().min(1),
  amount: decimalAmount,
  transaction_fees: decimalAmount.optional(),
  processing_fees: decimalAmount.optional(),
  total_amount: decimalAmount.optional(),
  to_address: z.string(),
});
export type CoinRemitterWithdrawal = z.infer<typeof sentWithdrawal>;

/** `POST /v1/wallet/transaction` */
const walletTransaction = z.object({
  id: z.string().min(1),
  txid: z.string().min(1),
  /** 'receive' or 'send'; kept open so a new kind is ignored rather than failing the parse. */
  type: z.string(),
  coin_symbol: z.string().optional(),
  address: z.string().min(1),
  amount: decimalAmount,
  confirmations: integerValue.pipe(z.number().int().nonnegative()),
  required_confirmations: integerValue.optional(),
  status: z.string().optional(),
});
export type CoinRemitterTransaction = z.infer<typeof walletTransaction>;

export interface CoinRemitterClientOptions {
  /** Where the API lives, without the version: `https://api.coinremitter.com`. */
  baseUrl: string;
  /** Bound on each call, including reading the answer. */
  timeoutMs: number;
}

export interface CoinRemitterClient {
  createAddress(
    wallet: CoinRemitterCredentials,
    input: { label?: string },
  ): Promise<CoinRemitterAddress>;
  /** How much of the coin a fiat amount buys. */
  fiatToCrypto(
    wallet: CoinRemitterCredentials,
    input: { fiat: string; fiatAmount: string; crypto: string },
  ): Promise<CoinRemitterCryptoAmount[]>;
  /** What an amount of the coin is worth in fiat. */
  cryptoToFiat(
    wallet: CoinRemitterCredentials,
    input: { crypto: string; cryptoAmount: string; fiat: string },
  ): Promise<CoinRemitterFiatAmount[]>;
  /** Sends `amount` to `address`; CoinRemitter adds its fees on top, from the wallet. */
  withdraw(
    wallet: CoinRemitterCredentials,
    input: { address: string; amount: string },
  ): Promise<CoinRemitterWithdrawal>;
  /** A transaction of the wallet by CoinRemitter's id (the `id` of a webhook or a withdrawal). */
  getTransaction(
    wallet: CoinRemitterCredentials,
    input: { id: string },
  ): Promise<CoinRemitterTransaction>;
}

export function createCoinRemitterClient(options: CoinRemitterClientOptions): CoinRemitterClient {
  const apiRoot = `${options.baseUrl.replace(/\/+$/, '')}/${COINREMITTER_API_VERSION}`;

  async function call<T extends z.ZodType>(
    path: string,
    wallet: CoinRemitterCredentials,
    body: Record<string, string>,
    dataSchema: T,
  ): Promise<z.output<T>> {
    let status: number;
    let ok: boolean;
    let text: string;
    try {
      const response = await fetch(`${apiRoot}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          // The rate endpoints work without them, but the documentation asks for them on every
          // call and they name the wallet for the processor's rate limit.
          'x-api-key': wallet.apiKey,
          'x-api-password': wallet.password,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
        // A redirect would carry the wallet password to wherever it points.
        redirect: 'error',
      });
      status = response.status;
      ok = response.ok;
      text = await readLimitedText(response, MAX_RESPONSE_BYTES);
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new GatewayError('http', 'API error: timeout');
      }
      throw new GatewayError('http', 'API error: unreachable');
    }

    const json = parseJson(text);
    const failure = failureEnvelope.safeParse(json);
    if (failure.success && (ok || REFUSAL_CODES.has(failure.data.error_code))) {
      throw new CoinRemitterRefusal(failure.data.error_code, failure.data.msg ?? '', status);
    }
    if (!ok) throw new GatewayError('http', `API error: ${status}`, status);

    const envelope = successEnvelope.safeParse(json);
    const answer = envelope.success ? dataSchema.safeParse(envelope.data.data) : undefined;
    if (!answer?.success) throw new GatewayError('bad_response', 'Invalid API response format');
    return answer.data;
  }

  return {
    createAddress: (wallet, input) =>
      call(
        '/wallet/address/create',
        wallet,
        input.label ? { label: input.label } : {},
        createdAddress,
      ),
    fiatToCrypto: (wallet, input) =>
      call(
        '/rate/fiat-to-crypto',
        wallet,
        { fiat: input.fiat, fiat_amount: input.fiatAmount, crypto: input.crypto },
        fiatToCryptoRates,
      ),
    cryptoToFiat: (wallet, input) =>
      call(
        '/rate/crypto-to-fiat',
        wallet,
        { crypto: input.crypto, crypto_amount: input.cryptoAmount, fiat: input.fiat },
        cryptoToFiatRates,
      ),
    withdraw: (wallet, input) =>
      call(
        '/wallet/withdraw',
        wallet,
        { address: input.address, amount: input.amount },
        sentWithdrawal,
      ),
    getTransaction: (wallet, input) =>
      call('/wallet/transaction', wallet, { id: input.id }, walletTransaction),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The body as text, refusing (as a bad answer) anything longer than `maxBytes`. */
async function readLimitedText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel();
    if (declared > maxBytes) {
      throw new GatewayError('bad_response', 'Invalid API response format');
    }
    return '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new GatewayError('bad_response', 'Invalid API response format');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
