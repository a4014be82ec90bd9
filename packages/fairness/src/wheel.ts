import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * The money wheel, a game show wheel in the manner of Evolution's Dream Catcher: 54 equal
 * segments, 52 of them values and 2 of them multipliers.
 *
 *   value (pays to one)   1    2    5    10   20   40   ×3   ×7
 *   segments              23   15   7    4    2    1    1    1
 *
 * A spin stops at segment ⌊float · 54⌋ of WHEEL_LAYOUT, each spin taking the round's next float.
 * A bet on a value wins when the wheel stops on that value and pays the value to one (the stake
 * comes back with value times the stake). A multiplier segment pays nothing itself: the wheel
 * spins again with every bet still on, and the next win is multiplied; multipliers multiply
 * each other (×3 then ×7: a 10 pays 210 to 1). A round spins at most WHEEL_MAX_SPINS = 3 times,
 * so it uses at most three floats and no multiplier exceeds 7 · 7 = 49: if the third spin stops
 * on a multiplier as well, the round is void and every bet is returned (probability 1 / 27³).
 * Payouts are whole cents because every multiplier is an integer.
 *
 * RTP of a bet on value v with n segments, exactly. Each spin stops on a multiplier with
 * probability b = 2/54 and the multipliers' expected factor per spin is a = (3 + 7)/54, so
 * summing over zero, one and two multipliers before the deciding stop:
 *   RTP(v) = n/54 · (v · (1 + a + a²) + (1 + b + b²)) + b³
 *          = (n · (889 v + 757) + 2) / 39 366
 *    1:  6310/6561  = 96.174 %    2: 38027/39366 = 96.599 %    5: 18208/19683 = 92.506 %
 *   10: 19295/19683 = 98.029 %   20: 18538/19683 = 94.183 %   40: 36319/39366 = 92.260 %
 * `wheelRtpFraction` finds the same fractions by enumerating every chain of spins of the layout
 * below, and the tests hold both.
 *
 * Why not ~96 % on every bet: with equal segments paying "to one" and multipliers that apply to
 * every value, RTP(v) = n(v) · (v·α + β) / 54 + b³ (here α = 1 + a + a², β = 1 + b + b²), so a
 * bet's return moves only with its count. The 10 and the 40 on 4 : 1 segments differ by
 * 3β / 54 ≥ 5.5 points, and other ratios are further apart (3 : 1 leaves the 10 a fifth below
 * the 40). A search over wheels of 48 to 72 segments with up to five multiplier segments (×2 to
 * ×10, up to four spins) found none with less than 5.7 points between its lowest and highest
 * bet. This layout keeps every bet between 92.2 % and 98.1 %, and the most played bets (1 and 2)
 * near 96 %; Dream Catcher's own (×2 and ×7, no bound) returns 90.8–96.6 %.
 */

export type WheelOutcome = Extract<RoundOutcome, { engine: 'wheel' }>;
export type WheelSegment = '1' | '2' | '5' | '10' | '20' | '40';
export type WheelMultiplierStop = 'x3' | 'x7';
/** Everything a spin can stop on (the contract's WHEEL_STOPS; a test holds the two equal). */
export type WheelStop = WheelSegment | WheelMultiplierStop;
export interface WheelParams {
  bets: { segment: WheelSegment; amount: number }[];
}
export interface WheelSpin {
  index: number;
  stop: WheelStop;
}

/**
 * The most spins a round has. The contract's outcome schema bounds `spins` by its own
 * WHEEL_MAX_SPINS: the engines take only types from the contract, whose modules load the schema
 * library at run time, which a verifier has no use for. A test holds the two equal.
 */
export const WHEEL_MAX_SPINS = 3;

/** What each multiplier segment multiplies the next win by. */
export const WHEEL_MULTIPLIERS: Readonly<Record<WheelMultiplierStop, number>> = { x3: 3, x7: 7 };

/**
 * The wheel's segments in order, clockwise from the pointer at rest. Each value's segments are
 * spread evenly, no two equal segments touch, and the two multipliers face each other.
 */
// biome-ignore format: one line per quarter of the wheel reads like the wheel.
export const WHEEL_LAYOUT: readonly WheelStop[] = [
  '40', '1', '2', '1', '20', '5', '2', '1', '10', '1', '2', '1', '2', '5',
  '1', 'x3', '1', '2', '1', '2', '1', '5', '10', '1', '2', '1', '2',
  '1', '5', '1', '2', '20', '1', '2', '1', '10', '5', '1', '2', '1', '2',
  '1', 'x7', '5', '1', '2', '1', '2', '1', '10', '1', '5', '2', '1',
];
export const WHEEL_SIZE = WHEEL_LAYOUT.length;

function countOf(stop: WheelStop): number {
  return WHEEL_LAYOUT.filter((entry) => entry === stop).length;
}

/** How many segments each value has. */
export const WHEEL_SEGMENT_COUNTS: Readonly<Record<WheelSegment, number>> = {
  '1': countOf('1'),
  '2': countOf('2'),
  '5': countOf('5'),
  '10': countOf('10'),
  '20': countOf('20'),
  '40': countOf('40'),
};

export function isWheelMultiplier(stop: WheelStop): stop is WheelMultiplierStop {
  return Object.hasOwn(WHEEL_MULTIPLIERS, stop);
}

