import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * The money wheel (a game show wheel, like the casino Big Six): 54 equal segments, the stop is
 * ⌊float · 54⌋. A bet on a value wins when the wheel stops on a segment of that value and pays
 * the value to one (stake included: value + 1 times the stake).
 *
 * Segments per value and each bet's RTP (exact: count · (value + 1) / 54):
 *   1: 24 → 88.89 %   2: 15 → 83.33 %   5: 8 → 88.89 %
 *  10:  4 → 81.48 %  20:  2 → 77.78 %  40: 1 → 75.93 %
 * With 54 segments paying to one, no choice of counts reaches 96 % on every bet: that needs
 * Σ 0.96 · 54 / (value + 1) ≈ 60.3 segments. Game shows close the gap with multiplier segments,
 * which this wheel does not have; the counts above are the classic Big Six shape with the best
 * RTP on the 1, 2 and 5 bets.
 */

export type WheelOutcome = Extract<RoundOutcome, { engine: 'wheel' }>;
export type WheelSegment = '1' | '2' | '5' | '10' | '20' | '40';
export interface WheelParams {
  bets: { segment: WheelSegment; amount: number }[];
}

export const WHEEL_SEGMENT_COUNTS: Readonly<Record<WheelSegment, number>> = {
  '1': 24,
  '2': 15,
  '5': 8,
  '10': 4,
  '20': 2,
  '40': 1,
};
export const WHEEL_SIZE = 54;

/** Each bet's RTP, exact. */
export function wheelRtp(segment: WheelSegment): number {
  return (WHEEL_SEGMENT_COUNTS[segment] * (Number(segment) + 1)) / WHEEL_SIZE;
}

/**
 * The wheel's segments in order, spread so equal values sit apart: each value's segments are
 * placed at even spacing and the wheel reads them by position (ties by larger value first).
 */
export const WHEEL_LAYOUT: readonly WheelSegment[] = (() => {
  const placed: { position: number; value: number; segment: WheelSegment }[] = [];
  for (const [segment, count] of Object.entries(WHEEL_SEGMENT_COUNTS) as [WheelSegment, number][]) {
    const value = Number(segment);
    for (let k = 0; k < count; k += 1) {
      placed.push({ position: ((k + 0.5) * WHEEL_SIZE) / count + value / 100, value, segment });
    }
  }
  placed.sort((a, b) => a.position - b.position || b.value - a.value);
  return placed.map((entry) => entry.segment);
})();

function requireWheelBets(betMinor: number, params: WheelParams): void {
  const segments = new Set(params.bets.map((bet) => bet.segment));
  if (segments.size !== params.bets.length) {
    throw new InvalidRoundError('Place at most one bet per segment.', 'params.bets');
  }
  const total = params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (total !== betMinor) {
    throw new InvalidRoundError('The bet must equal the sum of the amounts placed.', 'bet');
  }
}

export function wheelMaxPayout(betMinor: number, params: WheelParams): number {
  requireWheelBets(betMinor, params);
  return Math.max(...params.bets.map((bet) => bet.amount * (Number(bet.segment) + 1)));
}

export function playWheel(random: RandomStream, betMinor: number, params: WheelParams) {
  requireWheelBets(betMinor, params);
  const index = random.nextInt(WHEEL_SIZE);
  const segment = WHEEL_LAYOUT[index] as WheelSegment;
  const winning = params.bets.find((bet) => bet.segment === segment);
  const outcome: WheelOutcome = { engine: 'wheel', index, segment };
  return { outcome, payoutMinor: winning ? winning.amount * (Number(segment) + 1) : 0 };
}
