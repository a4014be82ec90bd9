import { binomial, type Fraction, reduceFraction } from './exact-fractions.js';
import { InvalidRoundError, mulDivCeil, settlePayout } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Keno, with Stake's published mapping and paytables. The board has 40 numbers, shown 1 … 40;
 * the player picks 1 … 10 of them and a risk (classic, low, medium, high); the round draws 10
 * numbers without repeats from its first 10 floats, as Stake's game-events page and the public
 * verifiers (KyranRana/stake-provably-fair-api src/main/Keno.ts, lotuseuy/stake-provably-fair-
 * verifier Games/Keno.js) do:
 *
 *   remaining = [1, 2, …, 40]
 *   for i = 0 … 9:  draw remaining[⌊float_i · (40 − i)⌋] and take it out of remaining
 *
 * (lotuseuy numbers the squares 0 … 39: the same draw, each number one less). The bet pays the
 * multiplier of the paytable for its risk and number of picks at its number of hits (picks that
 * were drawn); a win worth bet · multiplier is paid by the rounding rule of payout.ts (the
 * fraction of a cent decided by float 10).
 *
 * The paytables are Stake's, the same in every public copy we compared (Stake's own blog states
 * the shape: classic tops out at 100×, the other risks at 1 000× for 10 hits of 10). A number of
 * hits a row does not list pays nothing; the low risk with one pick pays 0.7× for no hit and the
 * medium 0.4×, as on Stake.
 *
 * RTP, exactly from the hypergeometric distribution (h hits of p picks has chance
 * C(p, h) · C(40 − p, 10 − h) / C(40, 10)): RTP(risk, p) = Σ_h that chance · m_h. The 40 tables
 * return 98.654 % (medium and high, 2 picks) to 99.069 % (low, 9 picks); `kenoRtpFraction`
 * computes each, the tests hold them.
 */

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];

export interface KenoParams {
  risk: KenoRisk;
  /** The numbers picked, 1 … 40, no repeats, 1 to 10 of them. */
  picks: readonly number[];
}

export interface KenoOutcome {
  engine: 'keno';
  risk: KenoRisk;
  picks: number[];
  /** The 10 numbers drawn, in the order they were drawn. */
  drawn: number[];
  /** The picks that were drawn, in the order of the picks. */
  hits: number[];
  multiplier: number;
}

/**
 * Stake's multipliers in hundredths (3.96× is 396): by risk, then row p − 1 for p picks, whose
 * entry h is the multiplier for h hits.
 */
// biome-ignore format: one paytable row a line, as published.
export const KENO_MULTIPLIERS_X100: Readonly<Record<KenoRisk, readonly (readonly number[])[]>> = {
  classic: [
    [0, 396],
    [0, 190, 450],
    [0, 100, 310, 1040],
    [0, 80, 180, 500, 2250],
    [0, 25, 140, 410, 1650, 3600],
    [0, 0, 100, 368, 700, 1650, 4000],
    [0, 0, 47, 300, 450, 1400, 3100, 6000],
    [0, 0, 0, 220, 400, 1300, 2200, 5500, 7000],
    [0, 0, 0, 155, 300, 800, 1500, 4400, 6000, 8500],
    [0, 0, 0, 140, 225, 450, 800, 1700, 5000, 8000, 10000],
  ],
  low: [
    [70, 185],
    [0, 200, 380],
    [0, 110, 138, 2600],
    [0, 0, 220, 790, 9000],
    [0, 0, 150, 420, 1300, 30000],
    [0, 0, 110, 200, 620, 10000, 70000],
    [0, 0, 110, 160, 350, 1500, 22500, 70000],
    [0, 0, 110, 150, 200, 550, 3900, 10000, 80000],
    [0, 0, 110, 130, 170, 250, 750, 5000, 25000, 100000],
    [0, 0, 110, 120, 130, 180, 350, 1300, 5000, 25000, 100000],
  ],
  medium: [
    [40, 275],
    [0, 180, 510],
    [0, 0, 280, 5000],
    [0, 0, 170, 1000, 10000],
    [0, 0, 140, 400, 1400, 39000],
    [0, 0, 0, 300, 900, 18000, 71000],
    [0, 0, 0, 200, 700, 3000, 40000, 80000],
    [0, 0, 0, 200, 400, 1100, 6700, 40000, 90000],
    [0, 0, 0, 200, 250, 500, 1500, 10000, 50000, 100000],
    [0, 0, 0, 160, 200, 400, 700, 2600, 10000, 50000, 100000],
  ],
  high: [
    [0, 396],
    [0, 0, 1710],
    [0, 0, 0, 8150],
    [0, 0, 0, 1000, 25900],
    [0, 0, 0, 450, 4800, 45000],
    [0, 0, 0, 0, 1100, 35000, 71000],
    [0, 0, 0, 0, 700, 9000, 40000, 80000],
    [0, 0, 0, 0, 500, 2000, 27000, 60000, 90000],
    [0, 0, 0, 0, 400, 1100, 5600, 50000, 80000, 100000],
    [0, 0, 0, 0, 350, 800, 1300, 6300, 50000, 80000, 100000],
  ],
};

