import {
  binomial,
  type Fraction,
  fractionValue,
  reduceFraction,
  settleFractionPayout,
} from './exact-fractions.js';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Mines, with Stake's published mapping. The board is 5 × 5 tiles numbered 0 … 24 row by row
 * (0 top left, 4 top right, 24 bottom right). A round always takes the first 24 floats of its
 * stream and shuffles the tiles without repeats, as Stake's game-events page and the public
 * verifiers (KyranRana/stake-provably-fair-api src/main/Mines.ts, lotuseuy/stake-provably-
 * fair-verifier Games/Mines.js) do:
 *
 *   remaining = [0, 1, …, 24]
 *   for i = 0 … 23:  take remaining[⌊float_i · (25 − i)⌋] out of remaining, in that order
 *
 * and the first N tiles taken are the N mines (N = 1 … 24). The order depends on the seeds only,
 * never on N, so a round with 3 mines has the first 3 tiles of the same shuffle a round with 5
 * would have.
 *
 * The player reveals tiles one at a time; a mine ends the round with nothing, and after k safe
 * tiles the player may cash out (k ≥ 1) at Stake's multiplier, the fair odds less 1 %:
 *
 *   multiplier(N, k) = 0.99 · C(25, k) / C(25 − N, k)
 *
 * (C(25 − N, k) / C(25, k) is the chance that k given tiles are all safe.) Revealing the last
 * safe tile cashes out by itself. We pay that multiplier exactly, as a fraction, and never a
 * rounded display figure: a win worth bet · 99 · C(25, k) / (100 · C(25 − N, k)) minor units is
 * paid by the rounding rule of payout.ts (whole cents, plus one more cent when the float after
 * the shuffle, float 24, is below the leftover fraction). So every cash-out of every board
 * returns exactly 99 % in expectation, at every stake: RTP 99 % for every option and strategy.
 */

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Floats every round takes for its shuffle, whatever the number of mines. */
export const MINES_SHUFFLE_FLOATS = 24;
export const MINES_RTP = 0.99;

export interface MinesParams {
  /** How many mines the board hides: 1 … 24. */
  mines: number;
  /** The tiles the player revealed, in order (0 … 24, no repeats). */
  reveals: readonly number[];
  /** Whether the player cashed out after the last reveal (ignored once a mine was hit). */
  cashout: boolean;
}

export type MinesStatus = 'playing' | 'busted' | 'cashed_out';

export interface MinesOutcome {
  engine: 'mines';
  mines: number;
  /** The tiles revealed, in order; on a loss the last one is the mine. */
  revealed: number[];
  /** Where the mines are (ascending). A server hides this from the player while the round plays. */
  mine_tiles: number[];
  status: MinesStatus;
  /** The multiplier of the safe tiles revealed so far, for display (the payout uses the fraction). */
  multiplier: number;
}

export function requireMinesCount(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new InvalidRoundError(
      'The number of mines is a whole number from 1 to 24.',
      'params.mines',
    );
  }
}

/**
 * The exact multiplier after `revealed` safe tiles on a board of `mines` mines:
 * 99 · C(25, k) / (100 · C(25 − N, k)). k = 0 is 1 (nothing won yet, nothing lost).
 */
export function minesMultiplierFraction(mines: number, revealed: number): Fraction {
  requireMinesCount(mines);
  const safe = MINES_TILES - mines;
  if (!Number.isInteger(revealed) || revealed < 0 || revealed > safe) {
    throw new RangeError(`a board of ${mines} mines has 0 to ${safe} safe tiles to reveal`);
  }
  return MULTIPLIERS[mines]?.[revealed] as Fraction;
}

