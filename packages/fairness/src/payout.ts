/*
 * Money arithmetic of the engines: stakes and payouts are integer minor units, multipliers exact
 * rationals, and a payout is always rounded down (the player never receives a fraction of a cent
 * that the house did not owe).
 */

/** ⌊amount · numerator / denominator⌋ computed exactly. */
export function mulDivFloor(amountMinor: number, numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError('amount is a non-negative integer of minor units');
  }
  if (!Number.isSafeInteger(numerator) || numerator < 0) throw new RangeError('bad numerator');
  if (!Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError('bad denominator');
  const result = (BigInt(amountMinor) * BigInt(numerator)) / BigInt(denominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout too large');
  return Number(result);
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