function requireRisk(risk: string): asserts risk is KenoRisk {
  if (!(KENO_RISKS as readonly string[]).includes(risk)) {
    throw new InvalidRoundError('The risk is classic, low, medium or high.', 'params.risk');
  }
}

function requirePicks(picks: readonly number[]): void {
  if (picks.length < 1 || picks.length > KENO_MAX_PICKS) {
    throw new InvalidRoundError('Pick 1 to 10 numbers.', 'params.picks');
  }
  const seen = new Set<number>();
  for (const pick of picks) {
    if (!Number.isInteger(pick) || pick < 1 || pick > KENO_NUMBERS) {
      throw new InvalidRoundError('A pick is a whole number from 1 to 40.', 'params.picks');
    }
    if (seen.has(pick)) throw new InvalidRoundError('Each number is picked once.', 'params.picks');
    seen.add(pick);
  }
}

/** The paytable row for a risk and a number of picks: entry h is the multiplier × 100 for h hits. */
export function kenoPaytable(risk: KenoRisk, pickCount: number): readonly number[] {
  requireRisk(risk);
  const row = KENO_MULTIPLIERS_X100[risk][pickCount - 1];
  if (!Number.isInteger(pickCount) || row === undefined) {
    throw new InvalidRoundError('Pick 1 to 10 numbers.', 'params.picks');
  }
  return row;
}

/** The 10 numbers (1 … 40) the round's first 10 floats draw, in order. */
export function kenoDraw(random: RandomStream): number[] {
  const remaining = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const [number] = remaining.splice(random.nextInt(KENO_NUMBERS - i), 1);
    drawn.push(number as number);
  }
  return drawn;
}

export function kenoMaxPayout(betMinor: number, params: KenoParams): number {
  requirePicks(params.picks);
  return mulDivCeil(betMinor, Math.max(...kenoPaytable(params.risk, params.picks.length)), 100);
}

export function playKeno(random: RandomStream, betMinor: number, params: KenoParams) {
  requireRisk(params.risk);
  requirePicks(params.picks);
  const row = kenoPaytable(params.risk, params.picks.length);
  const drawn = kenoDraw(random);
  const drawnSet = new Set(drawn);
  const hits = params.picks.filter((pick) => drawnSet.has(pick));
  const multiplierX100 = row[hits.length] as number;
  const outcome: KenoOutcome = {
    engine: 'keno',
    risk: params.risk,
    picks: [...params.picks],
    drawn,
    hits,
    multiplier: multiplierX100 / 100,
  };
  const payoutMinor = settlePayout(betMinor, multiplierX100, 100, () => random.nextUint32());
  return { outcome, payoutMinor };
}

/** The chance of h hits with p picks, as C(p, h) · C(40 − p, 10 − h) out of C(40, 10). */
export function kenoHitWeight(pickCount: number, hits: number): bigint {
  return binomial(pickCount, hits) * binomial(KENO_NUMBERS - pickCount, KENO_DRAWN - hits);
}

/** RTP(risk, p) = Σ_h C(p, h) · C(40 − p, 10 − h) · m_h / C(40, 10), exactly, in lowest terms. */
export function kenoRtpFraction(risk: KenoRisk, pickCount: number): Fraction {
  const row = kenoPaytable(risk, pickCount);
  let numerator = 0n;
  row.forEach((multiplierX100, hits) => {
    numerator += kenoHitWeight(pickCount, hits) * BigInt(multiplierX100);
  });
  return reduceFraction(numerator, 100n * binomial(KENO_NUMBERS, KENO_DRAWN));
}

export function kenoRtp(risk: KenoRisk, pickCount: number): number {
  const { numerator, denominator } = kenoRtpFraction(risk, pickCount);
  return Number(numerator) / Number(denominator);
}

/** RTP in basis points, rounded down exactly. */
export function kenoRtpBps(risk: KenoRisk, pickCount: number): number {
  const { numerator, denominator } = kenoRtpFraction(risk, pickCount);
  return Number((numerator * 10_000n) / denominator);
}
