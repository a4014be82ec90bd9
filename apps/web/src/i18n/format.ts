import type { Locale } from '@satsino/contract/locales';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';

/*
 * Dates, numbers and money in the reader's locale (SPEC: "formatted per locale"). Building an
 * Intl formatter is far slower than using one, and lists format many values with the same
 * options, so each formatter is built once per locale and options and kept.
 */

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * An amount of the API's money (an integer count of minor units, DESIGN §3) in `currency`:
 * `formatMoney(123456, 'USD', 'en')` → `$1,234.56`, in German `1.234,56 $`.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(
    amountMinor / MINOR_UNITS_PER_MAJOR,
  );
}

/** Digits of a cent shown by `formatExactMoney` at most (a 20-line bet's half cents need one). */
const EXACT_MONEY_MAX_DIGITS = 4;

/**
 * An amount of minor units that may hold a fraction of a cent (what a win is worth before the
 * payout rule rounds it): `formatExactMoney(19.8, 'USD', 'en')` → `$0.198`, a whole amount as
 * `formatMoney` shows it.
 */
export function formatExactMoney(amountMinor: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: EXACT_MONEY_MAX_DIGITS,
  }).format(amountMinor / MINOR_UNITS_PER_MAJOR);
}

/** A plain number with the locale's separators: `formatNumber(1234.5, 'de')` → `1.234,5`. */
export function formatNumber(
  value: number,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(locale, options).format(value);
}

/**
 * Each locale's decimal sign, as Intl writes it (format.test.ts holds them to Intl's). A page
 * whose only number is small and plain writes it with this instead of Intl: Chromium's first
 * Intl.NumberFormat of a page loads ICU's number data, 120–240 ms of one task at a phone's CPU
 * (4x slowdown here), which was a game page's largest single cost on a guest's first load
 * (issue 12).
 */
const DECIMAL_SIGNS: Record<Locale, string> = {
  en: '.',
  de: ',',
  es: ',',
  fi: ',',
  fr: ',',
  it: ',',
  ja: '.',
  nb: ',',
  pt: ',',
  tr: ',',
};

/** Below this many hundredths (1,000) no locale groups digits, so no separator is needed. */
const UNGROUPED_HUNDREDTHS = 100_000;

/**
 * A count of hundredths as a number with up to two decimals, as `formatNumber(hundredths / 100,
 * locale, { maximumFractionDigits: 2 })` writes it: 9650 → "96.5" (German "96,5"), 9600 → "96".
 * Without Intl for whole values under 1,000 in the site's locales; Intl for anything else.
 */
export function formatHundredths(hundredths: number, locale: string): string {
  const sign = (DECIMAL_SIGNS as Partial<Record<string, string>>)[locale];
  if (
    sign === undefined ||
    !Number.isSafeInteger(hundredths) ||
    hundredths < 0 ||
    hundredths >= UNGROUPED_HUNDREDTHS
  ) {
    return formatNumber(hundredths / 100, locale, { maximumFractionDigits: 2 });
  }
  const whole = Math.trunc(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}${sign}${fraction}`;
}

/** The default: a date with the time, e.g. `Mar 5, 2026, 2:07 PM` in English. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * A moment (a `Date` or the API's ISO-8601 string) in the reader's locale and time zone.
 * An unreadable value gives an empty string rather than "Invalid Date" or an exception.
 */
export function formatDate(
  value: Date | string,
  locale: string,
  options: Intl.DateTimeFormatOptions = DATE_TIME,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  return dateFormat(locale, options).format(date);
}
