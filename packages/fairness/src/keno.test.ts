import { describe, expect, it } from 'vitest';
import {
  KENO_MULTIPLIERS_X100,
  KENO_RISKS,
  kenoDraw,
  kenoMaxPayout,
  kenoRtp,
  kenoRtpBps,
  kenoRtpFraction,
  playKeno,
} from './keno.js';
import { InvalidRoundError } from './payout.js';
import { createRandomStream } from './random.js';
import { fastStream, measure } from './test-random.test-support.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';

/*
 * Vectors, copied as data only:
 * - KyranRana/stake-provably-fair-api src/test/Keno.test.ts (commit 5dd1aad6a0625f07aad04ddba52a7a0f2c23c146):
 *   the 10 numbers (1 … 40) drawn for its three seed triples (kyranrana-vectors.ts), in order,
 *   each linked there to Stake's own calculator;
 * - lotuseuy/stake-provably-fair-verifier Tests/Games/Keno.test.js (commit
 *   794f875bf6dab522ba6c2501a928f45171ece275): the draws of 49 real Stake rounds of one
 *   revealed seed pair, nonces 1 … 49, squares numbered 0 … 39.
 * The expected RTPs were computed apart from this code, with Python's exact fractions, from
 * Stake's paytables.
 */

/** Simulations are CPU-bound: on a shared two-core machine they need more than the default. */
const SIMULATION_TIMEOUT = 120_000;

const KYRANRANA_DRAWS = [
  [31, 36, 12, 32, 2, 8, 20, 10, 25, 17],
  [8, 19, 28, 29, 18, 30, 11, 13, 3, 2],
  [23, 33, 1, 36, 9, 20, 19, 28, 8, 38],
];

const LOTUSEUY_KENO = {
  serverSeed: '9f7e2493d3e64681667295f3a2ffd7da0fcf1d24181bbb1ca71df589304e878d',
  clientSeed: 'v750-_nL',
  firstNonce: 1,
  // biome-ignore format: one round a line.
  squares: [
    [18, 28, 34, 21, 36, 13, 31, 24, 6, 2],
    [3, 33, 15, 21, 31, 38, 23, 14, 20, 9],
    [6, 13, 31, 14, 28, 25, 1, 17, 27, 19],
    [25, 23, 22, 8, 15, 18, 26, 36, 7, 12],
    [6, 31, 26, 1, 25, 18, 36, 19, 3, 2],
    [6, 27, 16, 14, 28, 22, 20, 35, 7, 37],
    [6, 28, 21, 36, 11, 14, 5, 30, 31, 16],
    [25, 36, 18, 30, 24, 23, 6, 12, 3, 1],
    [27, 8, 1, 9, 3, 17, 14, 28, 18, 30],
    [24, 5, 7, 25, 13, 10, 23, 30, 28, 38],
    [23, 6, 21, 26, 19, 25, 11, 27, 2, 3],
    [20, 5, 29, 22, 19, 33, 9, 14, 3, 37],
    [6, 0, 10, 21, 37, 28, 33, 35, 12, 32],
    [30, 33, 18, 36, 29, 19, 39, 26, 1, 16],
    [3, 29, 6, 24, 17, 28, 1, 26, 7, 22],
    [7, 1, 2, 20, 34, 18, 23, 29, 26, 38],
    [22, 33, 35, 21, 5, 31, 18, 14, 16, 1],
    [33, 39, 21, 27, 7, 22, 23, 26, 0, 13],
    [22, 4, 26, 35, 37, 34, 7, 5, 28, 38],
    [0, 8, 4, 29, 37, 12, 20, 14, 9, 31],
    [13, 21, 18, 2, 37, 4, 1, 38, 28, 0],
    [12, 26, 14, 3, 22, 37, 16, 28, 38, 27],
    [23, 17, 5, 22, 10, 20, 6, 15, 18, 33],
    [37, 16, 0, 4, 3, 28, 32, 13, 26, 10],
    [27, 38, 15, 28, 19, 22, 3, 34, 4, 24],
    [21, 10, 18, 9, 37, 14, 8, 34, 15, 23],
    [17, 0, 38, 18, 23, 30, 36, 14, 1, 24],
    [20, 15, 1, 13, 3, 27, 10, 32, 29, 39],
    [9, 15, 24, 2, 22, 6, 3, 33, 7, 17],
    [38, 16, 6, 37, 12, 23, 36, 28, 33, 15],
    [14, 35, 17, 3, 0, 36, 18, 7, 5, 39],
    [29, 21, 0, 16, 25, 35, 2, 27, 26, 17],
    [12, 4, 28, 39, 24, 35, 15, 32, 22, 17],
    [33, 31, 20, 27, 11, 10, 29, 39, 19, 30],
    [6, 0, 33, 9, 34, 5, 17, 32, 18, 38],
    [9, 15, 6, 10, 3, 30, 31, 27, 17, 18],
    [37, 26, 24, 27, 33, 38, 5, 29, 23, 17],
    [28, 36, 31, 11, 20, 22, 10, 37, 29, 6],
    [29, 28, 33, 17, 3, 18, 19, 35, 30, 7],
    [33, 7, 26, 11, 13, 18, 1, 17, 31, 0],
    [9, 13, 12, 11, 7, 24, 31, 15, 30, 26],
    [2, 34, 25, 29, 7, 28, 10, 24, 39, 23],
    [17, 13, 18, 21, 27, 35, 24, 3, 29, 4],
    [5, 33, 31, 8, 3, 35, 10, 24, 30, 28],
    [19, 8, 15, 20, 31, 27, 25, 21, 30, 5],
    [2, 35, 37, 4, 5, 1, 8, 12, 3, 9],
    [13, 25, 34, 14, 9, 16, 27, 30, 28, 38],
    [9, 35, 14, 0, 13, 26, 10, 22, 19, 3],
    [23, 0, 28, 18, 24, 39, 37, 25, 22, 6],
  ],
};