/** The largest multiplier a win can carry: the largest segment, on every spin but the last. */
export const WHEEL_MAX_MULTIPLIER =
  Math.max(...Object.values(WHEEL_MULTIPLIERS)) ** (WHEEL_MAX_SPINS - 1);

/** A round's spins: the deciding stop's value (null: void) and the multiplier its win carries. */
export interface WheelChain {
  spins: WheelSpin[];
  segment: WheelSegment | null;
  multiplier: number;
}

/** Spins until a value, or until the last allowed spin: one float per spin, in order. */
function spinChain(nextIndex: () => number): WheelChain {
  const spins: WheelSpin[] = [];
  let multiplier = 1;
  for (let spin = 1; spin <= WHEEL_MAX_SPINS; spin += 1) {
    const index = nextIndex();
    const stop = WHEEL_LAYOUT[index] as WheelStop;
    spins.push({ index, stop });
    if (!isWheelMultiplier(stop)) return { spins, segment: stop, multiplier };
    if (spin < WHEEL_MAX_SPINS) multiplier *= WHEEL_MULTIPLIERS[stop];
  }
  return { spins, segment: null, multiplier };
}

/** What the bets are paid for a chain: the backed value's win, or every stake when void. */
function chainPayout(chain: WheelChain, params: WheelParams): number {
  if (chain.segment === null) return params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  const winning = params.bets.find((bet) => bet.segment === chain.segment);
  return winning ? winning.amount * (Number(chain.segment) * chain.multiplier + 1) : 0;
}

/**
 * Every possible round as a chain of stops, with its weight: its probability is
 * weight / WHEEL_SIZE^WHEEL_MAX_SPINS (a chain of k spins has probability 1 / WHEEL_SIZE^k).
 */
export function wheelChains(): readonly { chain: WheelChain; weight: bigint }[] {
  const chains: { chain: WheelChain; weight: bigint }[] = [];
  const size = BigInt(WHEEL_SIZE);
  const walk = (prefix: readonly number[]) => {
    for (let index = 0; index < WHEEL_SIZE; index += 1) {
      const indexes = [...prefix, index];
      const stop = WHEEL_LAYOUT[index] as WheelStop;
      if (isWheelMultiplier(stop) && indexes.length < WHEEL_MAX_SPINS) {
        walk(indexes);
        continue;
      }
      let next = 0;
      const chain = spinChain(() => indexes[next++] as number);
      chains.push({ chain, weight: size ** BigInt(WHEEL_MAX_SPINS - indexes.length) });
    }
  };
  walk([]);
  return chains;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** A bet's RTP as an exact fraction in lowest terms, from every chain the wheel can spin. */
export function wheelRtpFraction(segment: WheelSegment): {
  numerator: bigint;
  denominator: bigint;
} {
  const params = { bets: [{ segment, amount: 1 }] };
  let numerator = 0n;
  for (const { chain, weight } of wheelChains()) {
    numerator += weight * BigInt(chainPayout(chain, params));
  }
  const denominator = BigInt(WHEEL_SIZE) ** BigInt(WHEEL_MAX_SPINS);
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Each bet's RTP, exact up to the float that holds it. */
export const WHEEL_RTP: Readonly<Record<WheelSegment, number>> = (() => {
  const rtp = (segment: WheelSegment) => {
    const { numerator, denominator } = wheelRtpFraction(segment);
    return Number(numerator) / Number(denominator);
  };
  return {
    '1': rtp('1'),
    '2': rtp('2'),
    '5': rtp('5'),
    '10': rtp('10'),
    '20': rtp('20'),
    '40': rtp('40'),
  };
})();

export function wheelRtp(segment: WheelSegment): number {
  return WHEEL_RTP[segment];
}

/** A bet's RTP in basis points, rounded down exactly (the figure the game's rules show). */
export function wheelRtpBps(segment: WheelSegment): number {
  const { numerator, denominator } = wheelRtpFraction(segment);
  return Number((numerator * 10_000n) / denominator);
}

function requireWheelBets(betMinor: number, params: WheelParams): void {
  const segments = new Set(params.bets.map((bet) => bet.segment));
  if (segments.size !== params.bets.length) {
    throw new InvalidRoundError('Place at most one bet per segment.', 'params.bets');
  }
  const total = params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (total !== betMinor) {
    throw new InvalidRoundError('The bet must equal the sum of the amounts placed.', 'bet');
  }
}

/**
 * The most a round with these bets can pay: the best bet's win at the largest multiplier, or
 * the whole stake returned by a void round, whichever is more.
 */
export function wheelMaxPayout(betMinor: number, params: WheelParams): number {
  requireWheelBets(betMinor, params);
  return Math.max(
    betMinor,
    ...params.bets.map((bet) => bet.amount * (Number(bet.segment) * WHEEL_MAX_MULTIPLIER + 1)),
  );
}

export function playWheel(random: RandomStream, betMinor: number, params: WheelParams) {
  requireWheelBets(betMinor, params);
  const chain = spinChain(() => random.nextInt(WHEEL_SIZE));
  const last = chain.spins[chain.spins.length - 1] as WheelSpin;
  const outcome: WheelOutcome = {
    engine: 'wheel',
    index: last.index,
    segment: chain.segment,
    spins: chain.spins,
    multiplier: chain.multiplier,
  };
  return { outcome, payoutMinor: chainPayout(chain, params) };
}
