import { z } from 'zod';

/** Account currencies (SPEC §3: USD shows $, EUR shows €). Fixed for an account at registration. */
export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€' };

/** Money in the API: an integer count of minor units (cents) of the account currency. */
export const minorUnits = z.number().int().meta({
  description: 'Integer count of minor units (cents) of the account currency',
});

/** The spec's balance helper divides by 100: two decimal places for every account currency. */
export const MINOR_UNITS_PER_MAJOR = 100;

/** SPEC §4/§9: the bonus balance is played when cash is below 0.20 and bonus is at least 0.20. */
export const BONUS_BALANCE_THRESHOLD_MINOR = 20;

/** The balance a bet uses (SPEC §4), in minor units. */
export function playableBalanceMinor(cashMinor: number, bonusMinor: number): number {
  const useBonus =
    cashMinor < BONUS_BALANCE_THRESHOLD_MINOR && bonusMinor >= BONUS_BALANCE_THRESHOLD_MINOR;
  return useBonus ? bonusMinor : cashMinor;
}

/** Minor units leave the server as JSON numbers; past 2^53 they would silently lose cents. */
export function toApiMinorUnits(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} does not fit a JSON number exactly`);
  }
  return Number(value);
}