describe('keno vectors', () => {
  it.each(KYRANRANA_ROUNDS.map((round, index) => [round.nonce, round, index] as const))(
    'draws the numbers of KyranRana nonce %i that Stake draws, in order',
    (_, round, index) => {
      expect(kenoDraw(createRandomStream(round))).toEqual(KYRANRANA_DRAWS[index]);
    },
  );

  it('draws the squares of 49 recorded Stake rounds (0-based there, one less than ours)', () => {
    LOTUSEUY_KENO.squares.forEach((squares, index) => {
      const random = createRandomStream({
        serverSeed: LOTUSEUY_KENO.serverSeed,
        clientSeed: LOTUSEUY_KENO.clientSeed,
        nonce: LOTUSEUY_KENO.firstNonce + index,
      });
      expect(kenoDraw(random)).toEqual(squares.map((square) => square + 1));
    });
  });
});

describe('keno paytables', () => {
  it('has a row of picks + 1 entries for every risk and number of picks', () => {
    for (const risk of KENO_RISKS) {
      expect(KENO_MULTIPLIERS_X100[risk]).toHaveLength(10);
      KENO_MULTIPLIERS_X100[risk].forEach((row, index) => {
        expect(row).toHaveLength(index + 2);
      });
    }
    // Stake's tops: 100× on classic, 1 000× on the other risks for 10 hits of 10.
    expect(KENO_MULTIPLIERS_X100.classic[9]?.[10]).toBe(10_000);
    for (const risk of ['low', 'medium', 'high'] as const) {
      expect(KENO_MULTIPLIERS_X100[risk][9]?.[10]).toBe(100_000);
    }
  });

  it('states the RTP of every table exactly from the hypergeometric distribution, floored', () => {
    const bps = Object.fromEntries(
      KENO_RISKS.map((risk) => [
        risk,
        Array.from({ length: 10 }, (_, index) => kenoRtpBps(risk, index + 1)),
      ]),
    );
    expect(bps).toEqual({
      classic: [9900, 9903, 9901, 9896, 9898, 9896, 9898, 9902, 9897, 9903],
      low: [9875, 9884, 9886, 9892, 9890, 9900, 9893, 9900, 9906, 9875],
      medium: [9875, 9865, 9898, 9878, 9894, 9883, 9896, 9892, 9894, 9897],
      high: [9900, 9865, 9898, 9890, 9888, 9899, 9896, 9895, 9896, 9900],
    });
    // One pick: a hit has chance 1/4, so 3.96 × 1/4 = 99/100; low pays 0.7 × 3/4 + 1.85 × 1/4.
    expect(kenoRtpFraction('classic', 1)).toEqual({ numerator: 99n, denominator: 100n });
    expect(kenoRtpFraction('low', 1)).toEqual({ numerator: 79n, denominator: 80n });
  });
});

