import { describe, expect, it } from 'vitest';
import { InvalidRoundError } from './payout.js';
import {
  PLINKO_MULTIPLIERS_X100,
  PLINKO_OPTIONS,
  PLINKO_RISKS,
  playPlinko,
  plinkoMaxPayout,
  plinkoRtp,
  plinkoRtpBps,
  plinkoRtpFraction,
} from './plinko.js';
import { createRandomStream } from './random.js';
import { fastStream, measure } from './test-random.test-support.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';

/*
 * Vectors, copied as data only:
 * - KyranRana/stake-provably-fair-api src/test/Plinko.test.ts (commit 5dd1aad6a0625f07aad04ddba52a7a0f2c23c146):
 *   for its three seed triples (kyranrana-vectors.ts), the 16 directions and the slot for every
 *   number of rows 8 … 16, each linked there to Stake's own calculator;
 * - lotuseuy/stake-provably-fair-verifier Tests/Games/Plinko.test.js (commit
 *   7465260e6dea4837c60f4441d3bff9d5a17af7e8): the 16 directions of 49 real Stake drops of one
 *   revealed seed pair, nonces 1 … 49 (written here as one letter a row).
 * The expected RTPs were computed apart from this code, with Python's exact fractions, from
 * the tables as KyranRana publishes them.
 */

/** Simulations are CPU-bound: on a shared two-core machine they need more than the default. */
const SIMULATION_TIMEOUT = 120_000;

const KYRANRANA_DROPS = [
  { path: 'RRLRLLLLRLLLRLLL', slots: [3, 4, 4, 4, 4, 5, 5, 5, 5] },
  { path: 'LLRRLRLLLLLRLLRL', slots: [3, 3, 3, 3, 4, 4, 4, 5, 5] },
  { path: 'RRLRLLLRLRRLLLLR', slots: [4, 4, 5, 6, 6, 6, 6, 6, 7] },
];

const LOTUSEUY_PLINKO = {
  serverSeed: '05ab9aeec2e6a8cd924f2aeab4dabe68f53c75c43c5fde1f2e0b5103cdd8efc9',
  clientSeed: 'Se6QIZfZ',
  firstNonce: 1,
  drops: [
    'LLRRLLLLRRLRLRLR',
    'LRLRLLLLRLRLLRRL',
    'RLRLRRLRRRRRLLRR',
    'RRLRLLLRRLRLLRLL',
    'RLLRLLLRRRLLRLLL',
    'RRRRRLRRRRLLLRLL',
    'LLLLRLLLRLRRLLLR',
    'RRLLLRRRRLRRLRLL',
    'LLLLRRLLRRRLLLRR',
    'LRRLRRRLRRLLLLLL',
    'LRLRLRLRLRRRLRLL',
    'RLLRLRRLLRLRLRLR',
    'RRLRRLRRLLRLRRRR',
    'RRLLLRRLRLRLLLLL',
    'RLRLRLRRLLRRRLLR',
    'LLRRRLLRRLRRLLLR',
    'RRLLRRLRLLLLRLLR',
    'RRLRLRRRRRLRLRLL',
    'LRLLRRLRRRRRRRRR',
    'RRRRLLLRRLLLLRLR',
    'RLLRLLLRLRRLRRRL',
    'RLLRLRLLRLLRRRLL',
    'RLRRRRRRLRRRRRRR',
    'LLLRLRRLRRLRRRLL',
    'LLLLLRRRLLRRRLRR',
    'RRRRLRRLLRRRRLRR',
    'RLLLRLLLLRRLLRRL',
    'LLRLLLRLLRRLRRLR',
    'RLLRLRLLLLRRRLRR',
    'LLRRLLLLLLRLLLRL',
    'RRRRLRRLRLLRRLRR',
    'LRRLRLRLRRRRLRLR',
    'RLLLRRLRLRLRLRLR',
    'RRLLLRRLRLLRRRLR',
    'RRRRRLRRLLRLRRRR',
    'RLRRLLLRRLRRLLLR',
    'RRLRLLRRLLRRLRLL',
    'LLRLRLLRRLRLLLLL',
    'RLRLLLLLRLRLLLLR',
    'LLLLRLLLLRLRRLLR',
    'LLRLLRRLLLLRRLLR',
    'RLLRLLLLLRRRLRRR',
    'LRLLRRLLRLLLRLLR',
    'RLLRLLRLLRRRLLRL',
    'RRLLLLLLLRRRLLLL',
    'LLRLRRRLLRLRRLLR',
    'LRRLLLRLLRLLRLLL',
    'LLRRRLLLLRRRRRRL',
    'LRRRRLRRRRRLLRLL',
  ],
};

const letters = (path: readonly ('left' | 'right')[]) =>
  path.map((direction) => (direction === 'left' ? 'L' : 'R')).join('');

