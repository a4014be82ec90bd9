/*
 * Money arithmetic of the engines: stakes and payouts are integer minor units (cents) and
 * multipliers exact rationals.
 *
 * A win is worth amount · numerator / denominator minor units exactly, and that is often not a
 * whole cent (a 0.10 bet at 1.98× is worth 19.8 cents). Flooring it would take the fraction from
 * the player on every win: at the smallest stakes that cut several percent off the stated RTP.
 * Rounding to the nearest cent would let a player pick stakes that round up. So a payout is the
 * whole cents, plus one more cent with probability equal to the fraction left over, decided by
 * the round's next float (the float after those the game used): one more cent when
 * float < fraction. The expected payout is then exactly the exact value, at every stake, and any
 * verifier recomputes the same cent from the same seeds. A payout that is a whole number of
 * cents draws no float.
 */

const TWO_POW_32 = 2n ** 32n;

function requireFactors(amountMinor: number, numerator: number, denominator: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError('amount is a non-negative integer of minor units');
  }
  if (!Number.isSafeInteger(numerator) || numerator < 0) throw new RangeError('bad numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError('bad denominator');
}

function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout too large');
  return Number(value);
}

/** ⌊amount · numerator / denominator⌋ computed exactly. */
export function mulDivFloor(amountMinor: number, numerator: number, denominator: number): number {
  requireFactors(amountMinor, numerator, denominator);
  return toSafeNumber((BigInt(amountMinor) * BigInt(numerator)) / BigInt(denominator));
}

/** ⌈amount · numerator / denominator⌉ computed exactly: the most a payout can round up to. */
export function mulDivCeil(amountMinor: number, numerator: number, denominator: number): number {
  requireFactors(amountMinor, numerator, denominator);
  const product = BigInt(amountMinor) * BigInt(numerator);
  const divisor = BigInt(denominator);
  return toSafeNumber((product + divisor - 1n) / divisor);
}

/**
 * Whether a fraction `remainder / denominator` of a cent is paid as one more cent, given the
 * 32-bit number u of the float that decides it (float = u / 2³²): float < fraction, compared
 * exactly as u · denominator < remainder · 2³².
 */
export function fractionPaysUp(uint32: number, remainder: bigint, denominator: bigint): boolean {
  if (!Number.isSafeInteger(uint32) || uint32 < 0 || uint32 >= 2 ** 32) {
    throw new RangeError('a 32-bit number is an integer from 0 to 2^32 - 1');
  }
  if (denominator <= 0n || remainder < 0n || remainder >= denominator) {
    throw new RangeError('a fraction is 0 ≤ remainder < denominator');
  }
  return BigInt(uint32) * denominator < remainder * TWO_POW_32;
}

/**
 * The payout of a win worth amount · numerator / denominator minor units: the whole cents, and
 * one more with the probability of the fraction left over (see above). `nextUint32` is called
 * only when there is a fraction, so a whole payout leaves the round's stream untouched.
 */
export function settlePayout(
  amountMinor: number,
  numerator: number,
  denominator: number,
  nextUint32: () => number,
): number {
  requireFactors(amountMinor, numerator, denominator);
  const product = BigInt(amountMinor) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const whole = product / divisor;
  const remainder = product % divisor;
  if (remainder === 0n) return toSafeNumber(whole);
  return toSafeNumber(whole + (fractionPaysUp(nextUint32(), remainder, divisor) ? 1n : 0n));
}

/** A number given with at most two decimals, as an integer of hundredths (undefined if not). */
export function toHundredths(value: number): number | undefined {
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) < 1e-6 ? hundredths : undefined;
}

/** A failed rule of a round's parameters (the server answers it as 422). */
export class InvalidRoundError extends Error {
  override name = 'InvalidRoundError';
  constructor(
    message: string,
    /** The request field at fault, for a field error. */
    readonly field = 'params',
  ) {
    super(message);
  }
}
