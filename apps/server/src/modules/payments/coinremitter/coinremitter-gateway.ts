import type { CoinSymbol } from '@satsino/contract/coins';
import { GatewayError, type IncomingTransfer, type PaymentGateway } from '../payment-gateway.js';
import {
  COINREMITTER_ERROR_CODES,
  type CoinRemitterClient,
  type CoinRemitterCredentials,
  CoinRemitterRefusal,
  createCoinRemitterClient,
} from './coinremitter-client.js';

/** Bound on one call to CoinRemitter (their API usually answers within a second). */
export const COINREMITTER_DEFAULT_TIMEOUT_MS = 10_000;

/**
 * CoinRemitter's name of each coin, used where a call names the coin (the rate endpoints).
 * Tokens carry their network in the name (our USDT is the TRC-20 token, USDC the ERC-20 one).
 * Their XRP and USDC ERC-20 symbols are not in the stored documentation and are our best
 * reading of their currency list; a wrong one shows up as a refused rate call, never as money.
 */
export const COINREMITTER_COIN_SYMBOLS: Record<CoinSymbol, string> = {
  BTC: 'BTC',
  ETH: 'ETH',
  LTC: 'LTC',
  DOGE: 'DOGE',
  BNB: 'BNB',
  BCH: 'BCH',
  USDT: 'USDTTRC20',
  USDC: 'USDCERC20',
  XRP: 'XRP',
  TRX: 'TRX',
  XMR: 'XMR',
};

/**
 * The rate is asked as "what are 1000 coins worth": the answer has two fiat decimals, which for
 * one DOGE (about 0.15) would leave two significant digits, while for 1000 DOGE it leaves five.
 * Dividing by 1000 is then a move of the decimal point, so no rounding happens on our side.
 */
const RATE_PROBE_DECIMAL_PLACES = 3;
const RATE_PROBE_COIN_UNITS = `1${'0'.repeat(RATE_PROBE_DECIMAL_PLACES)}`;

/** Labels show in CoinRemitter's dashboard; their clients keep them to 20 characters. */
const MAX_ADDRESS_LABEL_LENGTH = 20;
const MAX_ADDRESS_LENGTH = 128;
const MAX_TRANSACTION_ID_LENGTH = 64;
const POSITIVE_DECIMAL = /^(?=.*[1-9])\d+(\.\d+)?$/;

export interface CoinRemitterGatewayConfig {
  /** Without the version: `https://api.coinremitter.com`. Unset means CoinRemitter is off. */
  baseUrl: string | undefined;
  /** One CoinRemitter wallet per coin; a coin without one is not offered through CoinRemitter. */
  wallets: Partial<Record<CoinSymbol, CoinRemitterCredentials>>;
  timeoutMs?: number;
}

export type CoinRemitterGateway = PaymentGateway & {
  /**
   * The deposit CoinRemitter knows under `transactionId`, as it reports it now: null when it
   * has no such transaction in the coin's wallet or when the transaction is not a deposit.
   * This is what a webhook is checked against; the webhook's own fields are never used.
   */
  fetchIncomingTransfer(coin: CoinSymbol, transactionId: string): Promise<IncomingTransfer | null>;
};

