import type { BlackjackAction, Card } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { BLACKJACK_RTP, cardValue, handTotal, playBlackjack } from './blackjack.js';
import { basicStrategy, blackjackExactRtp } from './blackjack-strategy.test-support.js';
import { DICE_RTP, playDice } from './dice.js';
import { LIMBO_RTP, limboResultX100, playLimbo } from './limbo.js';
import { InvalidRoundError } from './payout.js';
import { createRandomStream } from './random.js';
import { coveredNumbers, playRoulette, ROULETTE_RTP, rouletteMaxPayout } from './roulette.js';
import { SLOT_VARIANTS } from './slot-variants.js';
import { playSlots, slotHitFrequency, slotRtp } from './slots.js';
import { fastStream, measure } from './test-random.test-support.js';
import { verifyRound } from './verify.js';
import {
  playWheel,
  WHEEL_LAYOUT,
  WHEEL_SEGMENT_COUNTS,
  type WheelSegment,
  wheelRtp,
} from './wheel.js';

const expectRtp = (result: { mean: number; halfWidth: number }, rtp: number) => {
  expect(Math.abs(result.mean - rtp)).toBeLessThanOrEqual(result.halfWidth);
};

describe('dice', () => {
  it('pays 99 / chance and wins over/under strictly', () => {
    const stream = fastStream(1);
    const round = playDice(stream, 100, { target: 50, condition: 'over' });
    expect(round.outcome.win_chance).toBe(50);
    expect(round.payoutMinor === 0 || round.payoutMinor === 198).toBe(true);
    expect(round.payoutMinor > 0).toBe(round.outcome.roll > 50);
    expect(() => playDice(stream, 100, { target: 50.005, condition: 'over' })).toThrow(
      InvalidRoundError,
    );
  });
  it('returns 98.99 % (simulated)', () => {
    const stream = fastStream(2);
    expectRtp(
      measure(
        300_000,
        () => playDice(stream, 10_000, { target: 40, condition: 'under' }).payoutMinor / 10_000,
      ),
      DICE_RTP,
    );
  });
});

describe('limbo', () => {
  it('maps the extremes of r as Stake does: a float near 1 is 0.99×, near 0 the cap', () => {
    expect(limboResultX100(2 ** 32 - 1)).toBe(99);
    expect(limboResultX100(0)).toBe(100_000_000);
  });
  it('returns 99 % (simulated)', () => {
    const stream = fastStream(3);
    expectRtp(
      measure(300_000, () => playLimbo(stream, 100, { target_multiplier: 3 }).payoutMinor / 100),
      LIMBO_RTP,
    );
  });
});

describe('roulette', () => {
  it('accepts only real table places', () => {
    const check = (kind: 'split' | 'street' | 'corner' | 'line', numbers: number[]) => () =>
      coveredNumbers({ kind, numbers, amount: 1 });
    expect(check('split', [2, 1])).not.toThrow();
    expect(check('split', [0, 3])).not.toThrow();
    expect(check('split', [3, 4])).toThrow(InvalidRoundError);
    expect(check('street', [4, 5, 6])).not.toThrow();
    expect(check('corner', [5, 6, 8, 9])).not.toThrow();
    expect(check('corner', [3, 4, 6, 7])).toThrow(InvalidRoundError);
    expect(check('line', [31, 32, 33, 34, 35, 36])).not.toThrow();
    expect(coveredNumbers({ kind: 'column', numbers: [2], amount: 1 })).toContain(35);
  });
  it('pays 36 / k and bounds the best outcome', () => {
    const params = {
      bets: [
        { kind: 'straight' as const, numbers: [7], amount: 10 },
        { kind: 'red' as const, numbers: [], amount: 10 },
      ],
    };
    expect(rouletteMaxPayout(20, params)).toBe(380);
    expect(() => playRoulette(fastStream(1), 25, params)).toThrow(InvalidRoundError);
  });
  it('returns 97.3 % (simulated)', () => {
    const stream = fastStream(4);
    const params = { bets: [{ kind: 'corner' as const, numbers: [1, 2, 4, 5], amount: 100 }] };
    expectRtp(
      measure(150_000, () => playRoulette(stream, 100, params).payoutMinor / 100),
      ROULETTE_RTP,
    );
  });
});

