import { describe, expect, it } from 'vitest';
import { settleFractionPayout } from './exact-fractions.js';
import {
  MINES_MAX,
  MINES_MIN,
  MINES_RTP,
  MINES_SHUFFLE_FLOATS,
  MINES_TILES,
  minesMaxPayout,
  minesMultiplier,
  minesMultiplierFraction,
  minesRtpFraction,
  minesShuffle,
  playMines,
} from './mines.js';
import { InvalidRoundError, settlePayout } from './payout.js';
import { createRandomStream, type RandomStream } from './random.js';
import { fastStream, measure } from './test-random.test-support.js';
import { KYRANRANA_ROUNDS } from './vectors/kyranrana-vectors.js';

/*
 * Vectors, copied as data only:
 * - KyranRana/stake-provably-fair-api src/test/Mines.test.ts (commit 5dd1aad6a0625f07aad04ddba52a7a0f2c23c146):
 *   for its three seed triples (kyranrana-vectors.ts), the 24 mines of a 24-mine board, tiles
 *   numbered 1 … 25 and sorted, each linked there to Stake's own calculator;
 * - lotuseuy/stake-provably-fair-verifier Tests/Games/Mines.test.js (commit
 *   794f875bf6dab522ba6c2501a928f45171ece275): 49 real Stake rounds of one revealed seed pair,
 *   nonces 1 … 49, the full shuffle of 24 tiles (0 … 24) in the order they are taken.
 */

const KYRANRANA_MINES: readonly (readonly number[])[] = [
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25],
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25],
  [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25],
];

