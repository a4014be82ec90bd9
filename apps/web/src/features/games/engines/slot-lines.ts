import type { RoundOutcome } from '@satsino/contract/games';

type SlotWin = Extract<RoundOutcome, { engine: 'slots' }>['wins'][number];

/** A cell of the 5 × 3 window: reel (0 = left) and row (0 = top). */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The cells a line win covers: its line's row on each of the first `count` reels (a win runs
 * from the leftmost reel). Lines are numbered from 1 in the outcome.
 */
export function cellsOfWin(paylines: readonly (readonly number[])[], win: SlotWin): string[] {
  const rows = paylines[win.line - 1];
  if (rows === undefined) return [];
  return rows.slice(0, win.count).map((row, reel) => cellKey(reel, row));
}

/** Every cell that is part of some win, to highlight. */
export function winningCells(
  paylines: readonly (readonly number[])[],
  wins: readonly SlotWin[],
): Set<string> {
  return new Set(wins.flatMap((win) => cellsOfWin(paylines, win)));
}

/**
 * The polyline of a line through the centres of a window of `width` × `height`: the whole line,
 * or, given a win's `count`, only across the reels that form the win (a three of a kind on a
 * five-reel line runs over reels 1 to 3).
 */
export function linePoints(
  rows: readonly number[],
  width: number,
  height: number,
  reels = 5,
  rowsPerReel = 3,
  count = rows.length,
): string {
  const cellWidth = width / reels;
  const cellHeight = height / rowsPerReel;
  return rows
    .slice(0, count)
    .map((row, reel) => `${cellWidth * (reel + 0.5)},${cellHeight * (row + 0.5)}`)
    .join(' ');
}

/** The polyline of a win: its line drawn across the reels that form it, and no further. */
export function winLinePoints(
  paylines: readonly (readonly number[])[],
  win: SlotWin,
  width: number,
  height: number,
): string | undefined {
  const rows = paylines[win.line - 1];
  if (rows === undefined) return undefined;
  return linePoints(rows, width, height, 5, 3, win.count);
}
