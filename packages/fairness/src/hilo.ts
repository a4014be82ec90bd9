import type { Card } from '@satsino/contract/games';
import { drawCard } from './cards.js';
import {
  type Fraction,
  fractionValue,
  reduceFraction,
  settleFractionPayout,
} from './exact-fractions.js';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * HiLo, on Stake's card stream (cards.ts): an infinite deck where card i of the round is float
 * i, ⌊float · 52⌋ into Stake's table ♦2 ♥2 ♠2 ♣2 … ♣A (KyranRana/stake-provably-fair-api
 * src/main/Cards.ts, lotuseuy/stake-provably-fair-verifier Games/Cards.js `verifyHilo`). Card 0
 * is the start card; each guess or skip turns the next card (one float a step).
 *
 * As on Stake (its HiLo guide), the ace is the lowest rank and the king the highest:
 * A = 1, 2 … 10, J = 11, Q = 12, K = 13; suits do not count. On a card of rank r the player may
 * - on 2 … Q: `higher_or_same` (wins on a rank ≥ r: 14 − r ranks of 13) or `lower_or_same`
 *   (rank ≤ r: r ranks);
 * - on an ace: `higher` (any other rank: 12) or `same` (an ace: 1);
 * - on a king: `lower` (any other rank: 12) or `same` (a king: 1);
 * - on any card: `skip` (turn the next card, no bet on it), and, after at least one correct
 *   guess, cash out.
 *
 * A correct guess that wins on n ranks of 13 multiplies the round's multiplier by the fair odds
 * less 1 %, 0.99 · 13 / n = 1287 / (100 · n); a wrong guess ends the round with nothing. Every
 * rank is equally likely on every card, so each guess returns exactly 99 % of what it risks
 * (n/13 · 1287 / (100 n) = 99/100): a round cashed out after k guesses returns 0.99^k of its
 * stake in expectation, whatever the cards and choices (99 % for one guess). We pay the product
 * exactly, as a fraction: a win worth bet · Π 1287 / (100 · n_j) minor units is paid by the
 * rounding rule of payout.ts, the fraction of a cent decided by the float after the last card.
 */

export const HILO_ACTIONS = [
  'higher_or_same',
  'lower_or_same',
  'higher',
  'lower',
  'same',
  'skip',
  'cashout',
] as const;
export type HiloAction = (typeof HILO_ACTIONS)[number];
export type HiloGuess = Exclude<HiloAction, 'skip' | 'cashout'>;
export const HILO_RANKS = 13;
/** 0.99 · 13 = 1287 / 100: a guess on n ranks multiplies by 1287 / (100 · n). */
const STEP_NUMERATOR = 1287n;
const STEP_DENOMINATOR = 100n;
/** A round turns at most this many cards (the stream's own limit is far above). */
export const HILO_MAX_CARDS = 1_000;

export type HiloStatus = 'playing' | 'busted' | 'cashed_out';

export interface HiloStep {
  action: Exclude<HiloAction, 'cashout'>;
  /** The card turned by this step. */
  card: Card;
  /** Whether the guess won (true for a skip). */
  won: boolean;
}

export interface HiloOutcome {
  engine: 'hilo';
  start: Card;
  steps: HiloStep[];
  status: HiloStatus;
  /** The round's multiplier so far, for display (the payout uses the exact fraction). */
  multiplier: number;
}

/** The rank of a card in HiLo's order: A 1, 2 … 10, J 11, Q 12, K 13. */
export function hiloRank(card: Card): number {
  if (card.rank === 'A') return 1;
  if (card.rank === 'J') return 11;
  if (card.rank === 'Q') return 12;
  if (card.rank === 'K') return 13;
  return Number(card.rank);
}

/**
 * How many of the 13 ranks win a guess on a card of rank r; 0 for a guess the card does not
 * offer (higher or same on an ace or a king, same on a 7, …).
 */
export function hiloWinningRanks(rank: number, guess: HiloGuess): number {
  const middle = rank > 1 && rank < HILO_RANKS;
  switch (guess) {
    case 'higher_or_same':
      return middle ? HILO_RANKS + 1 - rank : 0;
    case 'lower_or_same':
      return middle ? rank : 0;
    case 'higher':
      return rank === 1 ? HILO_RANKS - 1 : 0;
    case 'lower':
      return rank === HILO_RANKS ? HILO_RANKS - 1 : 0;
    case 'same':
      return middle ? 0 : 1;
  }
}

export function hiloGuessWins(rank: number, guess: HiloGuess, next: number): boolean {
  switch (guess) {
    case 'higher_or_same':
      return next >= rank;
    case 'lower_or_same':
      return next <= rank;
    case 'higher':
      return next > rank;
    case 'lower':
      return next < rank;
    case 'same':
      return next === rank;
  }
}

