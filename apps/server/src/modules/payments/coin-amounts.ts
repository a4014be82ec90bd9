/*
 * Exact decimal arithmetic for coin amounts, rates and fiat amounts. Everything is a BigInt of
 * the smallest unit (satoshi, wei, cent); decimal strings are parsed digit by digit, never through
 * a float, so 18-decimal coins and amounts beyond 2^53 stay exact.
 */

/** Fiat currencies have two decimal places (minor units are cents). */
const FIAT_DECIMALS = 2;
/** More than any coin (ETH has 18) and bounds the size of the numbers built from a string. */
const MAX_DECIMALS = 36;
const MAX_DECIMAL_STRING_LENGTH = 80;

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

function requireDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer in 0..${MAX_DECIMALS}, got ${decimals}`);
  }
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/**
 * "12.5" at scale 2 → 1250n. Accepts an optional leading minus; refuses exponents, spaces, a bare
 * point, and more fraction digits than `scale` (rounding them silently would lose money).
 */
export function parseDecimal(value: string, scale: number): bigint {
  requireDecimals(scale);
  const match = value.length <= MAX_DECIMAL_STRING_LENGTH ? DECIMAL_PATTERN.exec(value) : null;
  if (!match) throw new RangeError(`Not a decimal number: "${value.slice(0, 40)}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > scale) {
    throw new RangeError(`"${value}" has more than ${scale} decimal places`);
  }
  const magnitude = BigInt(whole) * pow10(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return sign === '-' ? -magnitude : magnitude;
}

/** "0.0015" of an 8-decimal coin → 150000n base units. Coin amounts are never negative. */
export function parseCoinAmount(value: string, decimals: number): bigint {
  if (value.startsWith('-')) throw new RangeError(`A coin amount cannot be negative: "${value}"`);
  return parseDecimal(value, decimals);
}

/** 150000n base units of an 8-decimal coin → "0.00150000" (always `decimals` places). */
export function formatCoinAmount(baseUnits: bigint, decimals: number): string {
  requireDecimals(decimals);
  const sign = baseUnits < 0n ? '-' : '';
  const magnitude = baseUnits < 0n ? -baseUnits : baseUnits;
  const whole = magnitude / pow10(decimals);
  if (decimals === 0) return `${sign}${whole}`;
  const fraction = (magnitude % pow10(decimals)).toString().padStart(decimals, '0');
  return `${sign}${whole}.${fraction}`;
}

/** 1050n → "10.50", -300n → "-3.00". */
export function formatMinorUnits(minor: bigint): string {
  return formatCoinAmount(minor, FIAT_DECIMALS);
}

/** A rate as an exact fraction: "64250.5" → 642505 / 10^1. Must be positive. */
function parseRate(rate: string): { numerator: bigint; scale: number } {
  const fraction = rate.split('.')[1] ?? '';
  if (rate.startsWith('-') || fraction.length > MAX_DECIMALS) {
    throw new RangeError(`Not a usable rate: "${rate.slice(0, 40)}"`);
  }
  const numerator = parseDecimal(rate, fraction.length);
  if (numerator <= 0n) throw new RangeError(`A rate must be positive, got "${rate}"`);
  return { numerator, scale: fraction.length };
}

function requireNonNegative(amount: bigint, name: string): void {
  if (amount < 0n) throw new RangeError(`${name} cannot be negative, got ${amount}`);
}

/**
 * Fiat minor units → coin base units at `rate` (fiat per one coin), rounded down, so a quote never
 * promises more coin than the fiat amount buys.
 *   base = fiatMinor / 10^2 / (numerator / 10^scale) × 10^decimals
 */
export function fiatMinorToCoinBaseUnits(
  fiatMinor: bigint,
  rate: string,
  decimals: number,
): bigint {
  requireNonNegative(fiatMinor, 'fiatMinor');
  requireDecimals(decimals);
  const { numerator, scale } = parseRate(rate);
  return (fiatMinor * pow10(decimals + scale)) / (numerator * pow10(FIAT_DECIMALS));
}

/**
 * Coin base units → fiat minor units at `rate`, rounded down: the casino never credits a fraction
 * of a cent it did not receive.
 *   minor = baseUnits / 10^decimals × numerator / 10^scale × 10^2
 */
export function coinBaseUnitsToFiatMinor(
  baseUnits: bigint,
  rate: string,
  decimals: number,
): bigint {
  requireNonNegative(baseUnits, 'baseUnits');
  requireDecimals(decimals);
  const { numerator, scale } = parseRate(rate);
  return (baseUnits * numerator * pow10(FIAT_DECIMALS)) / pow10(decimals + scale);
}

/**
 * A fiat amount typed by a player or sent as JSON ("100", "100.5", 100.25) → minor units; null when
 * it is not a non-negative amount with at most two decimals. A number is read through its shortest
 * string form, so 0.1 is "0.1", not 0.1000000000000000055…; exponent forms (1e21, 5e-7) and numbers
 * beyond 2^53, which may already have lost digits, are refused.
 */
export function parseFiatMajor(value: string | number): bigint | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return null;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text) || text.length > MAX_DECIMAL_STRING_LENGTH) return null;
  return parseDecimal(text, FIAT_DECIMALS);
}
