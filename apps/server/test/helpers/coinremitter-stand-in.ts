import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CoinRemitter's wallet API v1 (api.coinremitter.com/docs, and their
 * `coinremitter-api` Node package 1.1.x), answering the calls the adapter makes the way the
 * documentation says:
 *
 * - `POST /v1/wallet/address/create` (label), `POST /v1/wallet/withdraw` (address, amount),
 *   `POST /v1/wallet/transaction` (id): the wallet is picked by the `x-api-key` and
 *   `x-api-password` headers; wrong ones answer error 1003 with HTTP 200, as documented.
 * - `POST /v1/rate/fiat-to-crypto` (fiat, fiat_amount, crypto?) and
 *   `POST /v1/rate/crypto-to-fiat` (crypto, crypto_amount, fiat?): no credentials needed.
 * - Bodies are JSON or url-encoded forms; answers are `{ success: true, data }` or
 *   `{ success: false, error, error_code, msg }` with amounts as 8-decimal strings.
 *   Validation errors are 1001 with HTTP 400; an unknown transaction id is 1005, answered
 *   with HTTP 404 (the documentation's table does not give 1005's status).
 *
 * State is kept per wallet (addresses, transactions, withdrawals, balance). A test adds
 * incoming transactions, queues faults for the next calls, reads what was called, and can
 * deliver a webhook the way CoinRemitter does (multipart/form-data with the transaction's
 * fields).
 */

export interface StandInWalletOptions {
  /** CoinRemitter's symbol of the wallet's coin: 'BTC', 'USDTTRC20'. */
  coinSymbol: string;
  apiKey: string;
  password: string;
  /** Decimal coin units; 0 when not given. */
  balance?: string;
  /** Flat fee CoinRemitter adds to each withdrawal, from the wallet. */
  withdrawalFee?: string;
  /** Confirmations CoinRemitter waits for before calling a deposit confirmed. */
  requiredConfirmations?: number;
}

export interface CoinRemitterStandInOptions {
  wallets: StandInWalletOptions[];
  /** Price of one coin in each fiat: `{ BTC: { USD: '64250.5', EUR: '59000' } }`. */
  prices?: Record<string, Record<string, string>>;
}

export interface StandInAddress {
  coinSymbol: string;
  address: string;
  label: string;
}

export interface StandInTransaction {
  /** CoinRemitter's id, the one webhooks carry. */
  id: string;
  txid: string;
  type: 'receive' | 'send';
  coinSymbol: string;
  address: string;
  /** Eight decimals, as CoinRemitter answers. */
  amount: string;
  confirmations: number;
  label: string;
  date: string;
}

export interface StandInWithdrawal {
  id: string;
  txid: string;
  coinSymbol: string;
  toAddress: string;
  amount: string;
  totalAmount: string;
}

export interface RecordedCall {
  path: string;
  /** The `x-api-key` header sent, if any. */
  apiKey: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
  /** HTTP status answered. */
  status: number;
}

/** A failure to answer the next call with instead of serving it. */
export type StandInFault =
  | 'server-error' /* HTTP 500, error 1002 */
  | 'rate-limited' /* HTTP 429, error 1006 */
  | 'malformed-json' /* HTTP 200, a body cut in the middle */
  | 'unexpected-shape'; /* HTTP 200, success with data the documentation does not describe */

