import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError, mulDivFloor, toHundredths } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Limbo. From the round's first 32-bit number r the result is
 * ⌊99 · 2³² / (2³² − r)⌋ hundredths, capped at 1 000 000×, shown as at least 1.00×. The player
 * wins target × bet when the result reaches the target (two decimals, 1.01 … 1 000 000).
 * P(result ≥ m) = 0.99 / m (up to the 2⁻³² grain of r), so the RTP is 99 % (edge 1 %) for every
 * target.
 */

export type LimboOutcome = Extract<RoundOutcome, { engine: 'limbo' }>;
export interface LimboParams {
  target_multiplier: number;
}

export const LIMBO_RTP = 0.99;
export const LIMBO_MIN_TARGET_X100 = 101;
export const LIMBO_MAX_TARGET_X100 = 100_000_000;
const TWO_POW_32 = 2n ** 32n;

export function limboTargetX100({ target_multiplier }: LimboParams): number {
  const targetX100 = toHundredths(target_multiplier);
  if (
    targetX100 === undefined ||
    targetX100 < LIMBO_MIN_TARGET_X100 ||
    targetX100 > LIMBO_MAX_TARGET_X100
  ) {
    throw new InvalidRoundError(
      'The target multiplier is a number from 1.01 to 1000000 with two decimals.',
      'params.target_multiplier',
    );
  }
  return targetX100;
}

/** The result in hundredths from a 32-bit number, before the display floor of 1.00. */
export function limboResultX100(uint32: number): number {
  const value = (99n * TWO_POW_32) / (TWO_POW_32 - BigInt(uint32));
  return Math.min(Number(value), LIMBO_MAX_TARGET_X100);
}

export function limboMaxPayout(betMinor: number, params: LimboParams): number {
  return mulDivFloor(betMinor, limboTargetX100(params), 100);
}

export function playLimbo(random: RandomStream, betMinor: number, params: LimboParams) {
  const targetX100 = limboTargetX100(params);
  const resultX100 = Math.max(100, limboResultX100(random.nextUint32()));
  const outcome: LimboOutcome = {
    engine: 'limbo',
    result_multiplier: resultX100 / 100,
    target_multiplier: targetX100 / 100,
  };
  const won = resultX100 >= targetX100;
  return { outcome, payoutMinor: won ? mulDivFloor(betMinor, targetX100, 100) : 0 };
}