const LOTUSEUY_MINES = {
  serverSeed: 'e8c495e2af38633f6ad42e0da12c8e3de7420d5284d054e36e83fdd2f13db44d',
  clientSeed: 'huoauPze',
  firstNonce: 1,
  // biome-ignore format: one round a line.
  results: [
    [2, 12, 5, 15, 6, 1, 14, 18, 23, 22, 21, 19, 0, 4, 13, 11, 16, 17, 3, 7, 24, 20, 10, 8],
    [0, 11, 6, 8, 15, 17, 7, 21, 3, 10, 5, 22, 23, 18, 24, 14, 16, 2, 1, 4, 12, 20, 9, 13],
    [6, 3, 2, 23, 20, 13, 5, 12, 9, 18, 1, 11, 0, 15, 19, 4, 21, 17, 10, 14, 22, 7, 24, 8],
    [12, 10, 7, 2, 6, 14, 20, 8, 15, 21, 19, 0, 5, 13, 23, 16, 11, 17, 18, 1, 9, 22, 24, 3],
    [9, 14, 12, 23, 17, 20, 24, 8, 3, 4, 7, 2, 22, 18, 6, 15, 16, 11, 1, 10, 0, 21, 5, 13],
    [20, 9, 22, 4, 13, 21, 0, 1, 23, 19, 5, 10, 18, 2, 15, 12, 8, 16, 6, 3, 17, 14, 7, 11],
    [13, 17, 19, 6, 4, 14, 11, 0, 23, 15, 8, 10, 7, 21, 2, 5, 22, 16, 12, 18, 3, 1, 24, 9],
    [17, 19, 3, 12, 11, 7, 5, 24, 18, 21, 20, 14, 22, 2, 15, 10, 13, 0, 6, 16, 23, 9, 8, 4],
    [0, 6, 3, 17, 12, 14, 19, 10, 22, 20, 21, 15, 16, 5, 11, 23, 4, 1, 7, 2, 9, 24, 8, 18],
    [18, 23, 22, 9, 0, 2, 13, 19, 16, 11, 20, 7, 1, 14, 5, 8, 12, 21, 15, 10, 6, 4, 17, 3],
    [15, 17, 14, 2, 21, 1, 24, 12, 16, 18, 0, 6, 4, 9, 11, 5, 13, 20, 19, 22, 3, 10, 23, 7],
    [6, 10, 18, 22, 17, 4, 11, 19, 9, 1, 12, 0, 5, 2, 7, 3, 13, 24, 21, 16, 8, 15, 20, 23],
    [16, 20, 2, 3, 19, 14, 15, 9, 23, 0, 22, 13, 1, 17, 10, 11, 5, 18, 6, 24, 4, 7, 8, 21],
    [16, 14, 4, 13, 2, 12, 18, 11, 6, 7, 22, 9, 15, 24, 0, 21, 23, 17, 3, 5, 10, 1, 19, 20],
    [11, 5, 14, 1, 9, 6, 21, 18, 12, 4, 17, 22, 15, 10, 3, 19, 8, 16, 7, 20, 24, 23, 0, 13],
    [21, 22, 18, 4, 23, 1, 8, 2, 14, 16, 19, 6, 12, 20, 7, 9, 0, 3, 10, 15, 5, 17, 11, 13],
    [5, 24, 0, 6, 17, 16, 11, 1, 22, 12, 3, 19, 14, 21, 10, 13, 7, 2, 15, 9, 18, 4, 20, 23],
    [12, 16, 4, 11, 13, 24, 14, 18, 22, 6, 5, 20, 19, 8, 3, 23, 10, 7, 2, 21, 1, 17, 0, 15],
    [18, 3, 20, 4, 1, 15, 7, 13, 14, 22, 8, 11, 9, 6, 16, 0, 21, 2, 12, 5, 19, 23, 24, 17],
    [8, 9, 2, 10, 23, 0, 22, 11, 3, 20, 1, 14, 15, 6, 5, 16, 12, 24, 19, 21, 7, 18, 17, 13],
    [7, 22, 4, 0, 1, 19, 16, 17, 3, 18, 21, 6, 8, 13, 15, 24, 11, 9, 10, 23, 5, 12, 20, 2],
    [1, 5, 17, 16, 23, 22, 7, 15, 8, 6, 9, 0, 14, 24, 21, 3, 4, 18, 11, 10, 12, 2, 19, 13],
    [15, 13, 0, 4, 5, 20, 23, 3, 16, 12, 18, 22, 9, 17, 10, 7, 21, 2, 6, 8, 11, 1, 19, 24],
    [22, 9, 0, 19, 1, 6, 2, 20, 24, 21, 8, 4, 15, 7, 13, 5, 3, 23, 17, 10, 18, 16, 11, 12],
    [19, 2, 17, 23, 8, 21, 5, 20, 18, 11, 13, 14, 7, 15, 4, 16, 9, 22, 3, 1, 24, 12, 0, 10],
    [1, 18, 23, 12, 20, 17, 8, 0, 5, 22, 16, 19, 10, 9, 14, 3, 15, 2, 4, 24, 6, 7, 21, 13],
    [22, 13, 9, 2, 14, 3, 11, 16, 18, 7, 8, 1, 4, 12, 17, 19, 21, 5, 24, 6, 15, 20, 23, 0],
    [2, 3, 0, 6, 23, 7, 17, 20, 4, 16, 14, 9, 11, 1, 15, 24, 8, 18, 13, 10, 5, 19, 21, 12],
    [0, 9, 20, 4, 3, 23, 15, 14, 17, 8, 6, 22, 13, 10, 12, 11, 5, 24, 18, 19, 21, 16, 1, 2],
    [1, 12, 21, 23, 11, 18, 13, 22, 8, 17, 5, 3, 19, 24, 9, 10, 14, 15, 16, 20, 0, 7, 2, 6],
    [13, 22, 10, 18, 5, 2, 0, 1, 19, 17, 21, 24, 23, 9, 16, 12, 6, 7, 20, 14, 4, 8, 3, 15],
    [19, 7, 14, 23, 17, 5, 9, 16, 10, 3, 8, 4, 20, 13, 12, 1, 15, 2, 0, 6, 11, 22, 18, 24],
    [0, 15, 4, 3, 18, 23, 12, 14, 6, 10, 16, 13, 17, 11, 1, 8, 21, 20, 24, 19, 9, 5, 2, 7],
    [8, 3, 6, 14, 7, 21, 11, 13, 18, 19, 1, 2, 10, 4, 20, 0, 5, 9, 23, 15, 16, 24, 22, 17],
    [21, 10, 7, 11, 12, 20, 1, 15, 5, 4, 9, 2, 16, 14, 19, 8, 13, 22, 17, 6, 24, 0, 23, 18],
    [6, 12, 18, 10, 4, 17, 1, 20, 3, 2, 23, 24, 8, 15, 14, 19, 0, 5, 13, 9, 22, 7, 16, 11],
    [0, 23, 2, 7, 20, 6, 10, 13, 22, 9, 14, 19, 17, 16, 11, 15, 1, 8, 18, 12, 3, 24, 5, 4],
    [6, 20, 1, 8, 17, 5, 4, 2, 11, 23, 14, 10, 22, 15, 16, 24, 18, 12, 3, 7, 9, 13, 19, 21],
    [7, 6, 8, 9, 16, 15, 22, 19, 21, 2, 3, 20, 5, 12, 4, 17, 14, 11, 10, 24, 0, 1, 23, 18],
    [24, 9, 22, 20, 12, 18, 16, 19, 1, 5, 3, 21, 2, 6, 23, 15, 11, 17, 8, 0, 14, 4, 13, 7],
    [3, 7, 5, 24, 8, 12, 15, 18, 6, 2, 21, 4, 11, 10, 17, 13, 22, 16, 14, 1, 9, 0, 23, 20],
    [11, 16, 24, 1, 19, 17, 3, 23, 13, 10, 22, 8, 15, 14, 18, 21, 2, 7, 4, 6, 12, 9, 20, 0],
    [11, 9, 5, 3, 2, 23, 19, 16, 13, 20, 7, 8, 24, 15, 21, 17, 18, 0, 1, 22, 14, 10, 12, 6],
    [2, 6, 8, 4, 16, 0, 1, 18, 24, 22, 7, 15, 10, 14, 3, 5, 20, 9, 11, 21, 12, 13, 19, 23],
    [24, 19, 14, 13, 11, 22, 0, 16, 20, 7, 5, 6, 10, 8, 3, 18, 12, 2, 1, 21, 15, 9, 4, 23],
    [19, 1, 8, 4, 24, 12, 5, 18, 20, 0, 9, 11, 10, 21, 14, 17, 6, 13, 7, 22, 3, 23, 2, 16],
    [3, 11, 22, 21, 1, 20, 24, 7, 16, 5, 13, 12, 18, 0, 6, 4, 2, 17, 9, 10, 19, 23, 15, 14],
    [5, 4, 9, 10, 1, 7, 13, 20, 24, 21, 15, 17, 16, 8, 0, 19, 22, 18, 6, 12, 23, 3, 11, 14],
    [20, 22, 4, 15, 21, 10, 3, 12, 2, 9, 14, 18, 23, 11, 7, 6, 8, 24, 19, 5, 1, 17, 16, 13],
  ],
} as const;

