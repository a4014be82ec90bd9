import { describe, expect, it } from 'vitest';
import { cardIndex } from './cards.js';
import {
  HILO_RTP,
  type HiloAction,
  type HiloGuess,
  hiloGuessRtpFraction,
  hiloRank,
  hiloStepMultiplier,
  hiloWinningRanks,
  playHilo,
} from './hilo.js';
import { InvalidRoundError } from './payout.js';
import { createRandomStream, type RandomStream } from './random.js';
import { fastStream, measure } from './test-random.test-support.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';
import { LOTUSEUY_HILO } from './vectors/lotuseuy-vectors.js';
import { cardLabel } from './vectors/reference-games.test-support.js';

/*
 * The card stream is held against the recorded hilo games of lotuseuy's verifier and the card
 * lists of KyranRana's (both named in vectors/): a round that skips every card turns exactly
 * the stream's cards. The rules (ranks, the guesses each card offers, the 1 % edge) are Stake's
 * HiLo guide's, quoted in hilo.ts.
 */

/** Simulations are CPU-bound: on a shared two-core machine they need more than the default. */
const SIMULATION_TIMEOUT = 120_000;

const skips = (count: number): HiloAction[] => Array.from({ length: count }, () => 'skip');

describe('hilo vectors', () => {
  it('turns the cards of 11 recorded Stake hilo games', () => {
    LOTUSEUY_HILO.results.forEach((cards, index) => {
      const random = createRandomStream({
        serverSeed: LOTUSEUY_HILO.serverSeed,
        clientSeed: LOTUSEUY_HILO.clientSeed,
        nonce: LOTUSEUY_HILO.firstNonce + index,
      });
      const { outcome } = playHilo(random, 100, skips(cards.length - 1));
      const turned = [outcome.start, ...outcome.steps.map((step) => step.card)];
      expect(turned.map(cardIndex)).toEqual(cards);
    });
  });

  it.each(KYRANRANA_ROUNDS.map((round) => [round.nonce, round] as const))(
    "turns KyranRana nonce %i's cards as Stake's calculator lists them",
    (_, round) => {
      const { outcome } = playHilo(createRandomStream(round), 100, skips(round.cards.length - 1));
      const turned = [outcome.start, ...outcome.steps.map((step) => step.card)];
      expect(turned.map(cardLabel)).toEqual(round.cards);
    },
  );
});

describe('hilo rules', () => {
  it('ranks the ace lowest and the king highest', () => {
    expect(hiloRank({ rank: 'A', suit: 'spades' })).toBe(1);
    expect(hiloRank({ rank: '10', suit: 'hearts' })).toBe(10);
    expect(hiloRank({ rank: 'K', suit: 'clubs' })).toBe(13);
  });

  it("gives Stake's chances: on a 2, higher or same 92.31 %, lower or same 15.38 %", () => {
    expect(hiloWinningRanks(2, 'higher_or_same') / 13).toBeCloseTo(0.9231, 4);
    expect(hiloWinningRanks(2, 'lower_or_same') / 13).toBeCloseTo(0.1538, 4);
    expect(hiloStepMultiplier(7, 'higher_or_same')).toBe(1287 / 700);
    expect(hiloStepMultiplier(1, 'higher')).toBe(1.0725);
    expect(hiloStepMultiplier(13, 'same')).toBe(12.87);
  });

  it('offers each card its own guesses, each returning exactly 99 %', () => {
    const guesses: HiloGuess[] = ['higher_or_same', 'lower_or_same', 'higher', 'lower', 'same'];
    for (let rank = 1; rank <= 13; rank += 1) {
      const offered = guesses.filter((guess) => hiloWinningRanks(rank, guess) > 0);
      if (rank === 1) expect(offered).toEqual(['higher', 'same']);
      else if (rank === 13) expect(offered).toEqual(['lower', 'same']);
      else expect(offered).toEqual(['higher_or_same', 'lower_or_same']);
      for (const guess of offered) {
        expect(hiloGuessRtpFraction(rank, guess)).toEqual({ numerator: 99n, denominator: 100n });
      }
    }
  });
});

