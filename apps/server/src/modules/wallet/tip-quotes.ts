import { randomUUID } from 'node:crypto';
import type { CoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import { TIP_QUOTE_TTL_SECONDS } from '@satsino/contract/wallet';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { AppError } from '../../platform/errors.js';
import { parseDecimal } from '../payments/coin-amounts.js';
import { GatewayError, type PaymentGateway } from '../payments/payment-gateway.js';
import { tipQuotes } from './tip-quotes.schema.js';
import { gatewayFailure } from './wallet.errors.js';

/**
 * The coins whose two prices give a tip's cross rate, in order of preference (ADR 0023): the
 * stablecoins first, whose USD and EUR prices are the plainest reading of the exchange rate, then
 * bitcoin, which every gateway prices. The first coin the gateway prices in both currencies wins.
 */
export const TIP_RATE_COINS: readonly CoinSymbol[] = ['USDT', 'USDC', 'BTC'];

/** A rate as an exact fraction: a minor unit of one currency is worth numerator/denominator of the other's. */
export interface ExchangeRate {
  numerator: bigint;
  denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/**
 * The rate from one currency to another, from one coin's price in each ("1.00" USD and "0.9245"
 * EUR → 1849/2000): both prices at one scale, reduced. Both currencies have two decimal places,
 * so the fraction converts minor units directly.
 */
export function crossRate(fromPrice: string, toPrice: string): ExchangeRate {
  const scale = Math.max(fromPrice.split('.')[1]?.length ?? 0, toPrice.split('.')[1]?.length ?? 0);
  const from = parseDecimal(fromPrice, scale);
  const to = parseDecimal(toPrice, scale);
  if (from <= 0n || to <= 0n)
    throw new RangeError(`prices must be positive: ${fromPrice}, ${toPrice}`);
  const divisor = gcd(to, from);
  return { numerator: to / divisor, denominator: from / divisor };
}

/** What `amountMinor` converts to at `rate`, rounded down to the minor unit (ADR 0023). */
export function convertMinor(amountMinor: bigint, rate: ExchangeRate): bigint {
  if (amountMinor < 0n) throw new RangeError(`cannot convert a negative amount: ${amountMinor}`);
  return (amountMinor * rate.numerator) / rate.denominator;
}

/** The rate as a decimal for reading, rounded down to `places` ("0.9245"). */
export function rateText(rate: ExchangeRate, places = 6): string {
  const scaled = (rate.numerator * 10n ** BigInt(places)) / rate.denominator;
  const whole = scaled / 10n ** BigInt(places);
  const fraction = (scaled % 10n ** BigInt(places))
    .toString()
    .padStart(places, '0')
    .replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

export type TipQuoteRow = RowOf<
  typeof tipQuotes,
  | 'id'
  | 'senderUserId'
  | 'recipientUserId'
  | 'fromCurrency'
  | 'toCurrency'
  | 'rateNumerator'
  | 'rateDenominator'
  | 'expiresAt'
>;
const QUOTE_COLUMNS = columnsOf(tipQuotes, [
  'id',
  'senderUserId',
  'recipientUserId',
  'fromCurrency',
  'toCurrency',
  'rateNumerator',
  'rateDenominator',
  'expiresAt',
]);

export const rateOf = (quote: TipQuoteRow): ExchangeRate => ({
  numerator: BigInt(quote.rateNumerator),
  denominator: BigInt(quote.rateDenominator),
});

/** A quote, or why the gateway gave no rate (its coded failure: the conversion messages). */
export type QuoteOutcome =
  | { status: 'quoted'; quote: TipQuoteRow }
  | { status: 'unavailable'; failure: AppError };

/** Issues and finds the exchange-rate quotes of tips between currencies. */
export function createTipQuotes(deps: { db: Db; gateway: PaymentGateway; now: () => Date }) {
  const { db, gateway } = deps;

  /** The first preferred coin's cross rate; the gateway's failure of the last coin tried if none. */
  async function currentRate(
    from: Currency,
    to: Currency,
  ): Promise<{ coin: CoinSymbol; rate: ExchangeRate } | { failure: AppError }> {
    let failure: unknown;
    for (const coin of TIP_RATE_COINS) {
      try {
        const [fromPrice, toPrice] = await Promise.all([
          gateway.rate({ coin, fiat: from }),
          gateway.rate({ coin, fiat: to }),
        ]);
        return { coin, rate: crossRate(fromPrice, toPrice) };
      } catch (error) {
        if (error instanceof RangeError) {
          failure = new GatewayError('bad_response', `unusable ${coin} price: ${error.message}`);
        } else if (error instanceof GatewayError) {
          failure = error;
        } else {
          throw error;
        }
      }
    }
    const mapped = gatewayFailure(failure);
    if (!(mapped instanceof AppError)) throw mapped;
    return { failure: mapped };
  }

  return {
    async issue(input: {
      senderUserId: number;
      recipientUserId: number;
      from: Currency;
      to: Currency;
    }): Promise<QuoteOutcome> {
      const current = await currentRate(input.from, input.to);
      if ('failure' in current) return { status: 'unavailable', failure: current.failure };
      const expiresAt = new Date(deps.now().getTime() + TIP_QUOTE_TTL_SECONDS * 1000);
      const [quote] = await db
        .insert(tipQuotes)
        .values({
          id: randomUUID(),
          senderUserId: input.senderUserId,
          recipientUserId: input.recipientUserId,
          fromCurrency: input.from,
          toCurrency: input.to,
          coin: current.coin,
          rateNumerator: current.rate.numerator.toString(),
          rateDenominator: current.rate.denominator.toString(),
          expiresAt,
        })
        .returning(QUOTE_COLUMNS);
      if (!quote) throw new Error('tip quote insert returned nothing');
      return { status: 'quoted', quote };
    },

    async find(id: string): Promise<TipQuoteRow | undefined> {
      const [quote] = await db.select(QUOTE_COLUMNS).from(tipQuotes).where(eq(tipQuotes.id, id));
      return quote;
    },
  };
}
export type TipQuotes = ReturnType<typeof createTipQuotes>;
