import type { Card } from '@satsino/contract/games';
import {
  HILO_RANKS,
  type HiloGuess,
  hiloGuessRtpFraction,
  hiloWinningRanks,
} from '@satsino/fairness/hilo';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HiloOutcome,
  hiloCanCashOut,
  hiloCurrentCard,
  hiloGuesses,
  hiloOptions,
} from './hilo-guesses';

const RANKS: Card['rank'][] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const GUESSES: HiloGuess[] = ['higher_or_same', 'lower_or_same', 'higher', 'lower', 'same'];
const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });

describe('the guesses a HiLo card offers', () => {
  it('are exactly the ones the fairness package pays on, for every rank', () => {
    for (let rank = 1; rank <= HILO_RANKS; rank += 1) {
      const offered = GUESSES.filter((guess) => hiloWinningRanks(rank, guess) > 0);
      expect([...hiloGuesses(rank)].sort()).toEqual(offered.sort());
    }
  });

  it('put the upper guess first: higher or same on a 7, higher on an ace, same on a king', () => {
    expect(hiloOptions(card('7')).map((option) => option.guess)).toEqual([
      'higher_or_same',
      'lower_or_same',
    ]);
    expect(hiloOptions(card('A')).map((option) => option.guess)).toEqual(['higher', 'same']);
    expect(hiloOptions(card('K')).map((option) => option.guess)).toEqual(['same', 'lower']);
  });

  it('show Stake’s figures: a 7 higher or same wins 7 of 13 ranks and pays 1.84×', () => {
    const [higher] = hiloOptions(card('7'));
    expect(higher?.chancePercent).toBeCloseTo((7 / 13) * 100, 10);
    expect(higher?.multiplier).toBeCloseTo(1287 / 700, 10);
  });

  it('for every card, each option returns 99 % (chance × multiplier)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RANKS), (rank) => {
        for (const option of hiloOptions(card(rank))) {
          expect((option.chancePercent / 100) * option.multiplier).toBeCloseTo(0.99, 10);
          const rtp = hiloGuessRtpFraction(RANKS.indexOf(rank) + 1, option.guess);
          expect(rtp).toEqual({ numerator: 99n, denominator: 100n });
        }
      }),
    );
  });
});

describe('a HiLo round as it shows', () => {
  const opened: HiloOutcome = {
    engine: 'hilo',
    start: card('5', 'hearts'),
    steps: [],
    status: 'playing',
    multiplier: 1,
  };

  it('guesses on the start card, then on the last card turned', () => {
    expect(hiloCurrentCard(opened)).toEqual(card('5', 'hearts'));
    const later = {
      ...opened,
      steps: [{ action: 'skip' as const, card: card('Q'), won: true }],
    };
    expect(hiloCurrentCard(later)).toEqual(card('Q'));
  });

  it('cashes out only after a right guess, never after skips alone', () => {
    expect(hiloCanCashOut(opened)).toBe(false);
    const skipped = { ...opened, steps: [{ action: 'skip' as const, card: card('Q'), won: true }] };
    expect(hiloCanCashOut(skipped)).toBe(false);
    const guessed = {
      ...skipped,
      steps: [...skipped.steps, { action: 'lower_or_same' as const, card: card('3'), won: true }],
    };
    expect(hiloCanCashOut(guessed)).toBe(true);
    expect(hiloCanCashOut({ ...guessed, status: 'cashed_out' })).toBe(false);
  });
});