export interface CoinRemitterStandIn {
  /** `http://127.0.0.1:<port>`; the API is under `/v1`. */
  readonly baseUrl: string;
  readonly addresses: readonly StandInAddress[];
  readonly transactions: readonly StandInTransaction[];
  readonly withdrawals: readonly StandInWithdrawal[];
  readonly calls: readonly RecordedCall[];
  balanceOf(coinSymbol: string): string;
  /** A transfer from outside arrives at one of the wallet's addresses. */
  addIncomingTransaction(input: {
    coinSymbol: string;
    address: string;
    amount: string;
    confirmations?: number;
    txid?: string;
  }): StandInTransaction;
  setConfirmations(transactionId: string, confirmations: number): void;
  /** The next calls (one per fault, in order) fail this way. */
  failNext(...faults: StandInFault[]): void;
  /** The next call answers only after this many milliseconds. */
  delayNext(ms: number): void;
  /** The fields CoinRemitter posts to a wallet's webhook URL for a transaction. */
  webhookFields(transactionId: string): Record<string, string>;
  /** Posts the webhook of a transaction as CoinRemitter does, with fields replaced if asked. */
  deliverWebhook(
    url: string,
    transactionId: string,
    replaced?: Record<string, string>,
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const DECIMALS = 8;
const UNIT = 10n ** BigInt(DECIMALS);
const FIAT_DECIMALS = 2;
const MAX_BODY_BYTES = 64 * 1024;
const MAX_LABEL_LENGTH = 20;
const DECIMAL = /^\d+(\.\d+)?$/;

const ERROR = {
  validation: { code: 1001, error: 'validation_error', status: 400 },
  server: { code: 1002, error: 'server_error', status: 500 },
  credentials: { code: 1003, error: 'invalid_credentials', status: 200 },
  notFound: { code: 1005, error: 'not_found', status: 404 },
  rateLimited: { code: 1006, error: 'too_many_attempts', status: 429 },
} as const;

class ApiFailure extends Error {
  constructor(
    readonly kind: keyof typeof ERROR,
    message: string,
  ) {
    super(message);
  }
}

interface WalletState {
  id: string;
  name: string;
  options: StandInWalletOptions;
  balanceUnits: bigint;
  feeUnits: bigint;
  requiredConfirmations: number;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** CoinRemitter's date format, UTC: "2024-12-02 09:18:55". */
const utcDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Decimal text to integer units of 10^-decimals; undefined when not a decimal or too precise. */
function toUnits(text: string, decimals = DECIMALS): bigint | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

function formatUnits(units: bigint, decimals = DECIMALS): string {
  const scale = 10n ** BigInt(decimals);
  const whole = units / scale;
  const fraction = (units % scale).toString().padStart(decimals, '0');
  return decimals === 0 ? whole.toString() : `${whole}.${fraction}`;
}

/** a / b rounded half up, for non-negative integers. */
const divideRounded = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

function requireUnits(value: unknown, field: string, decimals = DECIMALS): bigint {
  const units =
    typeof value === 'string' || typeof value === 'number'
      ? toUnits(String(value), decimals)
      : undefined;
  if (units === undefined || units <= 0n) {
    throw new ApiFailure('validation', `The ${field} field must be a positive number.`);
  }
  return units;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ApiFailure('validation', `The ${field} field is required.`);
  }
  return value.trim();
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ApiFailure('validation', 'The body is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(contentType: string | undefined, text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  if (contentType?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw new ApiFailure('validation', 'The body must be a JSON object.');
}

export async function startCoinRemitterStandIn(
  options: CoinRemitterStandInOptions,
): Promise<CoinRemitterStandIn> {
  const wallets: WalletState[] = options.wallets.map((wallet) => ({
    id: hex(12),
    name: `${wallet.coinSymbol}-wallet`,
    options: wallet,
    balanceUnits: toUnits(wallet.balance ?? '0') ?? 0n,
    feeUnits: toUnits(wallet.withdrawalFee ?? '0') ?? 0n,
    requiredConfirmations: wallet.requiredConfirmations ?? 3,
  }));
  const prices = options.prices ?? {};
  const addresses: StandInAddress[] = [];
  const transactions: StandInTransaction[] = [];
  const withdrawals: StandInWithdrawal[] = [];
  const calls: RecordedCall[] = [];
  const faults: StandInFault[] = [];
  let delayMs = 0;

  const walletOfCoin = (coinSymbol: string) => {
    const wallet = wallets.find((candidate) => candidate.options.coinSymbol === coinSymbol);
    if (!wallet) throw new Error(`stand-in: no wallet for ${coinSymbol}`);
    return wallet;
  };

  function authenticate(request: http.IncomingMessage): WalletState {
    const apiKey = request.headers['x-api-key'];
    const password = request.headers['x-api-password'];
    const wallet = wallets.find(
      (candidate) => candidate.options.apiKey === apiKey && candidate.options.password === password,
    );
    if (!wallet) throw new ApiFailure('credentials', 'Invalid API key or password.');
    return wallet;
  }

  function transactionData(wallet: WalletState, transaction: StandInTransaction) {
    return {
      id: transaction.id,
      txid: transaction.txid,
      explorer_url: `https://explorer.invalid/tx/${transaction.txid}`,
      confirmations: transaction.confirmations,
      required_confirmations: wallet.requiredConfirmations,
      status: transaction.confirmations >= wallet.requiredConfirmations ? 'confirm' : 'pending',
      status_code: transaction.confirmations >= wallet.requiredConfirmations ? 1 : 0,
      type: transaction.type,
      coin: wallet.options.coinSymbol,
      coin_symbol: wallet.options.coinSymbol,
      wallet_id: wallet.id,
      wallet_name: wallet.name,
      address: transaction.address,
      label: transaction.label,
      amount: transaction.amount,
      date: transaction.date,
      transaction_timestamp: Date.parse(`${transaction.date.replace(' ', 'T')}Z`),
    };
  }

  function createAddress(wallet: WalletState, body: Record<string, unknown>) {
    const label = body.label === undefined ? '' : String(body.label);
    if (label.length > MAX_LABEL_LENGTH) {
      throw new ApiFailure('validation', 'The label may not be greater than 20 characters.');
    }
    const address = `${wallet.options.coinSymbol.toLowerCase()}1q${hex(19)}`;
    addresses.push({ coinSymbol: wallet.options.coinSymbol, address, label });
    return {
      wallet_id: wallet.id,
      wallet_name: wallet.name,
      coin: wallet.options.coinSymbol,
      coin_symbol: wallet.options.coinSymbol,
      address,
      explorer_url: `https://explorer.invalid/address/${address}`,
      label,
      qr_code: `https://qr.invalid/?text=${address}`,
      minimum_deposit_amount: '0.0001',
      remaining_address_limit: -1,
      wrn_msg: '',
      expire_on: '',
      expire_on_timestamp: '',
    };
  }

  function withdraw(wallet: WalletState, body: Record<string, unknown>) {
    const address = requireText(body.address, 'address');
    const amountUnits = requireUnits(body.amount, 'amount');
    const totalUnits = amountUnits + wallet.feeUnits;
    if (totalUnits > wallet.balanceUnits) {
      throw new ApiFailure('validation', 'Insufficient balance in your wallet.');
    }
    wallet.balanceUnits -= totalUnits;
    const date = utcDate(new Date());
    const sent: StandInWithdrawal = {
      id: hex(12),
      txid: hex(32),
      coinSymbol: wallet.options.coinSymbol,
      toAddress: address,
      amount: formatUnits(amountUnits),
      totalAmount: formatUnits(totalUnits),
    };
    withdrawals.push(sent);
    transactions.push({
      id: sent.id,
      txid: sent.txid,
      type: 'send',
      coinSymbol: wallet.options.coinSymbol,
      address,
      amount: sent.amount,
      confirmations: 0,
      label: '',
      date,
    });
    return {
      id: sent.id,
      txid: sent.txid,
      explorer_url: `https://explorer.invalid/tx/${sent.txid}`,
      amount: sent.amount,
      transaction_fees: formatUnits(wallet.feeUnits),
      processing_fees: formatUnits(0n),
      total_amount: sent.totalAmount,
      to_address: address,
      wallet_id: wallet.id,
      wallet_name: wallet.name,
      coin_symbol: wallet.options.coinSymbol,
      coin: wallet.options.coinSymbol,
      date,
      transaction_timestamp: Date.parse(`${date.replace(' ', 'T')}Z`),
      remaining_withdraw_limit_24h: 'unlimited',
    };
  }

  function getTransaction(wallet: WalletState, body: Record<string, unknown>) {
    const id = requireText(body.id, 'id');
    const transaction = transactions.find(
      (candidate) => candidate.id === id && candidate.coinSymbol === wallet.options.coinSymbol,
    );
    if (!transaction) throw new ApiFailure('notFound', 'Transaction not found.');
    return transactionData(wallet, transaction);
  }

  function priceUnits(coin: string, fiat: string): bigint | undefined {
    const price = prices[coin]?.[fiat];
    return price === undefined ? undefined : toUnits(price);
  }

  function fiatToCrypto(body: Record<string, unknown>) {
    const fiat = requireText(body.fiat, 'fiat').toUpperCase();
    const fiatUnits = requireUnits(body.fiat_amount, 'fiat amount');
    const only = body.crypto === undefined ? undefined : requireText(body.crypto, 'crypto');
    const coins = only ? [only] : Object.keys(prices);
    return coins.map((coin) => {
      const price = priceUnits(coin, fiat);
      if (price === undefined)
        throw new ApiFailure('validation', 'The selected crypto is invalid.');
      return {
        short_name: coin,
        name: coin,
        price: formatUnits(divideRounded(fiatUnits * UNIT, price)),
      };
    });
  }

  function cryptoToFiat(body: Record<string, unknown>) {
    const coin = requireText(body.crypto, 'crypto');
    const cryptoUnits = requireUnits(body.crypto_amount, 'crypto amount');
    const only = body.fiat === undefined ? undefined : requireText(body.fiat, 'fiat').toUpperCase();
    const fiats = only ? [only] : Object.keys(prices[coin] ?? {});
    if (fiats.length === 0) throw new ApiFailure('validation', 'The selected crypto is invalid.');
    return fiats.map((fiat) => {
      const price = priceUnits(coin, fiat);
      if (price === undefined) throw new ApiFailure('validation', 'The selected fiat is invalid.');
      // Units of 10^-16 down to cents, as their answers carry two fiat decimals.
      const cents = divideRounded(cryptoUnits * price, 10n ** BigInt(2 * DECIMALS - FIAT_DECIMALS));
      return { code: fiat, currency: fiat, amount: formatUnits(cents, FIAT_DECIMALS) };
    });
  }

  function answerFault(response: http.ServerResponse, fault: StandInFault): number {
    switch (fault) {
      case 'server-error':
        sendJson(response, 500, {
          success: false,
          error: ERROR.server.error,
          error_code: ERROR.server.code,
          msg: 'Something went wrong.',
        });
        return 500;
      case 'rate-limited':
        sendJson(response, 429, {
          success: false,
          error: ERROR.rateLimited.error,
          error_code: ERROR.rateLimited.code,
          msg: 'Too Many Attempts.',
        });
        return 429;
      case 'malformed-json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"success":true,"data":{"address":');
        return 200;
      case 'unexpected-shape':
        sendJson(response, 200, { success: true, data: { result: 'ok' } });
        return 200;
    }
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://stand-in.invalid').pathname;
    const apiKeyHeader = request.headers['x-api-key'];
    const call: RecordedCall = {
      path,
      apiKey: typeof apiKeyHeader === 'string' ? apiKeyHeader : undefined,
      contentType: request.headers['content-type'],
      body: {},
      status: 200,
    };
    calls.push(call);

    if (delayMs > 0) {
      const wait = delayMs;
      delayMs = 0;
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (response.destroyed) return;
    }
    const fault = faults.shift();
    if (fault) {
      call.status = answerFault(response, fault);
      return;
    }
    if (request.method !== 'POST') {
      call.status = 405;
      return sendJson(response, 405, { message: 'Method Not Allowed' });
    }

    try {
      call.body = parseBody(request.headers['content-type'], await readBody(request));
      let data: unknown;
      switch (path) {
        case '/v1/wallet/address/create':
          data = createAddress(authenticate(request), call.body);
          break;
        case '/v1/wallet/withdraw':
          data = withdraw(authenticate(request), call.body);
          break;
        case '/v1/wallet/transaction':
          data = getTransaction(authenticate(request), call.body);
          break;
        case '/v1/rate/fiat-to-crypto':
          data = fiatToCrypto(call.body);
          break;
        case '/v1/rate/crypto-to-fiat':
          data = cryptoToFiat(call.body);
          break;
        default:
          call.status = 404;
          return sendJson(response, 404, { message: 'Not Found' });
      }
      sendJson(response, 200, { success: true, data });
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
      const { code, error: name, status } = ERROR[error.kind];
      call.status = status;
      sendJson(response, status, {
        success: false,
        error: name,
        error_code: code,
        msg: error.message,
      });
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug in the stand-in: answer something the test will notice instead of hanging.
      if (!response.headersSent) sendJson(response, 599, { message: String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  function webhookFields(transactionId: string): Record<string, string> {
    const transaction = transactions.find((candidate) => candidate.id === transactionId);
    if (!transaction) throw new Error(`stand-in: no transaction ${transactionId}`);
    const data = transactionData(walletOfCoin(transaction.coinSymbol), transaction);
    return Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    addresses,
    transactions,
    withdrawals,
    calls,
    balanceOf: (coinSymbol) => formatUnits(walletOfCoin(coinSymbol).balanceUnits),
    addIncomingTransaction(input) {
      const wallet = walletOfCoin(input.coinSymbol);
      const amountUnits = toUnits(input.amount);
      if (amountUnits === undefined || amountUnits <= 0n) {
        throw new Error(`stand-in: ${input.amount} is not an amount of at most 8 decimals`);
      }
      const known = addresses.find((candidate) => candidate.address === input.address);
      const transaction: StandInTransaction = {
        id: hex(12),
        txid: input.txid ?? hex(32),
        type: 'receive',
        coinSymbol: input.coinSymbol,
        address: input.address,
        amount: formatUnits(amountUnits),
        confirmations: input.confirmations ?? 0,
        label: known?.label ?? '',
        date: utcDate(new Date()),
      };
      transactions.push(transaction);
      wallet.balanceUnits += amountUnits;
      return transaction;
    },
    setConfirmations(transactionId, confirmations) {
      const transaction = transactions.find((candidate) => candidate.id === transactionId);
      if (!transaction) throw new Error(`stand-in: no transaction ${transactionId}`);
      transaction.confirmations = confirmations;
    },
    failNext(...next) {
      faults.push(...next);
    },
    delayNext(ms) {
      delayMs = ms;
    },
    webhookFields,
    async deliverWebhook(url, transactionId, replaced = {}) {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        ...webhookFields(transactionId),
        ...replaced,
      })) {
        form.append(name, value);
      }
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(5_000),
      });
      return { status: response.status, body: await response.text() };
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The client's fetch keeps connections alive; without this, close waits for them.
        server.closeAllConnections();
      });
    },
  };
}
