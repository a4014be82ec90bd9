import { LOCALES } from '@satsino/contract/locales';
import { describe, expect, it } from 'vitest';
import { formatDate, formatHundredths, formatMoney, formatNumber } from './format';

/** Intl separates the amount from the symbol with a no-break space in most locales. */
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('divides minor units by 100 and writes the currency the locale way', () => {
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(123_456, 'EUR', 'de')).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(5, 'EUR', 'fr')).toBe(`0,05${NBSP}€`);
  });

  it('keeps two decimals for whole amounts and handles zero and negatives', () => {
    expect(formatMoney(1_000, 'USD', 'en')).toBe('$10.00');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(-250, 'USD', 'en')).toBe('-$2.50');
  });
});

describe('formatHundredths', () => {
  const byIntl = (hundredths: number, locale: string) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100);

  it.each(LOCALES)('writes counts up to 1,000 as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    // Every RTP (0 to 100 %), then every seventh count on to 1,000.
    for (let hundredths = 0; hundredths < 100_000; hundredths += hundredths < 10_000 ? 1 : 7) {
      const written = formatHundredths(hundredths, locale);
      const expected = intl.format(hundredths / 100);
      // One expect per mismatch only: a million passing expects would take a minute.
      if (written !== expected) expect(written, `${hundredths} hundredths`).toBe(expected);
    }
  });

  it('leaves grouped, negative, fractional and foreign-locale values to Intl', () => {
    for (const [hundredths, locale] of [
      [123_456_789, 'de'],
      [-9_650, 'fr'],
      [96.5, 'en'],
      [9_650, 'ar-EG'],
    ] as const) {
      expect(formatHundredths(hundredths, locale)).toBe(byIntl(hundredths, locale));
    }
    expect(formatHundredths(123_456_789, 'de')).toBe('1.234.567,89');
  });
});

describe('formatNumber', () => {
  it('uses the locale separators', () => {
    expect(formatNumber(1_234_567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1_234_567.5, 'de')).toBe('1.234.567,5');
  });

  it('passes options through', () => {
    expect(formatNumber(0.256, 'en', { style: 'percent' })).toBe('26%');
  });
});

describe('formatDate', () => {
  const moment = '2026-03-05T14:07:00Z';

  it('formats ISO strings and dates alike, in the locale', () => {
    const options = { dateStyle: 'long', timeZone: 'UTC' } as const;
    expect(formatDate(moment, 'en', options)).toBe('March 5, 2026');
    expect(formatDate(new Date(moment), 'de', options)).toBe('5. März 2026');
    expect(formatDate(moment, 'ja', options)).toBe('2026年3月5日');
  });

  it('shows date and time by default', () => {
    // The default follows the reader's time zone, so only its parts are checked here.
    expect(formatDate(moment, 'en')).toMatch(/2026.*\d{1,2}:\d{2}/);
  });

  it('gives an empty string for an unreadable value', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