describe('keno rounds', () => {
  const round = KYRANRANA_ROUNDS[0] as (typeof KYRANRANA_ROUNDS)[number];

  it('counts the picks that were drawn and pays their multiplier', () => {
    // Drawn: 31 36 12 32 2 8 20 10 25 17. Picks 2, 3, 8 and 40: two hits.
    const stream = createRandomStream(round);
    const played = playKeno(stream, 100, { risk: 'classic', picks: [2, 3, 8, 40] });
    expect(played.outcome.hits).toEqual([2, 8]);
    expect(played.outcome.multiplier).toBe(1.8);
    expect(played.payoutMinor).toBe(180);
    expect(stream.used).toBe(10);
    // The same draw on high risk pays nothing for two hits of four.
    expect(
      playKeno(createRandomStream(round), 100, { risk: 'high', picks: [2, 3, 8, 40] }).payoutMinor,
    ).toBe(0);
  });

  it('decides a fraction of a cent with float 10', () => {
    // Classic, 7 picks, 2 hits: 0.47× of 10 cents = 4.7 cents, 4 or 5.
    const stream = createRandomStream(round);
    const played = playKeno(stream, 10, { risk: 'classic', picks: [2, 8, 1, 3, 4, 5, 6] });
    expect(played.outcome.hits).toEqual([2, 8]);
    const float10 = createRandomStream(round);
    for (let i = 0; i < 10; i += 1) float10.nextUint32();
    expect(played.payoutMinor).toBe(float10.nextUint32() < 0.7 * 2 ** 32 ? 5 : 4);
    expect(stream.used).toBe(11);
  });

  it('refuses picks Stake does not allow', () => {
    const random = () => createRandomStream(round);
    for (const picks of [
      [],
      [0],
      [41],
      [1, 1],
      [1.5],
      Array.from({ length: 11 }, (_, i) => i + 1),
    ]) {
      expect(() => playKeno(random(), 100, { risk: 'low', picks })).toThrow(InvalidRoundError);
    }
    expect(() => playKeno(random(), 100, { risk: 'wild' as unknown as 'low', picks: [1] })).toThrow(
      InvalidRoundError,
    );
    expect(kenoMaxPayout(100, { risk: 'low', picks: [1, 2, 3, 4, 5] })).toBe(30_000);
  });
});

describe('keno RTP (simulated)', () => {
  it.each([
    { risk: 'classic' as const, picks: [1, 2, 3] },
    { risk: 'low' as const, picks: [5, 10, 15, 20, 25, 30] },
    { risk: 'medium' as const, picks: [1, 2, 3, 4, 5] },
    { risk: 'high' as const, picks: [7, 14, 21, 28] },
  ])(
    'returns its stated RTP on $risk risk with $picks.length picks',
    (params) => {
      const stream = fastStream(400 + params.picks.length);
      const result = measure(150_000, () => playKeno(stream, 1_000, params).payoutMinor / 1_000);
      const rtp = kenoRtp(params.risk, params.picks.length);
      expect(Math.abs(result.mean - rtp)).toBeLessThanOrEqual(result.halfWidth);
    },
    SIMULATION_TIMEOUT,
  );
});
