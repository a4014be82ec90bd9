import type { CoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';

/**
 * The sandbox's price list: one coin in each account currency, as decimal strings. Fixed on
 * purpose — tests and demos need amounts that do not move — and close to late-2026 market
 * prices so that play amounts look plausible.
 */
export const SANDBOX_RATES: Record<CoinSymbol, Record<Currency, string>> = {
  BTC: { USD: '96500.00', EUR: '89200.00' },
  ETH: { USD: '3420.00', EUR: '3160.00' },
  LTC: { USD: '98.40', EUR: '90.90' },
  DOGE: { USD: '0.3120', EUR: '0.2885' },
  BNB: { USD: '640.00', EUR: '591.50' },
  BCH: { USD: '455.00', EUR: '420.50' },
  USDT: { USD: '1.00', EUR: '0.9245' },
  USDC: { USD: '1.00', EUR: '0.9245' },
  XRP: { USD: '2.35', EUR: '2.17' },
  TRX: { USD: '0.2150', EUR: '0.1987' },
  XMR: { USD: '165.40', EUR: '152.90' },
};
