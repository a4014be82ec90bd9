import type { DICE_CONDITIONS } from '@satsino/contract/games';
import { diceChanceX100 } from '@satsino/fairness/dice';
import { limboTargetX100 } from '@satsino/fairness/limbo';

export type DiceCondition = (typeof DICE_CONDITIONS)[number];
export const DICE_TARGET_MIN = 2;
export const DICE_TARGET_MAX = 98;

/**
 * What a dice bet offers, shown live while the player sets it up: the win chance in percent,
 * the multiplier (99 ÷ chance) and what a win is worth: bet · 99 ÷ chance exactly, a fraction
 * of a cent included (the engine pays its expected value to the cent, payout.ts).
 */
export function diceTerms(target: number, condition: DiceCondition, betMinor: number) {
  const chanceX100 = diceChanceX100({ target, condition });
  return {
    winChance: chanceX100 / 100,
    multiplier: 9_900 / chanceX100,
    payoutMinor: (betMinor * 9_900) / chanceX100,
  };
}

/** A limbo target the player typed ("2", "2,5", "1000000"), or `undefined` when out of range. */
export function parseLimboTarget(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalized)) return undefined;
  const value = Number(normalized);
  try {
    limboTargetX100({ target_multiplier: value });
    return value;
  } catch {
    return undefined;
  }
}

/** What a limbo bet offers: the win chance (99 ÷ target percent) and a win's exact worth. */
export function limboTerms(target: number, betMinor: number) {
  const targetX100 = limboTargetX100({ target_multiplier: target });
  return {
    winChance: 9_900 / targetX100,
    payoutMinor: (betMinor * targetX100) / 100,
  };
}
