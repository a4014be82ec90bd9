import type { RoundParams } from '@satsino/contract/games';
import {
  coveredNumbers,
  insideBetsOf,
  pocketColor,
  type RouletteInsideKind,
} from '@satsino/fairness/roulette';

type RouletteParams = Extract<RoundParams, { engine: 'roulette' }>;
export type RouletteBet = RouletteParams['bets'][number];
export type RouletteBetKind = RouletteBet['kind'];

/** Most bets one round takes (the contract's limit). */
export const ROULETTE_MAX_BETS = 60;

/** The colour of a pocket, as the engine colours it. */
export const colorOf = pocketColor;

/**
 * The table's number grid as it is drawn: three rows of twelve columns, the top row holding
 * 3, 6 … 36 and the bottom row 1, 4 … 34 (a table seen from the player's side, turned).
 */
export const TABLE_ROWS: readonly (readonly number[])[] = [3, 2, 1].map((offset) =>
  Array.from({ length: 12 }, (_, column) => column * 3 + offset),
);

/** Payout to one of each bet kind (the stake comes back on top). */
export const PAYOUT_TO_ONE: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

/** One spot of the table a chip can be put on. */
export interface BetSpot {
  kind: RouletteBetKind;
  /** Inside bets: the covered numbers, ascending; dozen/column: [1|2|3]; outside: []. */
  numbers: number[];
}

/** The key of a spot, the same for the same numbers in any order. */
export function spotKey(spot: BetSpot): string {
  return `${spot.kind}:${spot.numbers.toSorted((a, b) => a - b).join('-')}`;
}

export function spotOfKey(key: string): BetSpot {
  const [kind = '', numbers = ''] = key.split(':');
  return {
    kind: kind as RouletteBetKind,
    numbers: numbers === '' ? [] : numbers.split('-').map(Number),
  };
}

/** The numbers a spot covers, or `undefined` when it is no place on the table. */
function coveredBy(spot: BetSpot): number[] | undefined {
  try {
    return coveredNumbers({ ...spot, amount: 1 });
  } catch {
    return undefined;
  }
}

/**
 * Whether an inside bet's numbers form that bet on a European table: the engine's own rule
 * (packages/fairness), so the table never offers a bet the server refuses.
 */
export function isValidSpot(spot: BetSpot): boolean {
  return coveredBy(spot) !== undefined;
}

/** Whether a spot wins when the ball lands on `number`. */
export function spotWins(spot: BetSpot, number: number): boolean {
  return coveredBy(spot)?.includes(number) ?? false;
}

/** The inside bets a player picks number by number, in the order the table offers them. */
export const INSIDE_KINDS: readonly RouletteInsideKind[] = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
];
export type InsideKind = RouletteInsideKind;

/** What picking a number decided: the bet, or the numbers picked so far while it is open. */
export type InsidePick = { spot: BetSpot } | { picked: number[] };

/**
 * Picks an inside bet number by number, as a player taps the table: the bet is the one spot of
 * `kind` that holds every picked number. A number that fits no such spot with the earlier picks
 * starts the pick over from it; tapping a picked number again takes it back. A split takes two
 * neighbours, a corner two diagonal numbers, a six line numbers of two neighbouring streets, a
 * street one number (around zero, where streets overlap, more until one street is left).
 */
export function pickInside(
  kind: InsideKind,
  picked: readonly number[],
  number: number,
): InsidePick {
  if (picked.includes(number)) return { picked: picked.filter((item) => item !== number) };
  const holding = (numbers: readonly number[]) =>
    insideBetsOf(kind).filter((spot) => numbers.every((item) => spot.includes(item)));
  let next = [...picked, number];
  let candidates = holding(next);
  if (candidates.length === 0) {
    next = [number];
    candidates = holding(next);
  }
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return { spot: { kind, numbers: only } };
  // No spot of this kind holds the number (0 is in no six line): nothing is picked.
  return { picked: candidates.length === 0 ? [] : next };
}

/**
 * The chips on the table: amounts per spot in the order they were first placed, and the
 * placements in time for "undo". Immutable: every change returns a new layout.
 */
export interface ChipLayout {
  amounts: ReadonlyMap<string, number>;
  placements: readonly { key: string; amountMinor: number }[];
}

export const EMPTY_LAYOUT: ChipLayout = { amounts: new Map(), placements: [] };

export function placeChip(layout: ChipLayout, spot: BetSpot, amountMinor: number): ChipLayout {
  if (!Number.isInteger(amountMinor) || amountMinor <= 0 || !isValidSpot(spot)) return layout;
  const key = spotKey(spot);
  if (!layout.amounts.has(key) && layout.amounts.size >= ROULETTE_MAX_BETS) return layout;
  const amounts = new Map(layout.amounts);
  amounts.set(key, (amounts.get(key) ?? 0) + amountMinor);
  return { amounts, placements: [...layout.placements, { key, amountMinor }] };
}

/** Takes the last chip back. */
export function undoChip(layout: ChipLayout): ChipLayout {
  const last = layout.placements.at(-1);
  if (last === undefined) return layout;
  const amounts = new Map(layout.amounts);
  const left = (amounts.get(last.key) ?? 0) - last.amountMinor;
  if (left > 0) amounts.set(last.key, left);
  else amounts.delete(last.key);
  return { amounts, placements: layout.placements.slice(0, -1) };
}

/** The whole stake: the sum of the chips. */
export function totalOf(layout: ChipLayout): number {
  let total = 0;
  for (const amount of layout.amounts.values()) total += amount;
  return total;
}

/** The round's `bets`, one per spot in the order spots were first covered. */
export function betsOf(layout: ChipLayout): RouletteBet[] {
  return [...layout.amounts].map(([key, amount]) => ({ ...spotOfKey(key), amount }));
}

/** The most a layout can pay (stake included) over every number: for the max-payout rule. */
export function bestPayoutOf(layout: ChipLayout): number {
  const bets = betsOf(layout);
  let best = 0;
  for (let number = 0; number <= 36; number += 1) {
    let paid = 0;
    for (const bet of bets) {
      if (spotWins(bet, number)) paid += bet.amount * (PAYOUT_TO_ONE[bet.kind] + 1);
    }
    best = Math.max(best, paid);
  }
  return best;
}