describe('plinko vectors', () => {
  it.each(KYRANRANA_ROUNDS.map((round, index) => [round.nonce, round, index] as const))(
    'drops the ball of KyranRana nonce %i where Stake does, for every number of rows',
    (_, round, index) => {
      const expected = KYRANRANA_DROPS[index] as (typeof KYRANRANA_DROPS)[number];
      expected.slots.forEach((slot, offset) => {
        const rows = 8 + offset;
        const random = createRandomStream(round);
        const { outcome } = playPlinko(random, 100, { rows, risk: 'low' });
        expect(letters(outcome.path)).toBe(expected.path.slice(0, rows));
        expect(outcome.slot).toBe(slot);
      });
    },
  );

  it('drops 49 recorded Stake balls along the recorded paths', () => {
    LOTUSEUY_PLINKO.drops.forEach((path, index) => {
      const random = createRandomStream({
        serverSeed: LOTUSEUY_PLINKO.serverSeed,
        clientSeed: LOTUSEUY_PLINKO.clientSeed,
        nonce: LOTUSEUY_PLINKO.firstNonce + index,
      });
      const { outcome } = playPlinko(random, 100, { rows: 16, risk: 'medium' });
      expect(letters(outcome.path)).toBe(path);
      expect(outcome.slot).toBe([...path].filter((letter) => letter === 'R').length);
    });
  });
});

describe('plinko tables', () => {
  it('has 27 symmetric tables of rows + 1 slots', () => {
    expect(PLINKO_OPTIONS).toHaveLength(27);
    for (const { rows, risk } of PLINKO_OPTIONS) {
      const table = PLINKO_MULTIPLIERS_X100[rows]?.[risk] ?? [];
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual(table);
    }
  });

  it('states the RTP of every table exactly from the binomial distribution, floored', () => {
    const bps = Object.fromEntries(
      [8, 9, 10, 11, 12, 13, 14, 15, 16].map((rows) => [
        rows,
        Object.fromEntries(PLINKO_RISKS.map((risk) => [risk, plinkoRtpBps({ rows, risk })])),
      ]),
    );
    expect(bps).toEqual({
      8: { low: 9898, medium: 9890, high: 9906 },
      9: { low: 9898, medium: 9914, high: 9906 },
      10: { low: 9900, medium: 9890, high: 9906 },
      11: { low: 9900, medium: 9902, high: 9916 },
      12: { low: 9897, medium: 9898, high: 9911 },
      13: { low: 9899, medium: 9899, high: 9908 },
      14: { low: 9900, medium: 9899, high: 9897 },
      15: { low: 9900, medium: 9899, high: 9902 },
      16: { low: 9899, medium: 9898, high: 9897 },
    });
    // 8 rows, low: (5.6 + 8 · 2.1 + 28 · 1.1 + 56 + 70 · 0.5 + …) / 256 = 1267 / 1280.
    expect(plinkoRtpFraction({ rows: 8, risk: 'low' })).toEqual({
      numerator: 1267n,
      denominator: 1280n,
    });
  });

  it('refuses boards Stake does not have', () => {
    const random = createRandomStream(KYRANRANA_ROUNDS[0] as (typeof KYRANRANA_ROUNDS)[number]);
    expect(() => playPlinko(random, 100, { rows: 7, risk: 'low' })).toThrow(InvalidRoundError);
    expect(() => playPlinko(random, 100, { rows: 17, risk: 'low' })).toThrow(InvalidRoundError);
    expect(() => playPlinko(random, 100, { rows: 8, risk: 'extreme' as unknown as 'low' })).toThrow(
      InvalidRoundError,
    );
    expect(plinkoMaxPayout(100, { rows: 16, risk: 'high' })).toBe(100_000);
    expect(plinkoMaxPayout(7, { rows: 8, risk: 'low' })).toBe(40); // 39.2 rounded up
  });

  it('pays the slot multiplier, the fraction of a cent decided by float `rows`', () => {
    const round = KYRANRANA_ROUNDS[0] as (typeof KYRANRANA_ROUNDS)[number];
    // Slot 3 of 8 rows, low: 1×, a whole payout that draws no float.
    const whole = createRandomStream(round);
    expect(playPlinko(whole, 100, { rows: 8, risk: 'low' }).payoutMinor).toBe(100);
    expect(whole.used).toBe(8);
    // 8 rows, medium, slot 3: 0.7× of 5 cents = 3.5 cents, 3 or 4 by float 8.
    const half = createRandomStream(round);
    const float8 = (round.floats[8] as number) < 0.5;
    expect(playPlinko(half, 5, { rows: 8, risk: 'medium' }).payoutMinor).toBe(float8 ? 4 : 3);
    expect(half.used).toBe(9);
  });
});

describe('plinko RTP (simulated)', () => {
  it.each([
    { rows: 8, risk: 'low' as const },
    { rows: 12, risk: 'medium' as const },
    { rows: 16, risk: 'high' as const },
  ])(
    'returns its stated RTP with $rows rows, $risk risk',
    (params) => {
      const stream = fastStream(300 + params.rows);
      const result = measure(200_000, () => playPlinko(stream, 1_000, params).payoutMinor / 1_000);
      expect(Math.abs(result.mean - plinkoRtp(params))).toBeLessThanOrEqual(result.halfWidth);
    },
    SIMULATION_TIMEOUT,
  );
});