describe('blackjack', () => {
  it('the stated RTP is the exact value of the rules', () => {
    expect(blackjackExactRtp()).toBeCloseTo(BLACKJACK_RTP, 4);
  });
  it('refuses actions after the hand ends and replays deterministically', () => {
    const seed = { serverSeed: 'bj', clientSeed: 'c', nonce: 1 };
    const a = playBlackjack(createRandomStream(seed), 100, ['stand']);
    const b = playBlackjack(createRandomStream(seed), 100, ['stand']);
    expect(a).toEqual(b);
    expect(() => playBlackjack(createRandomStream(seed), 100, ['stand', 'hit'])).toThrow(
      InvalidRoundError,
    );
  });
  it('returns its RTP with basic strategy (simulated)', () => {
    const stream = fastStream(5);
    const result = measure(100_000, () => {
      const actions: BlackjackAction[] = [];
      // The hand is replayed from its start after every action, as the server does: the cards
      // drawn so far are kept and new ones come from the stream.
      const draws: number[] = [];
      const replay = () => {
        let index = 0;
        return {
          ...stream,
          nextInt(n: number) {
            if (index === draws.length) draws.push(stream.nextInt(n));
            index += 1;
            return draws[index - 1] as number;
          },
        };
      };
      let round = playBlackjack(replay(), 100, actions);
      while (!round.finished) {
        const { outcome } = round;
        if (outcome.actions.includes('no_insurance')) actions.push('no_insurance');
        else {
          const cards = outcome.hands?.[outcome.active_hand ?? 0]?.cards ?? outcome.player;
          const { total, soft } = handTotal(cards);
          const pair = outcome.actions.includes('split') ? cardValue(cards[0] as Card) : null;
          actions.push(basicStrategy(total, soft, cards.length, outcome.dealer_total, pair));
        }
        round = playBlackjack(replay(), 100, actions);
      }
      return round.payoutMinor / 100 - (round.stakeMinor - 100) / 100;
    });
    expectRtp(result, BLACKJACK_RTP);
  });
});

describe('slots', () => {
  for (const variant of SLOT_VARIANTS.values()) {
    it(`${variant.id}: stated RTP and hit frequency are exact, simulation agrees`, () => {
      expect(slotRtp(variant)).toBeCloseTo(variant.rtp, 10);
      expect(slotHitFrequency(variant)).toBe(variant.hitFrequency);
      expect(variant.rtp).toBeGreaterThan(0.95);
      expect(variant.rtp).toBeLessThan(0.97);
      const stream = fastStream(variant.id.length * 7919);
      let hits = 0;
      const bet = variant.paylines.length * 10;
      const n = 30_000;
      const result = measure(n, () => {
        const round = playSlots(stream, bet, variant);
        const featureWins = round.outcome.feature?.spins.some((spin) => spin.wins.length > 0);
        if (round.outcome.wins.length > 0 || featureWins) hits += 1;
        return round.payoutMinor / bet;
      });
      expectRtp(result, variant.rtp);
      // 99.9 % binomial interval around the exact frequency.
      const p = variant.hitFrequency;
      expect(Math.abs(hits / n - p)).toBeLessThan(3.29 * Math.sqrt((p * (1 - p)) / n));
    });
  }
});

describe('money wheel', () => {
  // The layout, the exact RTP of every bet and the multipliers have their own file, wheel.test.ts.
  it('has 54 segments with the stated counts, two of them multipliers', () => {
    expect(WHEEL_LAYOUT).toHaveLength(54);
    for (const [segment, count] of Object.entries(WHEEL_SEGMENT_COUNTS)) {
      expect(WHEEL_LAYOUT.filter((value) => value === segment)).toHaveLength(count);
    }
    expect(WHEEL_LAYOUT.filter((value) => value === 'x3' || value === 'x7')).toHaveLength(2);
    expect(wheelRtp('1')).toBe(6310 / 6561);
  });
  it('each bet returns its RTP (simulated)', () => {
    const stream = fastStream(6);
    for (const segment of Object.keys(WHEEL_SEGMENT_COUNTS) as WheelSegment[]) {
      const result = measure(
        100_000,
        () => playWheel(stream, 100, { bets: [{ segment, amount: 100 }] }).payoutMinor / 100,
      );
      expectRtp(result, wheelRtp(segment));
    }
  });
});

describe('verifyRound', () => {
  it('reproduces every engine from the seeds', () => {
    const common = { serverSeed: 'f'.repeat(64), clientSeed: 'client', nonce: 3 };
    const dice = verifyRound({
      ...common,
      engine: 'dice',
      variant: 'classic',
      params: { engine: 'dice', target: 50, condition: 'over' },
      bet: 100,
    });
    expect(dice.outcome).toEqual(
      playDice(createRandomStream(common), 100, { target: 50, condition: 'over' }).outcome,
    );
    const slots = verifyRound({
      ...common,
      engine: 'slots',
      variant: 'cosmic-cash',
      params: { engine: 'slots' },
    });
    expect(slots.outcome.engine).toBe('slots');
    expect(() =>
      verifyRound({ ...common, engine: 'slots', variant: 'nope', params: { engine: 'slots' } }),
    ).toThrow(InvalidRoundError);
    const hand = verifyRound({
      ...common,
      engine: 'blackjack',
      variant: 'classic',
      params: { engine: 'blackjack' },
      actions: [],
    });
    expect(typeof hand.finished).toBe('boolean');
  });
});
