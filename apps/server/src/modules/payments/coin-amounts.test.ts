import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coinBaseUnitsToFiatMinor,
  fiatMinorToCoinBaseUnits,
  formatCoinAmount,
  formatMinorUnits,
  parseCoinAmount,
  parseDecimal,
  parseFiatMajor,
} from './coin-amounts.js';

describe('parseCoinAmount and formatCoinAmount', () => {
  it.each([
    ['0.0015', 8, 150_000n, '0.00150000'],
    ['0.00150000', 8, 150_000n, '0.00150000'],
    ['1', 8, 100_000_000n, '1.00000000'],
    ['0', 6, 0n, '0.000000'],
    ['2.5', 6, 2_500_000n, '2.500000'],
    ['1.000000000000000001', 18, 1_000_000_000_000_000_001n, '1.000000000000000001'],
    ['12', 0, 12n, '12'],
  ] as const)('reads "%s" with %i decimals', (text, decimals, baseUnits, formatted) => {
    expect(parseCoinAmount(text, decimals)).toBe(baseUnits);
    expect(formatCoinAmount(baseUnits, decimals)).toBe(formatted);
  });

  it('keeps amounts far beyond 2^53 exact', () => {
    const huge = '123456789012345678901234567890.123456789012345678';
    expect(parseCoinAmount(huge, 18)).toBe(123456789012345678901234567890123456789012345678n);
    expect(formatCoinAmount(parseCoinAmount(huge, 18), 18)).toBe(huge);
    expect(formatCoinAmount(2n ** 64n + 1n, 8)).toBe('184467440737.09551617');
  });

  it('round-trips any base-unit amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          expect(parseCoinAmount(formatCoinAmount(units, decimals), decimals)).toBe(units);
        },
      ),
    );
  });

  it.each([
    '',
    '.5',
    '1.',
    '1.2.3',
    '-1',
    '+1',
    ' 1',
    '1 ',
    '1e8',
    '0x10',
    'NaN',
    'Infinity',
    '1,5',
    '0.000000001',
  ])('refuses "%s"', (text) => {
    expect(() => parseCoinAmount(text, 8)).toThrow(RangeError);
  });

  it('refuses a bad number of decimals and absurdly long input', () => {
    expect(() => parseCoinAmount('1', -1)).toThrow(RangeError);
    expect(() => parseCoinAmount('1', 1.5)).toThrow(RangeError);
    expect(() => formatCoinAmount(1n, 99)).toThrow(RangeError);
    expect(() => parseCoinAmount('9'.repeat(500), 8)).toThrow(RangeError);
  });
});

describe('parseDecimal and formatMinorUnits', () => {
  it('reads signed decimals at a scale', () => {
    expect(parseDecimal('10.5', 2)).toBe(1050n);
    expect(parseDecimal('-3', 2)).toBe(-300n);
    expect(parseDecimal('-0.01', 2)).toBe(-1n);
    expect(parseDecimal('64250.123', 3)).toBe(64_250_123n);
    expect(() => parseDecimal('1.234', 2)).toThrow(RangeError);
    expect(() => parseDecimal('--1', 2)).toThrow(RangeError);
  });

  it('formats cents with two places', () => {
    expect(formatMinorUnits(1050n)).toBe('10.50');
    expect(formatMinorUnits(-300n)).toBe('-3.00');
    expect(formatMinorUnits(-1n)).toBe('-0.01');
    expect(formatMinorUnits(0n)).toBe('0.00');
    expect(formatMinorUnits(2n ** 70n)).toBe('11805916207174113034.24');
  });
});

describe('conversions at a rate', () => {
  it('converts fiat to coin, rounding down', () => {
    // 100.00 at 64250.5 per BTC = 0.001556408... BTC → 155640 satoshis (155640.8 rounded down).
    expect(fiatMinorToCoinBaseUnits(10_000n, '64250.5', 8)).toBe(155_640n);
    expect(fiatMinorToCoinBaseUnits(10_000n, '1', 6)).toBe(100_000_000n);
    // 10.00 at 3 per coin = 3.333… → 3.333333 of a 6-decimal coin.
    expect(fiatMinorToCoinBaseUnits(1_000n, '3', 6)).toBe(3_333_333n);
    expect(fiatMinorToCoinBaseUnits(1n, '2500.12345678', 18)).toBe(3_999_802_478_906n);
    expect(fiatMinorToCoinBaseUnits(0n, '64250.5', 8)).toBe(0n);
  });

  it('converts coin to fiat, rounding down to the cent', () => {
    // 0.0015 BTC at 64250.5 = 96.37575 → 96.37.
    expect(coinBaseUnitsToFiatMinor(150_000n, '64250.5', 8)).toBe(9_637n);
    // 1 wei is worth nothing in cents.
    expect(coinBaseUnitsToFiatMinor(1n, '3000', 18)).toBe(0n);
    expect(coinBaseUnitsToFiatMinor(10n ** 18n, '3000.999', 18)).toBe(300_099n);
  });

  it('never gives back more fiat than was converted', () => {
    const rate = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 12n }), fc.integer({ min: 0, max: 10 }))
      .map(([digits, places]) => formatCoinAmount(digits, places));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        rate,
        fc.constantFrom(6, 8, 18),
        (fiat, r, d) => {
          const coin = fiatMinorToCoinBaseUnits(fiat, r, d);
          expect(coinBaseUnitsToFiatMinor(coin, r, d)).toBeLessThanOrEqual(fiat);
        },
      ),
    );
  });

  it('keeps big amounts exact', () => {
    const fiat = 2n ** 60n;
    expect(coinBaseUnitsToFiatMinor(fiatMinorToCoinBaseUnits(fiat, '1', 18), '1', 18)).toBe(fiat);
  });

  it('refuses unusable rates and negative amounts', () => {
    for (const rate of ['0', '0.000', '-1', '', 'abc', '1e5', ' 1', '1.2.3']) {
      expect(() => fiatMinorToCoinBaseUnits(100n, rate, 8)).toThrow(RangeError);
      expect(() => coinBaseUnitsToFiatMinor(100n, rate, 8)).toThrow(RangeError);
    }
    expect(() => fiatMinorToCoinBaseUnits(-1n, '1', 8)).toThrow(RangeError);
    expect(() => coinBaseUnitsToFiatMinor(-1n, '1', 8)).toThrow(RangeError);
  });
});

describe('parseFiatMajor', () => {
  it.each([
    ['100', 10_000n],
    ['100.5', 10_050n],
    ['100.25', 10_025n],
    ['0', 0n],
    ['0.01', 1n],
    ['12345678901234567890.12', 1_234_567_890_123_456_789_012n],
    [100, 10_000n],
    [100.25, 10_025n],
    [0.1, 10n],
    [0.29, 29n],
    [19.99, 1_999n],
    [-0, 0n],
  ] as const)('reads %o', (value, minor) => {
    expect(parseFiatMajor(value)).toBe(minor);
  });

  it.each([
    '-1',
    '1.234',
    '1.',
    '.5',
    '',
    ' 1',
    'abc',
    '1e3',
    '0x10',
    -1,
    1.234,
    1e21,
    5e-7,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 60,
  ])('refuses %o', (value) => {
    expect(parseFiatMajor(value)).toBeNull();
  });

  it('refuses values that are neither strings nor numbers', () => {
    expect(parseFiatMajor(null as unknown as string)).toBeNull();
    expect(parseFiatMajor({} as unknown as string)).toBeNull();
  });
});
