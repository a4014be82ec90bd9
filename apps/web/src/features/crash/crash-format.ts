import type { CrashMyBet, CrashTable } from '@satsino/contract/crash';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { formatNumber } from '../../i18n/format';

/** Each table's skin: the theme palette colour its graph and buttons use (no colour literals). */
export const CRASH_TABLE_ACCENT: Record<CrashTable, 'primary' | 'success' | 'info'> = {
  crash: 'primary',
  crashbull: 'success',
  crashsw: 'info',
};

const MULTIPLIER_DIGITS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** A multiplier in hundredths with the locale's decimal sign: 235 → "2.35" (or "2,35"). */
export function formatMultiplier(x100: number, locale: string): string {
  // The shared formatter: the graph formats a multiplier every frame, and making an
  // Intl.NumberFormat each time was a part of each frame's work.
  return formatNumber(Math.floor(x100) / 100, locale, MULTIPLIER_DIGITS);
}

const AMOUNT_INPUT = /^(\d{1,9})(?:[.,](\d{0,2}))?$/;

/**
 * An amount typed by the player ("1", "1.5", "1,50") as integer minor units, read digit by digit
 * (never through a float), or undefined when it is not an amount.
 */
export function parseAmountInput(text: string): number | undefined {
  const match = AMOUNT_INPUT.exec(text.trim());
  if (match === null) return undefined;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1] ?? '0') * MINOR_UNITS_PER_MAJOR + Number(fraction);
}

/** Minor units as the text an amount field starts with: 150 → "1.50", 100 → "1". */
export function amountInputOf(minor: number): string {
  const whole = Math.trunc(minor / MINOR_UNITS_PER_MAJOR);
  const fraction = minor % MINOR_UNITS_PER_MAJOR;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** A multiplier typed by the player ("2", "2.5", "1,01") in hundredths, or undefined. */
export function parseMultiplierInput(text: string): number | undefined {
  const match = /^(\d{1,5})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (match === null) return undefined;
  return Number(match[1] ?? '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The text colour of a bet's outcome in the tables: won green, lost red, still playing grey. */
export function betStatusColor(status: CrashMyBet['status']): string {
  if (status === 'cashed_out') return 'success.main';
  if (status === 'lost') return 'error.main';
  return 'text.secondary';
}
