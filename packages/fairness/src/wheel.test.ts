import {
  WHEEL_MAX_SPINS as CONTRACT_MAX_SPINS,
  WHEEL_STOPS as CONTRACT_STOPS,
  WHEEL_SEGMENTS,
} from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { InvalidRoundError } from './payout.js';
import { maxPossiblePayout } from './play.js';
import { createRandomStream, type RandomStream } from './random.js';
import { fastStream, measure } from './test-random.test-support.js';
import { verifyRound } from './verify.js';
import {
  playWheel,
  WHEEL_LAYOUT,
  WHEEL_MAX_MULTIPLIER,
  WHEEL_MAX_SPINS,
  WHEEL_MULTIPLIERS,
  WHEEL_SIZE,
  type WheelParams,
  type WheelSegment,
  wheelChains,
  wheelMaxPayout,
  wheelRtp,
  wheelRtpBps,
  wheelRtpFraction,
} from './wheel.js';

/** A stream whose spins stop at the given indexes, in order (the middle of each segment). */
function scriptedStream(indexes: readonly number[]): RandomStream {
  let used = 0;
  const nextUint32 = () => {
    const index = indexes[used];
    if (index === undefined) throw new Error(`the round asked for float ${used + 1}`);
    used += 1;
    return Math.floor(((index + 0.5) / WHEEL_SIZE) * 2 ** 32);
  };
  return {
    nextUint32,
    nextFloat: () => nextUint32() / 2 ** 32,
    nextInt: (n) => Math.floor((nextUint32() / 2 ** 32) * n),
    get used() {
      return used;
    },
  };
}

const MULTIPLIER_INDEXES = WHEEL_LAYOUT.flatMap((stop, index) =>
  stop === 'x3' || stop === 'x7' ? [index] : [],
);
const VALUE_INDEXES = WHEEL_LAYOUT.flatMap((stop, index) =>
  stop === 'x3' || stop === 'x7' ? [] : [index],
);

/**
 * Every sequence of stops a round can spin, written from the rules rather than taken from the
 * engine: multipliers then a value, or WHEEL_MAX_SPINS multipliers in a row.
 */