describe('hilo rounds', () => {
  // Cards of KyranRana nonce 1: ♦Q ♠K ♦6 ♥Q ♥2 ♠4 ♥8 ♦5 ♣9 ♥7.
  const round = KYRANRANA_ROUNDS[0] as (typeof KYRANRANA_ROUNDS)[number];
  const random = () => createRandomStream(round);

  it('multiplies the exact factors and pays the cent by the float after the last card', () => {
    const stream = random();
    const played = playHilo(stream, 100, ['higher_or_same', 'lower', 'cashout']);
    expect(played.outcome.status).toBe('cashed_out');
    // Q higher or same (2 ranks): 12.87 / 2 = 6.435; K lower (12 ranks): 1.0725.
    expect(played.outcome.multiplier).toBeCloseTo(6.435 * 1.0725, 12);
    // 690.15375 cents: float 3 (0.8048…) is not below 0.15375, so 690.
    expect(played.payoutMinor).toBe(690);
    expect(stream.used).toBe(4);
    expect(played.finished).toBe(true);
  });

  it('loses everything on a wrong guess, and skips without changing the multiplier', () => {
    const lost = playHilo(random(), 100, ['higher_or_same', 'lower', 'lower_or_same']);
    expect(lost.outcome.status).toBe('busted');
    expect(lost.payoutMinor).toBe(0);
    const skipped = playHilo(random(), 100, ['skip', 'lower', 'cashout']);
    expect(skipped.outcome.steps.map((step) => step.won)).toEqual([true, true]);
    expect(skipped.outcome.multiplier).toBe(1.0725);
    const open = playHilo(random(), 100, ['higher_or_same']);
    expect(open).toMatchObject({ finished: false, payoutMinor: 0 });
  });

  it('pays long chains exactly, beyond what doubles hold', () => {
    // Every number the same: every card a 7 (index 21), so higher or same always wins.
    const u = Math.floor((21.5 / 52) * 2 ** 32);
    const constant: RandomStream = {
      nextUint32: () => u,
      nextFloat: () => u / 2 ** 32,
      nextInt: (n: number) => Math.floor((u / 2 ** 32) * n),
      used: 0,
    };
    const guesses = 40;
    const actions: HiloAction[] = [
      ...Array.from({ length: guesses }, () => 'higher_or_same' as const),
      'cashout',
    ];
    const played = playHilo(constant, 100, actions);
    // 100 · (1287 / 700)^40 cents, the leftover fraction paid up when u / 2³² is below it.
    const numerator = 100n * 1287n ** 40n;
    const denominator = 700n ** 40n;
    const whole = numerator / denominator;
    const up = BigInt(u) * denominator < (numerator % denominator) * 2n ** 32n;
    expect(played.payoutMinor).toBe(Number(whole + (up ? 1n : 0n)));
    expect(played.outcome.multiplier).toBeCloseTo((1287 / 700) ** guesses, -2);
  });

  it('refuses actions the rules do not allow', () => {
    const refused: HiloAction[][] = [
      ['cashout'],
      ['skip', 'cashout'],
      ['same'],
      ['higher_or_same', 'higher_or_same'], // a K offers lower or same only
      ['higher_or_same', 'lower', 'lower_or_same', 'skip'],
      ['higher_or_same', 'cashout', 'skip'],
      ['jump' as HiloAction],
    ];
    for (const actions of refused) {
      expect(() => playHilo(random(), 100, actions)).toThrow(InvalidRoundError);
    }
  });
});

/** A round's numbers, pulled from the source once and replayed to every partial replay. */
function replayable(source: RandomStream): () => RandomStream {
  const numbers: number[] = [];
  return () => {
    let used = 0;
    const nextUint32 = () => {
      if (used === numbers.length) numbers.push(source.nextUint32());
      return numbers[used++] as number;
    };
    return {
      nextUint32,
      nextFloat: () => nextUint32() / 2 ** 32,
      nextInt: (n: number) => Math.floor((nextUint32() / 2 ** 32) * n),
      get used() {
        return used;
      },
    };
  };
}

/** The likelier side of each card. */
function likelier(rank: number): HiloGuess {
  if (rank === 1) return 'higher';
  if (rank === 13) return 'lower';
  return rank <= 7 ? 'higher_or_same' : 'lower_or_same';
}

describe('hilo RTP (simulated)', () => {
  it.each([
    { guesses: 1, rtp: HILO_RTP },
    { guesses: 3, rtp: HILO_RTP ** 3 },
  ])(
    'returns 0.99^k after $guesses guesses',
    ({ guesses, rtp }) => {
      const source = fastStream(500 + guesses);
      const result = measure(60_000, () => {
        const round = replayable(source);
        const actions: HiloAction[] = [];
        for (let j = 0; j < guesses; j += 1) {
          const { outcome } = playHilo(round(), 1_000, actions);
          const current = outcome.steps.at(-1)?.card ?? outcome.start;
          actions.push(likelier(hiloRank(current)));
          if (playHilo(round(), 1_000, actions).outcome.status === 'busted') return 0;
        }
        return playHilo(round(), 1_000, [...actions, 'cashout']).payoutMinor / 1_000;
      });
      expect(Math.abs(result.mean - rtp)).toBeLessThanOrEqual(result.halfWidth);
    },
    SIMULATION_TIMEOUT,
  );
});
