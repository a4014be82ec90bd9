import { fractionPaysUp } from './payout.js';

/*
 * Exact rationals for the four originals of issue 16 (mines, plinko, keno and hilo): multipliers
 * and RTPs are fractions of bigints, so no figure is a rounded double.
 */

/** C(n, k) exactly. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** An exact positive rational in lowest terms. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export function reduceFraction(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** A fraction's value as a number, also when its terms are too large for doubles (hilo's products). */
export function fractionValue({ numerator, denominator }: Fraction): number {
  const SAFE = BigInt(Number.MAX_SAFE_INTEGER);
  // Both exact as doubles: one correctly rounded division.
  if (numerator <= SAFE && denominator <= SAFE) return Number(numerator) / Number(denominator);
  const SCALE = 10n ** 15n;
  const whole = numerator / denominator;
  const rest = ((numerator % denominator) * SCALE) / denominator;
  return Number(whole) + Number(rest) / Number(SCALE);
}

/**
 * The whole cents of bet · fraction: what a win of that worth pays for sure (the rounding rule
 * may add one more cent). What a game shows on its cash-out button before the player presses it.
 */
export function payoutFloor(betMinor: number, { numerator, denominator }: Fraction): number {
  return Number((BigInt(betMinor) * numerator) / denominator);
}

/**
 * The whole payout of a win worth bet · numerator / denominator minor units under payout.ts's
 * rule, for fractions too large for `settlePayout`'s safe integers (hilo's products of many
 * steps): the whole cents, and one more when the next float is below the leftover fraction.
 */
export function settleFractionPayout(
  betMinor: number,
  { numerator, denominator }: Fraction,
  nextUint32: () => number,
): number {
  const product = BigInt(betMinor) * numerator;
  const whole = product / denominator;
  const remainder = product % denominator;
  const paid =
    remainder === 0n
      ? whole
      : whole + (fractionPaysUp(nextUint32(), remainder, denominator) ? 1n : 0n);
  if (paid > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout too large');
  return Number(paid);
}