function everySpinSequence(): number[][] {
  const sequences: number[][] = [];
  const walk = (prefix: number[]) => {
    for (const index of VALUE_INDEXES) sequences.push([...prefix, index]);
    for (const index of MULTIPLIER_INDEXES) {
      if (prefix.length + 1 === WHEEL_MAX_SPINS) sequences.push([...prefix, index]);
      else walk([...prefix, index]);
    }
  };
  walk([]);
  return sequences;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = (numerator: bigint, denominator: bigint) => {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

describe('the money wheel layout', () => {
  it('has 54 segments: 23×1, 15×2, 7×5, 4×10, 2×20, 1×40, one ×3 and one ×7', () => {
    expect(WHEEL_SIZE).toBe(54);
    const counts = Object.fromEntries(
      [...new Set(WHEEL_LAYOUT)].map((stop) => [
        stop,
        WHEEL_LAYOUT.filter((entry) => entry === stop).length,
      ]),
    );
    expect(counts).toEqual({ '1': 23, '2': 15, '5': 7, '10': 4, '20': 2, '40': 1, x3: 1, x7: 1 });
    expect(WHEEL_MULTIPLIERS).toEqual({ x3: 3, x7: 7 });
  });

  it('is what the contract describes: the same stops and the same bound on spins', () => {
    expect([...new Set(WHEEL_LAYOUT)].sort()).toEqual([...CONTRACT_STOPS].sort());
    expect(WHEEL_MAX_SPINS).toBe(CONTRACT_MAX_SPINS);
  });

  it('never puts two equal segments side by side, and the multipliers face each other', () => {
    for (let index = 0; index < WHEEL_SIZE; index += 1) {
      expect(WHEEL_LAYOUT[index], `segment ${index}`).not.toBe(
        WHEEL_LAYOUT[(index + 1) % WHEEL_SIZE],
      );
    }
    const [x3, x7] = MULTIPLIER_INDEXES as [number, number];
    expect(x7 - x3).toBe(WHEEL_SIZE / 2);
  });
});

describe('the money wheel RTP, exactly', () => {
  // Pinned fractions, in lowest terms; the percentages are the rules table's (rounded down).
  const expected: Record<WheelSegment, [bigint, bigint, number]> = {
    '1': [6_310n, 6_561n, 9617],
    '2': [38_027n, 39_366n, 9659],
    '5': [18_208n, 19_683n, 9250],
    '10': [19_295n, 19_683n, 9802],
    '20': [18_538n, 19_683n, 9418],
    '40': [36_319n, 39_366n, 9225],
  };

  it.each(WHEEL_SEGMENTS)('pins the RTP of a bet on %s', (segment) => {
    const [numerator, denominator, bps] = expected[segment];
    expect(wheelRtpFraction(segment)).toEqual({ numerator, denominator });
    expect(wheelRtp(segment)).toBe(Number(numerator) / Number(denominator));
    expect(wheelRtpBps(segment)).toBe(bps);
  });

  it('agrees with the closed form of the rules: n/54 · (v(1 + a + a²) + 1 + b + b²) + b³', () => {
    // a: a spin's expected multiplier factor, (3 + 7)/54; b: a spin's chance of a multiplier.
    const size = BigInt(WHEEL_SIZE);
    const multiplierSum = BigInt(3 + 7);
    const multiplierCount = 2n;
    for (const segment of WHEEL_SEGMENTS) {
      const n = BigInt(WHEEL_LAYOUT.filter((stop) => stop === segment).length);
      const v = BigInt(segment);
      // Over the common denominator 54³: 1 + x/54 + x²/54² is (54² + 54x + x²)/54².
      const geometric = (x: bigint) => size * size + x * size + x * x;
      const numerator =
        n * (v * geometric(multiplierSum) + geometric(multiplierCount)) + multiplierCount ** 3n;
      expect(wheelRtpFraction(segment)).toEqual(reduced(numerator, size ** 3n));
    }
  });

  it('is what playWheel pays, summed over every spin sequence with its probability', () => {
    const sequences = everySpinSequence();
    // 52 values, 2 × 52 after one multiplier, 4 × 54 after two.
    expect(sequences).toHaveLength(52 + 2 * 52 + 4 * 54);
    for (const segment of WHEEL_SEGMENTS) {
      const params: WheelParams = { bets: [{ segment, amount: 1 }] };
      let numerator = 0n;
      for (const sequence of sequences) {
        const weight = BigInt(WHEEL_SIZE) ** BigInt(WHEEL_MAX_SPINS - sequence.length);
        numerator += weight * BigInt(playWheel(scriptedStream(sequence), 1, params).payoutMinor);
      }
      expect(reduced(numerator, BigInt(WHEEL_SIZE) ** BigInt(WHEEL_MAX_SPINS))).toEqual(
        wheelRtpFraction(segment),
      );
    }
    expect(wheelChains()).toHaveLength(sequences.length);
  });

  it('keeps every bet between 90 % and 99 %', () => {
    for (const segment of WHEEL_SEGMENTS) {
      expect(wheelRtp(segment), segment).toBeGreaterThanOrEqual(0.9);
      expect(wheelRtp(segment), segment).toBeLessThanOrEqual(0.99);
    }
  });

  it('returns each bet its RTP on the real HMAC stream (simulated, 99.9 % interval)', () => {
    // One bet on every value per round: a round pays at most one of them (or returns them all),
    // so each value's return is read from the same rounds.
    const bets = WHEEL_SEGMENTS.map((segment) => ({ segment, amount: 1 }));
    const rounds = 200_000;
    const results = WHEEL_SEGMENTS.map(() => ({ sum: 0, sumSquares: 0 }));
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const random = createRandomStream({
        serverSeed: 'wheel-simulation-server-seed',
        clientSeed: 'wheel-simulation',
        nonce,
      });
      const { outcome, payoutMinor } = playWheel(random, bets.length, { bets });
      WHEEL_SEGMENTS.forEach((segment, i) => {
        const back = outcome.segment === null ? 1 : outcome.segment === segment ? payoutMinor : 0;
        const result = results[i] as { sum: number; sumSquares: number };
        result.sum += back;
        result.sumSquares += back * back;
      });
    }
    WHEEL_SEGMENTS.forEach((segment, i) => {
      const { sum, sumSquares } = results[i] as { sum: number; sumSquares: number };
      const mean = sum / rounds;
      const halfWidth = 3.29 * Math.sqrt((sumSquares / rounds - mean * mean) / rounds);
      expect(Math.abs(mean - wheelRtp(segment)), segment).toBeLessThanOrEqual(halfWidth);
    });
  }, 60_000);

  it('returns each bet its RTP on a fast stream over a million rounds (simulated)', () => {
    // The seeded fast stream of the other engines' simulations, for a tighter interval.
    const stream = fastStream(61);
    for (const segment of WHEEL_SEGMENTS) {
      const result = measure(
        1_000_000 / WHEEL_SEGMENTS.length,
        () => playWheel(stream, 100, { bets: [{ segment, amount: 100 }] }).payoutMinor / 100,
      );
      expect(Math.abs(result.mean - wheelRtp(segment)), segment).toBeLessThanOrEqual(
        result.halfWidth,
      );
    }
  });
});

describe('a money wheel round', () => {
  it('spins again on a multiplier and multiplies the win: ×3, ×7, then a 10 pays 210 to 1', () => {
    const [x3, x7] = MULTIPLIER_INDEXES as [number, number];
    const ten = WHEEL_LAYOUT.indexOf('10');
    const stream = scriptedStream([x3, x7, ten]);
    const round = playWheel(stream, 150, {
      bets: [
        { segment: '10', amount: 100 },
        { segment: '1', amount: 50 },
      ],
    });
    expect(round.outcome).toEqual({
      engine: 'wheel',
      index: ten,
      segment: '10',
      spins: [
        { index: x3, stop: 'x3' },
        { index: x7, stop: 'x7' },
        { index: ten, stop: '10' },
      ],
      multiplier: 21,
    });
    expect(round.payoutMinor).toBe(100 * (10 * 21 + 1));
    expect(stream.used).toBe(3);
  });

  it('pays a plain stop value to one, and nothing to the other bets', () => {
    const forty = WHEEL_LAYOUT.indexOf('40');
    const round = playWheel(scriptedStream([forty]), 30, {
      bets: [
        { segment: '40', amount: 10 },
        { segment: '2', amount: 20 },
      ],
    });
    expect(round.outcome).toMatchObject({ index: forty, segment: '40', multiplier: 1 });
    expect(round.payoutMinor).toBe(10 * 41);
    const lost = playWheel(scriptedStream([forty]), 20, { bets: [{ segment: '2', amount: 20 }] });
    expect(lost.payoutMinor).toBe(0);
  });

  it('stops after three spins: a third multiplier voids the round and returns every bet', () => {
    const [, x7] = MULTIPLIER_INDEXES as [number, number];
    const stream = scriptedStream([x7, x7, x7, VALUE_INDEXES[0] as number]);
    const round = playWheel(stream, 70, {
      bets: [
        { segment: '40', amount: 30 },
        { segment: '5', amount: 40 },
      ],
    });
    expect(round.outcome).toMatchObject({ index: x7, segment: null, multiplier: 49 });
    expect(round.outcome.spins).toHaveLength(WHEEL_MAX_SPINS);
    expect(round.payoutMinor).toBe(70);
    // The fourth float is never read: a round uses at most three.
    expect(stream.used).toBe(WHEEL_MAX_SPINS);
  });

  it('verifies from the seeds: the spins are ⌊float · 54⌋ of the round floats, in order', () => {
    const bets: WheelParams['bets'] = [{ segment: '1', amount: 100 }];
    let respins = 0;
    for (let nonce = 0; nonce < 3_000; nonce += 1) {
      const seeds = { serverSeed: 'verify-wheel', clientSeed: 'player', nonce };
      const verified = verifyRound({
        ...seeds,
        engine: 'wheel',
        variant: 'money-wheel',
        params: {
          engine: 'wheel',
          bets,
        },
      });
      const floats = createRandomStream(seeds);
      const spins = verified.outcome.engine === 'wheel' ? (verified.outcome.spins ?? []) : [];
      for (const spin of spins) expect(spin.index).toBe(Math.floor(floats.nextFloat() * 54));
      respins += spins.length - 1;
    }
    // About 2/54 of the rounds spin again: the check above covered respins too.
    expect(respins).toBeGreaterThan(50);
  });
});

describe('the money wheel maximum payout', () => {
  it('is 49 × the value to one: two ×7 in a row are the largest multiplier', () => {
    expect(WHEEL_MAX_MULTIPLIER).toBe(49);
    expect(wheelMaxPayout(10, { bets: [{ segment: '40', amount: 10 }] })).toBe(10 * 1_961);
  });

  it('is a true and tight bound: the most any spin sequence pays, multipliers included', () => {
    const sequences = everySpinSequence();
    const betSets: WheelParams['bets'][] = [
      [{ segment: '1', amount: 10 }],
      [{ segment: '40', amount: 7 }],
      [
        { segment: '2', amount: 500 },
        { segment: '20', amount: 3 },
      ],
      WHEEL_SEGMENTS.map((segment, i) => ({ segment, amount: 10 + i * 37 })),
    ];
    for (const bets of betSets) {
      const betMinor = bets.reduce((sum, bet) => sum + bet.amount, 0);
      const params = { bets };
      let most = 0;
      for (const sequence of sequences) {
        const { payoutMinor } = playWheel(scriptedStream(sequence), betMinor, params);
        expect(Number.isSafeInteger(payoutMinor)).toBe(true);
        most = Math.max(most, payoutMinor);
      }
      expect(wheelMaxPayout(betMinor, params), JSON.stringify(bets)).toBe(most);
      expect(
        maxPossiblePayout({
          engine: 'wheel',
          variant: 'money-wheel',
          betMinor,
          params: { engine: 'wheel', bets },
        }),
      ).toBe(most);
    }
  });

  it('refuses bets that do not add up or back a value twice', () => {
    expect(() => wheelMaxPayout(10, { bets: [{ segment: '1', amount: 5 }] })).toThrow(
      InvalidRoundError,
    );
    expect(() =>
      playWheel(scriptedStream([0]), 10, {
        bets: [
          { segment: '1', amount: 5 },
          { segment: '1', amount: 5 },
        ],
      }),
    ).toThrow(InvalidRoundError);
  });
});