export function createCoinRemitterGateway(config: CoinRemitterGatewayConfig): CoinRemitterGateway {
  const client: CoinRemitterClient | undefined = config.baseUrl
    ? createCoinRemitterClient({
        baseUrl: config.baseUrl,
        timeoutMs: config.timeoutMs ?? COINREMITTER_DEFAULT_TIMEOUT_MS,
      })
    : undefined;

  function requireWallet(coin: CoinSymbol): {
    client: CoinRemitterClient;
    wallet: CoinRemitterCredentials;
  } {
    const wallet = config.wallets[coin];
    if (!client || !wallet?.apiKey || !wallet.password) {
      throw new GatewayError('not_configured', 'API URL not configured');
    }
    return { client, wallet };
  }

  return {
    name: 'coinremitter',

    async createDepositAddress({ coin, userId }) {
      const { client, wallet } = requireWallet(coin);
      const label = `player-${userId}`;
      const created = await client.createAddress(
        wallet,
        label.length <= MAX_ADDRESS_LABEL_LENGTH ? { label } : {},
      );
      // v1 gives a new address no id of its own; the address itself is the key.
      return { address: created.address };
    },

    async rate({ coin, fiat }) {
      const { client, wallet } = requireWallet(coin);
      const amounts = await client.cryptoToFiat(wallet, {
        crypto: COINREMITTER_COIN_SYMBOLS[coin],
        cryptoAmount: RATE_PROBE_COIN_UNITS,
        fiat,
      });
      const worth = amounts.find((entry) => entry.code.toUpperCase() === fiat);
      const price = worth ? shiftDecimalPointLeft(worth.amount, RATE_PROBE_DECIMAL_PLACES) : '0';
      // A zero price would turn any deposit into nothing and any fiat amount into infinity.
      if (!POSITIVE_DECIMAL.test(price)) {
        throw new GatewayError('bad_response', 'Invalid API response format');
      }
      return price;
    },

    async sendWithdrawal({ coin, address, cryptoAmount }) {
      const { client, wallet } = requireWallet(coin);
      if (
        !POSITIVE_DECIMAL.test(cryptoAmount) ||
        address.length === 0 ||
        address.length > MAX_ADDRESS_LENGTH ||
        /\s/.test(address)
      ) {
        throw new GatewayError('invalid_parameters', 'Invalid parameters');
      }
      // v1's withdraw takes no reference or idempotency key, so the caller's withdrawal state is
      // the only guard against paying twice: a call that times out may still have sent coins
      // and must be settled by an operator, never retried blindly.
      const sent = await client.withdraw(wallet, { address, amount: cryptoAmount });
      return { txid: sent.txid };
    },

    async fetchIncomingTransfer(coin, transactionId) {
      const { client, wallet } = requireWallet(coin);
      if (transactionId.length === 0 || transactionId.length > MAX_TRANSACTION_ID_LENGTH) {
        return null;
      }
      let transaction: Awaited<ReturnType<CoinRemitterClient['getTransaction']>>;
      try {
        transaction = await client.getTransaction(wallet, { id: transactionId });
      } catch (error) {
        if (
          error instanceof CoinRemitterRefusal &&
          error.errorCode === COINREMITTER_ERROR_CODES.notFound
        ) {
          return null;
        }
        throw error;
      }
      // The credentials chose the coin's wallet, so the transaction is of that coin; its
      // `coin_symbol` is not compared, as a misread symbol would silently drop real deposits.
      if (transaction.type !== 'receive') return null;
      if (!POSITIVE_DECIMAL.test(transaction.amount)) return null;
      return {
        coin,
        address: transaction.address,
        txid: transaction.txid,
        // CoinRemitter reports one transaction per address paid and never the output index;
        // a transaction paying two of our addresses gives two CoinRemitter ids with one txid.
        outputIndex: 0,
        cryptoAmount: transaction.amount,
        confirmations: transaction.confirmations,
      };
    },
  };
}

/** `value` divided by 10^places, exactly, as a plain decimal without needless zeros. */
export function shiftDecimalPointLeft(value: string, places: number): string {
  const [whole = '', fraction = ''] = value.split('.');
  const digits = whole + fraction;
  const pointAt = whole.length - places;
  const shifted =
    pointAt <= 0
      ? `0.${'0'.repeat(-pointAt)}${digits}`
      : `${digits.slice(0, pointAt)}.${digits.slice(pointAt)}`;
  const [shiftedWhole = '', shiftedFraction = ''] = shifted.split('.');
  const normalWhole = shiftedWhole.replace(/^0+(?=\d)/, '');
  const normalFraction = shiftedFraction.replace(/0+$/, '');
  return normalFraction ? `${normalWhole}.${normalFraction}` : normalWhole;
}
