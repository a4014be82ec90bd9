import { parseMoneyInput } from '../../../lib/money-input';

/**
 * When an auto-play stops besides running out of rounds (issue 16). Amounts are in the session's
 * currency, integer minor units; an amount left out is no condition.
 */
export interface AutoPlayStops {
  /** Stop after a round that returned more than its stake. */
  onWin: boolean;
  /** Stop after a round that returned less than its stake. */
  onLoss: boolean;
  /** Stop after a round whose return exceeds this. */
  singleWinAboveMinor?: number;
  /** Stop once the rounds of this auto-play have won at least this much in total. */
  profitAtLeastMinor?: number;
  /** Stop once the rounds of this auto-play have lost at least this much in total. */
  lossAtLeastMinor?: number;
}

export const NO_AUTO_PLAY_STOPS: AutoPlayStops = { onWin: false, onLoss: false };

export type AutoPlayStopReason = 'win' | 'loss' | 'singleWin' | 'profit' | 'lossLimit';

/** What a settled round adds to an auto-play's tally. */
export interface AutoRound {
  bet: number;
  payout: number;
}

/** The net result of the auto-play's rounds so far, minor units (negative when losing). */
export const netAfter = (netMinor: number, round: AutoRound): number =>
  netMinor + round.payout - round.bet;

/**
 * Whether the auto-play stops after `round`, given its net result `netMinor` with that round
 * counted, and why. The first condition met is the reason, in the order the panel lists them.
 */
export function autoPlayStopReason(
  round: AutoRound,
  netMinor: number,
  stops: AutoPlayStops,
): AutoPlayStopReason | undefined {
  if (stops.onWin && round.payout > round.bet) return 'win';
  if (stops.onLoss && round.payout < round.bet) return 'loss';
  if (stops.singleWinAboveMinor !== undefined && round.payout > stops.singleWinAboveMinor) {
    return 'singleWin';
  }
  if (stops.profitAtLeastMinor !== undefined && netMinor >= stops.profitAtLeastMinor) {
    return 'profit';
  }
  if (stops.lossAtLeastMinor !== undefined && -netMinor >= stops.lossAtLeastMinor) {
    return 'lossLimit';
  }
  return undefined;
}

/**
 * An amount field of the stop conditions: empty is no condition (`null`), an amount above zero
 * is one, anything else is not valid (`undefined`).
 */
export function parseStopAmount(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parseMoneyInput(text);
  return amount === undefined || amount <= 0 ? undefined : amount;
}
