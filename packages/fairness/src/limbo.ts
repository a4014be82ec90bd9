import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError, mulDivCeil, settlePayout, toHundredths } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Limbo, with Stake's published mapping from the round's first float f (4 bytes, random.ts) to
 * the result, in JavaScript's double arithmetic and in the order Stake's game-events page and
 * the public verifiers (KyranRana/stake-provably-fair-api, lotuseuy/stake-provably-fair-verifier)
 * compute it:
 *
 *   floatPoint = 1e8 / (f · 1e8) · 0.99
 *   result     = ⌊floatPoint · 100⌋ / 100, shown as at least 1.00
 *
 * We cap the result at 1 000 000× (Stake's highest target too; f = 0 gives Infinity, capped). The
 * player wins target × bet when the result reaches the target (two decimals, 1.01 … 1 000 000),
 * paid by the rounding rule of payout.ts (a fraction of a cent is decided by the second float).
 *
 * RTP: the result reaches a target m when f ≤ 0.99 / m, so P(win) = 0.99 / m up to the 2⁻³² grain
 * of f: the return is 99 % (edge 1 %) for every target (computed exactly in engines.test.ts).
 */

export type LimboOutcome = Extract<RoundOutcome, { engine: 'limbo' }>;
export interface LimboParams {
  target_multiplier: number;
}

export const LIMBO_RTP = 0.99;
export const LIMBO_MIN_TARGET_X100 = 101;
export const LIMBO_MAX_TARGET_X100 = 100_000_000;

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

const STAKE_LIMBO_SCALE = 1e8;
const STAKE_LIMBO_HOUSE_EDGE = 0.99;
const TWO_POW_32 = 2 ** 32;

/**
 * The result in hundredths from the round's first 32-bit number (its float is uint32 / 2³²),
 * capped, before the display floor of 1.00. Every operation is the double operation of Stake's
 * published code, in its order, so that results agree to the last hundredth.
 */
export function limboResultX100(uint32: number): number {
  const float = uint32 / TWO_POW_32;
  const floatPoint = (STAKE_LIMBO_SCALE / (float * STAKE_LIMBO_SCALE)) * STAKE_LIMBO_HOUSE_EDGE;
  return Math.min(Math.floor(floatPoint * 100), LIMBO_MAX_TARGET_X100);
}

export function limboMaxPayout(betMinor: number, params: LimboParams): number {
  return mulDivCeil(betMinor, limboTargetX100(params), 100);
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
  const payoutMinor = won ? settlePayout(betMinor, targetX100, 100, () => random.nextUint32()) : 0;
  return { outcome, payoutMinor };
}