/** Every board's multipliers, computed once: MULTIPLIERS[N][k]. */
const MULTIPLIERS: readonly (readonly Fraction[])[] = Array.from(
  { length: MINES_MAX + 1 },
  (_, mines) =>
    Array.from({ length: MINES_TILES - mines + 1 }, (_, revealed) =>
      revealed === 0
        ? { numerator: 1n, denominator: 1n }
        : reduceFraction(
            99n * binomial(MINES_TILES, revealed),
            100n * binomial(MINES_TILES - mines, revealed),
          ),
    ),
);

/** The multiplier as a number, for display. */
export function minesMultiplier(mines: number, revealed: number): number {
  return fractionValue(minesMultiplierFraction(mines, revealed));
}

/** The 24 tiles in the order the round's first 24 floats take them (the first N are mines). */
export function minesShuffle(random: RandomStream): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const taken: number[] = [];
  for (let i = 0; i < MINES_SHUFFLE_FLOATS; i += 1) {
    const [tile] = remaining.splice(random.nextInt(MINES_TILES - i), 1);
    taken.push(tile as number);
  }
  return taken;
}

/** The most a bet can pay on this board: every safe tile revealed, the fraction rounded up. */
export function minesMaxPayout(betMinor: number, mines: number): number {
  const { numerator, denominator } = minesMultiplierFraction(mines, MINES_TILES - mines);
  const product = BigInt(betMinor) * numerator;
  return Number((product + denominator - 1n) / denominator);
}

function requireReveals(reveals: readonly number[]): void {
  const seen = new Set<number>();
  for (const tile of reveals) {
    if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
      throw new InvalidRoundError('A tile is a whole number from 0 to 24.', 'params.reveals');
    }
    if (seen.has(tile)) throw new InvalidRoundError('A tile is revealed once.', 'params.reveals');
    seen.add(tile);
  }
}

/**
 * Plays (or replays) a round: the shuffle, then the reveals in order. A reveal after the round
 * ended is refused, as is a cash-out before any safe tile. `finished` is false while the player
 * may still reveal or cash out.
 */
export function playMines(random: RandomStream, betMinor: number, params: MinesParams) {
  requireMinesCount(params.mines);
  requireReveals(params.reveals);
  const mineTiles = minesShuffle(random).slice(0, params.mines);
  const mineSet = new Set(mineTiles);
  const safeTiles = MINES_TILES - params.mines;
  let status: MinesStatus = 'playing';
  let safeRevealed = 0;
  for (const tile of params.reveals) {
    if (status !== 'playing') {
      throw new InvalidRoundError('The round is over: no more tiles.', 'params.reveals');
    }
    if (mineSet.has(tile)) {
      status = 'busted';
    } else {
      safeRevealed += 1;
      if (safeRevealed === safeTiles) status = 'cashed_out';
    }
  }
  if (params.cashout && status === 'playing') {
    if (safeRevealed === 0) {
      throw new InvalidRoundError('Reveal at least one tile before cashing out.', 'params.cashout');
    }
    status = 'cashed_out';
  }
  const fraction = minesMultiplierFraction(params.mines, safeRevealed);
  const outcome: MinesOutcome = {
    engine: 'mines',
    mines: params.mines,
    revealed: [...params.reveals],
    mine_tiles: [...mineTiles].sort((a, b) => a - b),
    status,
    multiplier: status === 'busted' ? 0 : fractionValue(fraction),
  };
  const payoutMinor =
    status === 'cashed_out'
      ? settleFractionPayout(betMinor, fraction, () => random.nextUint32())
      : 0;
  return { outcome, payoutMinor, finished: status !== 'playing' };
}

/**
 * The RTP of cashing out after k safe tiles on a board of N mines, exactly: the chance of k safe
 * tiles times the multiplier. It is 99/100 for every N and k (the test holds each).
 */
export function minesRtpFraction(mines: number, revealed: number): Fraction {
  const safe = MINES_TILES - mines;
  const multiplier = minesMultiplierFraction(mines, revealed);
  return reduceFraction(
    binomial(safe, revealed) * multiplier.numerator,
    binomial(MINES_TILES, revealed) * multiplier.denominator,
  );
}
