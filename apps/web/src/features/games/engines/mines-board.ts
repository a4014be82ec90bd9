import { MINES_MAX, MINES_MIN, MINES_TILES, type RoundOutcome } from '@satsino/contract/games';
import { minesMultiplier } from '@satsino/fairness/mines';

export type MinesOutcome = Extract<RoundOutcome, { engine: 'mines' }>;

/**
 * What one tile shows. `hidden` while it may still be picked; once the round is over the whole
 * board is shown (the server sends the mines then), the tiles the player did not pick as `gem` or
 * `mine` with `picked` false, and the mine that ended the round as `hit`.
 */
export type MinesTile =
  | { kind: 'hidden' }
  | { kind: 'gem'; picked: boolean }
  | { kind: 'mine'; picked: false }
  | { kind: 'hit'; picked: true };

/** The mines a new board starts with, as on Stake. */
export const MINES_DEFAULT = 3;

/** Every count the picker offers: 1 … 24. */
export const MINES_COUNTS: readonly number[] = Array.from(
  { length: MINES_MAX - MINES_MIN + 1 },
  (_, index) => MINES_MIN + index,
);

/** The 25 tiles of a board as they show, row by row; all hidden before a round. */
export function minesTiles(outcome: MinesOutcome | undefined): MinesTile[] {
  const revealed = new Set(outcome?.revealed ?? []);
  const mines = new Set(outcome?.mine_tiles ?? []);
  const over = outcome !== undefined && outcome.status !== 'playing';
  return Array.from({ length: MINES_TILES }, (_, tile): MinesTile => {
    const picked = revealed.has(tile);
    if (mines.has(tile)) {
      if (picked) return { kind: 'hit', picked: true };
      return over ? { kind: 'mine', picked: false } : { kind: 'hidden' };
    }
    if (picked) return { kind: 'gem', picked: true };
    return over ? { kind: 'gem', picked: false } : { kind: 'hidden' };
  });
}

/** The safe tiles found so far (on a bust, every pick but the last). */
export function safeRevealed(outcome: MinesOutcome): number {
  return outcome.status === 'busted' ? outcome.revealed.length - 1 : outcome.revealed.length;
}

/**
 * The multiplier the next safe tile would bring, for display; `undefined` when no safe tile is
 * left to find.
 */
export function nextMinesMultiplier(mines: number, safeFound: number): number | undefined {
  if (safeFound >= MINES_TILES - mines) return undefined;
  return minesMultiplier(mines, safeFound + 1);
}

/** The tiles still to pick, in board order. */
export function hiddenTiles(outcome: MinesOutcome): number[] {
  const revealed = new Set(outcome.revealed);
  return Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
    (tile) => !revealed.has(tile),
  );
}

/**
 * One of the hidden tiles, chosen by `random` (a float in [0, 1)). Which tile the player picks
 * does not change the odds (the board was shuffled by the seeds), so an ordinary random choice
 * will do; `undefined` when none is left.
 */
export function randomHiddenTile(
  outcome: MinesOutcome,
  random: () => number = Math.random,
): number | undefined {
  const hidden = hiddenTiles(outcome);
  if (hidden.length === 0) return undefined;
  return hidden[Math.min(hidden.length - 1, Math.floor(random() * hidden.length))];
}

/** What decides whether a tile can be pressed. */
export interface MinesPickRules {
  /** Auto-play: the tiles are toggles choosing what each round reveals, between rounds. */
  auto: boolean;
  playing: boolean;
  /** Auto-play's chosen tiles. */
  chosen: ReadonlySet<number>;
  /** The safe tiles of the board to come: auto-play cannot choose more. */
  safeTiles: number;
}

/**
 * Whether a tile can be pressed: by hand, a hidden tile while a round plays; in auto-play, any
 * tile between rounds, as long as the choice does not exceed the safe tiles (a chosen one can
 * always be let go).
 */
export function canPickTile(rules: MinesPickRules, tile: number, shown: MinesTile): boolean {
  if (rules.auto) {
    return !rules.playing && (rules.chosen.has(tile) || rules.chosen.size < rules.safeTiles);
  }
  return rules.playing && shown.kind === 'hidden';
}