/** Simulations are CPU-bound: on a shared two-core machine they need more than the default. */
const SIMULATION_TIMEOUT = 120_000;

const seedsOf = (round: { serverSeed: string; clientSeed: string; nonce: number }) => ({
  serverSeed: round.serverSeed,
  clientSeed: round.clientSeed,
  nonce: round.nonce,
});

describe('mines vectors', () => {
  it.each(KYRANRANA_ROUNDS.map((round, index) => [round.nonce, round, index] as const))(
    'places the 24 mines of KyranRana nonce %i where Stake does',
    (_, round, index) => {
      const mines = minesShuffle(createRandomStream(seedsOf(round)))
        .map((tile) => tile + 1)
        .sort((a, b) => a - b);
      expect(mines).toEqual(KYRANRANA_MINES[index]);
    },
  );

  it('shuffles the tiles of 49 recorded Stake rounds in the recorded order', () => {
    LOTUSEUY_MINES.results.forEach((expected, index) => {
      const random = createRandomStream({
        serverSeed: LOTUSEUY_MINES.serverSeed,
        clientSeed: LOTUSEUY_MINES.clientSeed,
        nonce: LOTUSEUY_MINES.firstNonce + index,
      });
      expect(minesShuffle(random)).toEqual(expected);
    });
  });

  it('takes the first N tiles of the shuffle as the N mines', () => {
    const seeds = { serverSeed: LOTUSEUY_MINES.serverSeed, clientSeed: LOTUSEUY_MINES.clientSeed };
    for (const mines of [1, 3, 5, 24]) {
      const round = playMines(createRandomStream({ ...seeds, nonce: 1 }), 100, {
        mines,
        reveals: [],
        cashout: false,
      });
      const expected = LOTUSEUY_MINES.results[0].slice(0, mines);
      expect(round.outcome.mine_tiles).toEqual([...expected].sort((a, b) => a - b));
      expect(round.finished).toBe(false);
    }
  });
});

describe('mines multipliers', () => {
  it("pays Stake's 0.99 · C(25, k) / C(25 − N, k)", () => {
    expect(minesMultiplier(1, 1)).toBe(1.03125); // Stake shows 1.03×
    expect(minesMultiplier(3, 1)).toBe(1.125); // 1.13× shown
    expect(minesMultiplier(3, 2)).toBeCloseTo((0.99 * 300) / 231, 12); // 1.29× shown
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(1, 24)).toBe(24.75); // the last safe tile of one mine
    expect(minesMultiplierFraction(5, 20)).toEqual({ numerator: 525_987n, denominator: 10n });
    expect(minesMultiplier(7, 0)).toBe(1);
  });

  it('returns exactly 99 % for every number of mines and every cash-out', () => {
    for (let mines = MINES_MIN; mines <= MINES_MAX; mines += 1) {
      for (let k = 1; k <= MINES_TILES - mines; k += 1) {
        expect(minesRtpFraction(mines, k)).toEqual({ numerator: 99n, denominator: 100n });
      }
    }
  });

  it('bounds the payout by every safe tile revealed', () => {
    expect(minesMaxPayout(100, 1)).toBe(2475);
    expect(minesMaxPayout(10, 5)).toBe(525_987); // 10 · 52 598.7
    expect(minesMaxPayout(1, 5)).toBe(52_599); // 52 598.7, the fraction rounded up
  });
});

