import { WHEEL_SEGMENTS } from '@satsino/contract/games';
import {
  isWheelMultiplier,
  WHEEL_MULTIPLIERS,
  type WheelOutcome,
  type WheelSpin,
  wheelMaxPayout,
} from '@satsino/fairness/wheel';

export type WheelValue = (typeof WHEEL_SEGMENTS)[number];

/** A point on a circle, the angle in degrees clockwise from the top (where the pointer is). */
export function pointAt(angleDeg: number, radius: number): { x: number; y: number } {
  const radians = (angleDeg * Math.PI) / 180;
  return { x: round(radius * Math.sin(radians)), y: round(-radius * Math.cos(radians)) };
}

// `+ 0` turns -0 into 0, so paths read "0" rather than "-0".
const round = (value: number) => Math.round(value * 1_000) / 1_000 + 0;

/** The SVG path of segment `index` of `count` equal segments of a wheel of `radius`. */
export function segmentPath(index: number, count: number, radius: number): string {
  const step = 360 / count;
  const from = pointAt(index * step, radius);
  const to = pointAt((index + 1) * step, radius);
  return `M0 0L${from.x} ${from.y}A${radius} ${radius} 0 0 1 ${to.x} ${to.y}Z`;
}

/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` under the pointer at
 * the top, spinning forward from `current` by at least `turns` whole turns.
 */
export function rotationFor(index: number, count: number, current: number, turns = 4): number {
  const step = 360 / count;
  // Segment i's middle sits at (i + 0.5) · step; turning the wheel back by that brings it up.
  const target = mod(-(index + 0.5) * step, 360);
  const delta = mod(target - mod(current, 360), 360);
  return current + turns * 360 + delta;
}

const mod = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus;

/** Stakes per wheel value, in the order placed, with the placements for undo. */
export interface WheelStakes {
  amounts: Readonly<Partial<Record<WheelValue, number>>>;
  placements: readonly { value: WheelValue; amountMinor: number }[];
}

export const NO_STAKES: WheelStakes = { amounts: {}, placements: [] };

export function addStake(stakes: WheelStakes, value: WheelValue, amountMinor: number): WheelStakes {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0) return stakes;
  return {
    amounts: { ...stakes.amounts, [value]: (stakes.amounts[value] ?? 0) + amountMinor },
    placements: [...stakes.placements, { value, amountMinor }],
  };
}

export function undoStake(stakes: WheelStakes): WheelStakes {
  const last = stakes.placements.at(-1);
  if (last === undefined) return stakes;
  const amounts = { ...stakes.amounts };
  const left = (amounts[last.value] ?? 0) - last.amountMinor;
  if (left > 0) amounts[last.value] = left;
  else delete amounts[last.value];
  return { amounts, placements: stakes.placements.slice(0, -1) };
}

/** The round's bets, in the wheel's value order, and their sum. */
export function wheelBetsOf(stakes: WheelStakes): { segment: WheelValue; amount: number }[] {
  return WHEEL_SEGMENTS.flatMap((segment) => {
    const amount = stakes.amounts[segment];
    return amount === undefined ? [] : [{ segment, amount }];
  });
}

export function stakeTotal(stakes: WheelStakes): number {
  return wheelBetsOf(stakes).reduce((sum, bet) => sum + bet.amount, 0);
}

/** The most the bets can pay, multipliers included: the engine's own bound, which the server applies. */
export function wheelBestPayout(stakes: WheelStakes): number {
  const bets = wheelBetsOf(stakes);
  return bets.length === 0 ? 0 : wheelMaxPayout(stakeTotal(stakes), { bets });
}

/** A round's spins in order; a round from before the multiplier segments had its one stop only. */
export function spinsOf(outcome: WheelOutcome): readonly WheelSpin[] {
  if (outcome.spins !== undefined) return outcome.spins;
  return outcome.segment === null ? [] : [{ index: outcome.index, stop: outcome.segment }];
}

/** The product of the multipliers among the first `count` spins: what a win after them carries. */
export function multiplierAfter(spins: readonly WheelSpin[], count: number): number {
  return spins
    .slice(0, count)
    .reduce(
      (product, spin) =>
        isWheelMultiplier(spin.stop) ? product * WHEEL_MULTIPLIERS[spin.stop] : product,
      1,
    );
}

export interface SpinTiming {
  /** The first spin's turn. */
  firstMs: number;
  /** Each respin's turn, shorter: the player already waits for the result. */
  respinMs: number;
  /** The pause on a multiplier before the respin, so it can be read. */
  pauseMs: number;
}

/** When each spin of a round starts turning and when it lands, from the round's start. */
export function spinTimeline(
  count: number,
  { firstMs, respinMs, pauseMs }: SpinTiming,
): { startMs: number; landMs: number }[] {
  const steps: { startMs: number; landMs: number }[] = [];
  for (let spin = 0; spin < count; spin += 1) {
    const startMs = spin === 0 ? 0 : (steps[spin - 1]?.landMs ?? 0) + pauseMs;
    steps.push({ startMs, landMs: startMs + (spin === 0 ? firstMs : respinMs) });
  }
  return steps;
}
