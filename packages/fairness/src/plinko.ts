import { binomial, type Fraction, reduceFraction } from './exact-fractions.js';
import { InvalidRoundError, mulDivCeil, settlePayout } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Plinko, with Stake's published mapping and payout tables. A board has 8 … 16 rows of pegs and
 * one float per row, in order: direction_i = ⌊float_i · 2⌋, 0 left, 1 right (KyranRana/stake-
 * provably-fair-api src/main/Plinko.ts). The ball ends in slot = the number of rights, 0 (far
 * left) … rows (far right), and pays the slot's multiplier of the table for its rows and risk
 * (low, medium or high). A win worth bet · multiplier is paid by the rounding rule of payout.ts
 * (the fraction of a cent decided by the float after the rows, float `rows`).
 *
 * The tables are Stake's, as KyranRana/stake-provably-fair-api publishes them
 * (src/main/resources/PlinkoMultiplierRows.json, commit 5dd1aad6a0625f07aad04ddba52a7a0f2c23c146):
 * symmetric, rows + 1 slots each. (lotuseuy/stake-provably-fair-verifier Games/PayoutTables.js
 * lists the same tables with four slips: a 1.2 for 1.4 in 10 medium, 75 for 76 in 10 high, a
 * missing 3 in 11 low and 7.3 for 4, 7.1 in 14 low; each breaks the symmetry or the row length.)
 * They are written here in hundredths (5.6× is 560).
 *
 * RTP, exactly from the binomial distribution (slot k has chance C(rows, k) / 2^rows):
 * RTP(rows, risk) = Σ C(rows, k) · m_k / 2^rows. The 27 tables return 98.906 % (8 and 10 rows,
 * medium) to 99.160 % (11 rows, high); `plinkoRtpFraction` computes each, the tests hold them.
 */

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  engine: 'plinko';
  rows: number;
  risk: PlinkoRisk;
  /** One direction per row, top to bottom. */
  path: ('left' | 'right')[];
  /** The slot the ball lands in: 0 (far left) … rows (far right). */
  slot: number;
  multiplier: number;
}

type Table = Readonly<Record<PlinkoRisk, readonly number[]>>;

/** Stake's multipliers in hundredths, by rows then risk, slot 0 first. */
// biome-ignore format: one table a line, as published.
export const PLINKO_MULTIPLIERS_X100: Readonly<Record<number, Table>> = {
  8: {
    low: [560, 210, 110, 100, 50, 100, 110, 210, 560],
    medium: [1300, 300, 130, 70, 40, 70, 130, 300, 1300],
    high: [2900, 400, 150, 30, 20, 30, 150, 400, 2900],
  },
  9: {
    low: [560, 200, 160, 100, 70, 70, 100, 160, 200, 560],
    medium: [1800, 400, 170, 90, 50, 50, 90, 170, 400, 1800],
    high: [4300, 700, 200, 60, 20, 20, 60, 200, 700, 4300],
  },
  10: {
    low: [890, 300, 140, 110, 100, 50, 100, 110, 140, 300, 890],
    medium: [2200, 500, 200, 140, 60, 40, 60, 140, 200, 500, 2200],
    high: [7600, 1000, 300, 90, 30, 20, 30, 90, 300, 1000, 7600],
  },
  11: {
    low: [840, 300, 190, 130, 100, 70, 70, 100, 130, 190, 300, 840],
    medium: [2400, 600, 300, 180, 70, 50, 50, 70, 180, 300, 600, 2400],
    high: [12000, 1400, 520, 140, 40, 20, 20, 40, 140, 520, 1400, 12000],
  },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50, 100, 110, 140, 160, 300, 1000],
    medium: [3300, 1100, 400, 200, 110, 60, 30, 60, 110, 200, 400, 1100, 3300],
    high: [17000, 2400, 810, 200, 70, 20, 20, 20, 70, 200, 810, 2400, 17000],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70, 70, 90, 120, 190, 300, 400, 810],
    medium: [4300, 1300, 600, 300, 130, 70, 40, 40, 70, 130, 300, 600, 1300, 4300],
    high: [26000, 3700, 1100, 400, 100, 20, 20, 20, 20, 100, 400, 1100, 3700, 26000],
  },
  14: {
    low: [710, 400, 190, 140, 130, 110, 100, 50, 100, 110, 130, 140, 190, 400, 710],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20, 50, 100, 190, 400, 700, 1500, 5800],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20, 20, 30, 190, 500, 1800, 5600, 42000],
  },
  15: {
    low: [1500, 800, 300, 200, 150, 110, 100, 70, 70, 100, 110, 150, 200, 300, 800, 1500],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30, 30, 50, 130, 300, 500, 1100, 1800, 8800],
    high: [62000, 8300, 2700, 800, 300, 50, 20, 20, 20, 20, 50, 300, 800, 2700, 8300, 62000],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50, 100, 110, 120, 140, 140, 200, 900, 1600],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30, 50, 100, 150, 300, 500, 1000, 4100, 11000],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20, 20, 20, 200, 400, 900, 2600, 13000, 100000],
  },
};

export function plinkoTable({ rows, risk }: PlinkoParams): readonly number[] {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new InvalidRoundError('Plinko has 8 to 16 rows.', 'params.rows');
  }
  if (!(PLINKO_RISKS as readonly string[]).includes(risk)) {
    throw new InvalidRoundError('The risk is low, medium or high.', 'params.risk');
  }
  return (PLINKO_MULTIPLIERS_X100[rows] as Table)[risk];
}

export function plinkoMaxPayout(betMinor: number, params: PlinkoParams): number {
  return mulDivCeil(betMinor, Math.max(...plinkoTable(params)), 100);
}

export function playPlinko(random: RandomStream, betMinor: number, params: PlinkoParams) {
  const table = plinkoTable(params);
  const path: PlinkoOutcome['path'] = [];
  for (let row = 0; row < params.rows; row += 1) {
    path.push(random.nextInt(2) === 1 ? 'right' : 'left');
  }
  const slot = path.filter((direction) => direction === 'right').length;
  const multiplierX100 = table[slot] as number;
  const outcome: PlinkoOutcome = {
    engine: 'plinko',
    rows: params.rows,
    risk: params.risk,
    path,
    slot,
    multiplier: multiplierX100 / 100,
  };
  const payoutMinor = settlePayout(betMinor, multiplierX100, 100, () => random.nextUint32());
  return { outcome, payoutMinor };
}

/** RTP(rows, risk) = Σ C(rows, k) · m_k / 2^rows, as an exact fraction in lowest terms. */
export function plinkoRtpFraction(params: PlinkoParams): Fraction {
  const table = plinkoTable(params);
  let numerator = 0n;
  table.forEach((multiplierX100, slot) => {
    numerator += binomial(params.rows, slot) * BigInt(multiplierX100);
  });
  return reduceFraction(numerator, 100n * 2n ** BigInt(params.rows));
}

export function plinkoRtp(params: PlinkoParams): number {
  const { numerator, denominator } = plinkoRtpFraction(params);
  return Number(numerator) / Number(denominator);
}

/** RTP in basis points, rounded down exactly (what the rules may state). */
export function plinkoRtpBps(params: PlinkoParams): number {
  const { numerator, denominator } = plinkoRtpFraction(params);
  return Number((numerator * 10_000n) / denominator);
}

/** Every table's parameters, rows then risk. */
export const PLINKO_OPTIONS: readonly PlinkoParams[] = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, index) => PLINKO_RISKS.map((risk) => ({ rows: PLINKO_MIN_ROWS + index, risk })),
).flat();
