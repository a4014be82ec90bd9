import { parseMoneyInput } from '../../../lib/money-input';

/** The limits of a game session, minor units of the account currency. */
export interface BetLimits {
  minBetMinor: number;
  maxBetMinor: number;
  /** While a bonus is wagered: the largest stake its rules allow (the server refuses above). */
  bonusMaxBetMinor?: number | undefined;
}

/** Why a bet amount cannot be played; the panel words it in the reader's language. */
export type BetProblem =
  | { kind: 'invalid' }
  | { kind: 'min'; limitMinor: number }
  | { kind: 'max'; limitMinor: number }
  | { kind: 'bonus'; limitMinor: number }
  | { kind: 'balance' };

export type BetCheck = { ok: true; amountMinor: number } | { ok: false; problem: BetProblem };

/**
 * What the player typed in the bet field, checked in the server's order (limits, then the
 * balance), so the panel names the same problem the server would.
 */
export function checkBet(text: string, limits: BetLimits, balanceMinor: number): BetCheck {
  const amountMinor = parseMoneyInput(text);
  if (amountMinor === undefined || amountMinor <= 0) {
    return { ok: false, problem: { kind: 'invalid' } };
  }
  return checkBetMinor(amountMinor, limits, balanceMinor);
}

/** The same checks for an amount already in minor units (a sum of chips). */
export function checkBetMinor(
  amountMinor: number,
  limits: BetLimits,
  balanceMinor: number,
): BetCheck {
  if (amountMinor < limits.minBetMinor) {
    return { ok: false, problem: { kind: 'min', limitMinor: limits.minBetMinor } };
  }
  if (amountMinor > limits.maxBetMinor) {
    return { ok: false, problem: { kind: 'max', limitMinor: limits.maxBetMinor } };
  }
  if (limits.bonusMaxBetMinor !== undefined && amountMinor > limits.bonusMaxBetMinor) {
    return { ok: false, problem: { kind: 'bonus', limitMinor: limits.bonusMaxBetMinor } };
  }
  if (amountMinor > balanceMinor) {
    return { ok: false, problem: { kind: 'balance' } };
  }
  return { ok: true, amountMinor };
}

/** Keeps an amount inside the limits (and the balance, when that is above the minimum). */
export function clampBet(amountMinor: number, limits: BetLimits, balanceMinor: number): number {
  const maximum = Math.min(limits.maxBetMinor, limits.bonusMaxBetMinor ?? limits.maxBetMinor);
  const ceiling = Math.max(limits.minBetMinor, Math.min(maximum, balanceMinor));
  return Math.min(ceiling, Math.max(limits.minBetMinor, Math.trunc(amountMinor)));
}

/** The ½ button: half the bet, rounded down to a whole minor unit, not below the minimum. */
export function halveBet(amountMinor: number, limits: BetLimits, balanceMinor: number): number {
  return clampBet(Math.floor(amountMinor / 2), limits, balanceMinor);
}

/** The 2× button: twice the bet, not above the maximum nor what the player has. */
export function doubleBet(amountMinor: number, limits: BetLimits, balanceMinor: number): number {
  return clampBet(amountMinor * 2, limits, balanceMinor);
}

/** The max button: the most the player can bet now. */
export function maxBet(limits: BetLimits, balanceMinor: number): number {
  return clampBet(limits.maxBetMinor, limits, balanceMinor);
}

/**
 * A payout shown before the round: the stake times a display multiplier, rounded down to a
 * whole minor unit as the server pays. Display only: the server's result is what counts.
 */
export function payoutOnWin(amountMinor: number, multiplier: number): number {
  // Through hundredths of the multiplier in integers, so 1.98 × 100 is 198 and not 197.99….
  const hundredths = Math.round(multiplier * 100);
  return Math.floor((amountMinor * hundredths) / 100);
}
