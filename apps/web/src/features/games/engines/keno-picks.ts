import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, type KENO_RISKS } from '@satsino/contract/games';

export type KenoRisk = (typeof KENO_RISKS)[number];

/** The board's numbers, 1 … 40, row by row. */
export const KENO_BOARD: readonly number[] = Array.from(
  { length: KENO_NUMBERS },
  (_, index) => index + 1,
);

/** Picks a number, or drops it when picked; a number past the tenth pick is not taken. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((pick) => pick !== number);
  if (picks.length >= KENO_MAX_PICKS) return [...picks];
  return [...picks, number];
}

/** How many numbers "Auto pick" chooses: as many as are picked now, or ten on an empty board. */
export function autoPickCount(picked: number): number {
  return picked > 0 ? Math.min(picked, KENO_MAX_PICKS) : KENO_MAX_PICKS;
}

/**
 * `count` different numbers of the board, chosen by `randomBelow(n)` (a whole number 0 … n − 1):
 * the first `count` steps of a Fisher–Yates shuffle, ascending. Only the player's choice, never
 * the round's draw (the server draws).
 */
export function randomPicks(count: number, randomBelow: (n: number) => number): number[] {
  const numbers = [...KENO_BOARD];
  const chosen: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const swap = index + randomBelow(numbers.length - index);
    [numbers[index], numbers[swap]] = [numbers[swap] as number, numbers[index] as number];
    chosen.push(numbers[index] as number);
  }
  return chosen.sort((a, b) => a - b);
}

/** A uniform whole number 0 … n − 1 from the browser's cryptographic source (no modulo bias). */
export function cryptoRandomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] as number;
    if (value < limit) return value % n;
  }
}

/**
 * What a number of the board shows: not picked, picked (before or during the draw), a hit (picked
 * and drawn), a miss (picked, the draw over without it) or drawn without being picked.
 */
export type KenoTileState = 'idle' | 'picked' | 'hit' | 'miss' | 'drawn';

export function kenoTileState(
  number: number,
  picks: ReadonlySet<number>,
  drawn: ReadonlySet<number>,
  drawOver: boolean,
): KenoTileState {
  const picked = picks.has(number);
  if (drawn.has(number)) return picked ? 'hit' : 'drawn';
  if (!picked) return 'idle';
  return drawOver ? 'miss' : 'picked';
}

/** A round's draw as far as it is shown: the first `revealed` of its numbers, and its hits so far. */
export function drawShown(
  drawnInOrder: readonly number[],
  revealed: number,
  picks: readonly number[],
): { drawn: Set<number>; hits: number; over: boolean } {
  const drawn = new Set(drawnInOrder.slice(0, revealed));
  return {
    drawn,
    hits: picks.filter((pick) => drawn.has(pick)).length,
    over: revealed >= KENO_DRAWN,
  };
}
