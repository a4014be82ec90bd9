import type { Card, RoundOutcome } from '@satsino/contract/games';
import {
  HILO_RANKS,
  type HiloGuess,
  hiloRank,
  hiloStepMultiplier,
  hiloWinningRanks,
} from '@satsino/fairness/hilo';

export type HiloOutcome = Extract<RoundOutcome, { engine: 'hilo' }>;

/** A guess a card offers, with what it is worth: shown on its button. */
export interface HiloOption {
  guess: HiloGuess;
  /** The chance the guess wins, in percent (n winning ranks of 13). */
  chancePercent: number;
  /** What a right guess multiplies the round by, for display (the server pays the fraction). */
  multiplier: number;
}

/**
 * The two guesses of a card, the upper button first: higher or same / lower or same on 2 … Q;
 * on an ace (the lowest) higher / same; on a king (the highest) same / lower. These are the
 * guesses the fairness package's `hiloWinningRanks` offers (the test holds it to that).
 */
export function hiloGuesses(rank: number): readonly [HiloGuess, HiloGuess] {
  if (rank === 1) return ['higher', 'same'];
  if (rank === HILO_RANKS) return ['same', 'lower'];
  return ['higher_or_same', 'lower_or_same'];
}

export function hiloOptions(card: Card): HiloOption[] {
  const rank = hiloRank(card);
  return hiloGuesses(rank).map((guess) => ({
    guess,
    chancePercent: (hiloWinningRanks(rank, guess) / HILO_RANKS) * 100,
    multiplier: hiloStepMultiplier(rank, guess),
  }));
}

/** The card the next guess is on: the last one turned, or the start card. */
export function hiloCurrentCard(outcome: HiloOutcome): Card {
  return outcome.steps.at(-1)?.card ?? outcome.start;
}

/** Whether the round may be cashed out: it plays and at least one guess (not a skip) was right. */
export function hiloCanCashOut(outcome: HiloOutcome): boolean {
  return (
    outcome.status === 'playing' && outcome.steps.some((step) => step.action !== 'skip' && step.won)
  );
}