/** The exact factor of a correct guess on n winning ranks: 1287 / (100 · n). */
export function hiloStepFraction(winningRanks: number): Fraction {
  if (!Number.isInteger(winningRanks) || winningRanks < 1 || winningRanks > HILO_RANKS - 1) {
    throw new RangeError('a guess wins on 1 to 12 ranks');
  }
  return reduceFraction(STEP_NUMERATOR, STEP_DENOMINATOR * BigInt(winningRanks));
}

/** The factor as a number, for display (7 higher or same: 1287 / 700 = 1.8385…). */
export function hiloStepMultiplier(rank: number, guess: HiloGuess): number {
  return fractionValue(hiloStepFraction(hiloWinningRanks(rank, guess)));
}

/**
 * The exact multiplier of a round so far, from what it shows (the start card and the steps): the
 * product of its won guesses' factors. What a cash-out now would be worth, before the rounding
 * rule; the server and the game page read it from a round's outcome.
 */
export function hiloMultiplierFraction(outcome: Pick<HiloOutcome, 'start' | 'steps'>): Fraction {
  let numerator = 1n;
  let denominator = 1n;
  let shown = outcome.start;
  for (const step of outcome.steps) {
    if (step.action !== 'skip' && step.won) {
      const factor = hiloStepFraction(hiloWinningRanks(hiloRank(shown), step.action));
      ({ numerator, denominator } = reduceFraction(
        numerator * factor.numerator,
        denominator * factor.denominator,
      ));
    }
    shown = step.card;
  }
  return { numerator, denominator };
}

function isGuess(action: HiloAction): action is HiloGuess {
  return action !== 'skip' && action !== 'cashout';
}

/**
 * Plays (or replays) a round from its actions in order. A cash-out must be the last action and
 * follow a correct guess; an action after a lost guess, or a guess the card does not offer, is
 * refused. `finished` is false while the player may still act.
 */
export function playHilo(random: RandomStream, betMinor: number, actions: readonly HiloAction[]) {
  if (actions.length >= HILO_MAX_CARDS) {
    throw new InvalidRoundError('Too many steps for one round.', 'actions');
  }
  const start = drawCard(random);
  let current = start;
  let status: HiloStatus = 'playing';
  let numerator = 1n;
  let denominator = 1n;
  let guessesWon = 0;
  const steps: HiloStep[] = [];
  for (const action of actions) {
    if (!(HILO_ACTIONS as readonly string[]).includes(action)) {
      throw new InvalidRoundError(`Unknown action ${String(action)}.`, 'actions');
    }
    if (status !== 'playing') {
      throw new InvalidRoundError('The round is over: no more actions.', 'actions');
    }
    if (action === 'cashout') {
      if (guessesWon === 0) {
        throw new InvalidRoundError('Win at least one guess before cashing out.', 'actions');
      }
      status = 'cashed_out';
      continue;
    }
    const rank = hiloRank(current);
    let winning = 0;
    if (isGuess(action)) {
      winning = hiloWinningRanks(rank, action);
      if (winning === 0) {
        throw new InvalidRoundError(`A ${current.rank} does not offer ${action}.`, 'actions');
      }
    }
    const card = drawCard(random);
    const won = isGuess(action) ? hiloGuessWins(rank, action, hiloRank(card)) : true;
    steps.push({ action, card, won });
    current = card;
    if (!won) {
      status = 'busted';
    } else if (isGuess(action)) {
      guessesWon += 1;
      const step = hiloStepFraction(winning);
      ({ numerator, denominator } = reduceFraction(
        numerator * step.numerator,
        denominator * step.denominator,
      ));
    }
  }
  const outcome: HiloOutcome = {
    engine: 'hilo',
    start,
    steps,
    status,
    multiplier: status === 'busted' ? 0 : fractionValue({ numerator, denominator }),
  };
  const payoutMinor =
    status === 'cashed_out'
      ? settleFractionPayout(betMinor, { numerator, denominator }, () => random.nextUint32())
      : 0;
  return { outcome, payoutMinor, finished: status !== 'playing' };
}

/**
 * The RTP of one guess on a card of rank r, exactly: the chance of a winning rank times the
 * factor. 99/100 for every card and every guess it offers (the test holds each).
 */
export function hiloGuessRtpFraction(rank: number, guess: HiloGuess): Fraction {
  const winning = hiloWinningRanks(rank, guess);
  const step = hiloStepFraction(winning);
  return reduceFraction(BigInt(winning) * step.numerator, BigInt(HILO_RANKS) * step.denominator);
}

export const HILO_RTP = 0.99;
