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
