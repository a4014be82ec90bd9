import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError, mulDivCeil, settlePayout, toHundredths } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Dice. The roll is ⌊float · 10 001⌋ / 100: one of the 10 001 values 0.00 … 100.00, equally
 * likely. "Over T" wins when the roll is above T, "under T" when it is below T; the stated win
 * chance is 100 − T (over) or T (under) percent and the multiplier is 99 ÷ chance, so a win is
 * worth bet · 9 900 / chance_in_hundredths minor units, paid by the rounding rule of payout.ts
 * (a fraction of a cent is one more cent when the round's second float is below it).
 *
 * House edge: the stated chance counts 10 000 of the 10 001 possible rolls (the target itself
 * never wins), so the RTP is 99 % × 10 000 / 10 001 = 98.990 % (edge 1.01 %) for every target.
 */

export type DiceOutcome = Extract<RoundOutcome, { engine: 'dice' }>;
export interface DiceParams {
  target: number;
  condition: 'over' | 'under';
}

export const DICE_ROLL_VALUES = 10_001;
export const DICE_RTP = (0.99 * 10_000) / 10_001;
export const DICE_MIN_TARGET_X100 = 200;
export const DICE_MAX_TARGET_X100 = 9_800;

/** Win chance in hundredths of a percent (4 950 = 49.50 %). */
export function diceChanceX100({ target, condition }: DiceParams): number {
  const targetX100 = toHundredths(target);
  if (
    targetX100 === undefined ||
    targetX100 < DICE_MIN_TARGET_X100 ||
    targetX100 > DICE_MAX_TARGET_X100
  ) {
    throw new InvalidRoundError(
      'The target is a number from 2.00 to 98.00 with two decimals.',
      'params.target',
    );
  }
  return condition === 'over' ? 10_000 - targetX100 : targetX100;
}

/** The most a bet can pay (its win, its fraction of a cent rounded up). */
export function diceMaxPayout(betMinor: number, params: DiceParams): number {
  return mulDivCeil(betMinor, 9_900, diceChanceX100(params));
}

export function playDice(random: RandomStream, betMinor: number, params: DiceParams) {
  const chanceX100 = diceChanceX100(params);
  const targetX100 = toHundredths(params.target) as number;
  const rollX100 = random.nextInt(DICE_ROLL_VALUES);
  const won = params.condition === 'over' ? rollX100 > targetX100 : rollX100 < targetX100;
  const outcome: DiceOutcome = {
    engine: 'dice',
    roll: rollX100 / 100,
    target: targetX100 / 100,
    condition: params.condition,
    win_chance: chanceX100 / 100,
  };
  const payoutMinor = won
    ? settlePayout(betMinor, 9_900, chanceX100, () => random.nextUint32())
    : 0;
  return { outcome, payoutMinor };
}