describe('settleFractionPayout', () => {
  it('pays as payout.ts settles, for any fraction and deciding number', () => {
    const draw = fastStream(7);
    for (let i = 0; i < 20_000; i += 1) {
      const bet = 1 + draw.nextInt(100_000);
      const numerator = 1 + draw.nextInt(1_000_000);
      const denominator = 1 + draw.nextInt(10_000);
      const u = draw.nextUint32();
      const fraction = { numerator: BigInt(numerator), denominator: BigInt(denominator) };
      expect(settleFractionPayout(bet, fraction, () => u)).toBe(
        settlePayout(bet, numerator, denominator, () => u),
      );
    }
  });
});

describe('mines rounds', () => {
  // Nonce 1 of the recorded pair: mines first at 2, 12, 5, … (the table above).
  const seeds = { serverSeed: LOTUSEUY_MINES.serverSeed, clientSeed: LOTUSEUY_MINES.clientSeed };
  const random = () => createRandomStream({ ...seeds, nonce: 1 });

  it('ends with nothing on a mine', () => {
    const round = playMines(random(), 100, { mines: 3, reveals: [0, 12], cashout: false });
    expect(round.outcome.status).toBe('busted');
    expect(round.outcome.mine_tiles).toEqual([2, 5, 12]);
    expect(round.payoutMinor).toBe(0);
    expect(round.finished).toBe(true);
  });

  it('cashes out at the exact multiplier, the cent decided by float 24', () => {
    const stream = random();
    const round = playMines(stream, 100, { mines: 3, reveals: [0], cashout: true });
    expect(round.outcome.status).toBe('cashed_out');
    // 100 · 1.125 = 112.5 cents: 112, or 113 when float 24 is below one half.
    const float24 = createRandomStream({ ...seeds, nonce: 1 });
    for (let i = 0; i < 24; i += 1) float24.nextUint32();
    expect(round.payoutMinor).toBe(float24.nextUint32() < 2 ** 31 ? 113 : 112);
    expect(stream.used).toBe(25);
  });

  it('cashes out by itself on the last safe tile, and refuses what the rules do not allow', () => {
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => tile !== 2);
    const round = playMines(random(), 100, { mines: 1, reveals: safe, cashout: false });
    expect(round.outcome.status).toBe('cashed_out');
    expect(round.payoutMinor).toBe(2475);
    expect(() =>
      playMines(random(), 100, { mines: 1, reveals: [...safe, 2], cashout: false }),
    ).toThrow(InvalidRoundError);
    expect(() => playMines(random(), 100, { mines: 3, reveals: [], cashout: true })).toThrow(
      InvalidRoundError,
    );
    expect(() =>
      playMines(random(), 100, { mines: 3, reveals: [0, 12, 1], cashout: false }),
    ).toThrow(InvalidRoundError);
    expect(() => playMines(random(), 100, { mines: 3, reveals: [0, 0], cashout: true })).toThrow(
      InvalidRoundError,
    );
    expect(() => playMines(random(), 100, { mines: 25, reveals: [], cashout: false })).toThrow(
      InvalidRoundError,
    );
    expect(() => playMines(random(), 100, { mines: 0, reveals: [], cashout: false })).toThrow(
      InvalidRoundError,
    );
  });

  /** The next round's 25 numbers (24 for the shuffle, one for the cent), replayable. */
  function nextRound(source: RandomStream): () => RandomStream {
    const numbers = Array.from({ length: MINES_SHUFFLE_FLOATS + 1 }, () => source.nextUint32());
    return () => {
      let used = 0;
      const nextUint32 = () => numbers[used++] as number;
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

  it.each([
    { mines: 1, tiles: 12 },
    { mines: 3, tiles: 2 },
    { mines: 10, tiles: 4 },
    { mines: 24, tiles: 1 },
  ])(
    'returns 99 % with $mines mines cashing out after $tiles tiles (simulated)',
    ({ mines, tiles }) => {
      const source = fastStream(100 + mines);
      const plan = [0, 6, 12, 18, 24, 4, 8, 16, 20, 1, 3, 5].slice(0, tiles);
      const result = measure(mines >= 10 ? 150_000 : 60_000, () => {
        const round = nextRound(source);
        // The player stops at the first mine: reveal the plan up to it.
        const mineTiles = new Set(minesShuffle(round()).slice(0, mines));
        const stop = plan.findIndex((tile) => mineTiles.has(tile));
        const reveals = stop === -1 ? plan : plan.slice(0, stop + 1);
        return playMines(round(), 10_000, { mines, reveals, cashout: true }).payoutMinor / 10_000;
      });
      expect(Math.abs(result.mean - MINES_RTP)).toBeLessThanOrEqual(result.halfWidth);
    },
    SIMULATION_TIMEOUT,
  );
});
