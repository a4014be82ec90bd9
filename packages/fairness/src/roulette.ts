import type { RoundOutcome } from '@satsino/contract/games';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * European roulette, single zero: the pocket is ⌊float · 37⌋. Standard payouts (to one):
 * straight 35, split 17, street 11, corner 8, line 5, dozen and column 2, red/black, even/odd,
 * low/high 1. Zero loses every outside bet (no la partage). Every bet covering k numbers pays
 * 36 / k times its stake, so each has RTP 36 / 37 = 97.297 % (edge 2.70 %).
 *
 * Inside bets name their numbers (any order) and must be a real place on the table:
 * split: two numbers side by side (including 0–1, 0–2, 0–3); street: a row of three (or the
 * trios 0-1-2, 0-2-3); corner: four numbers meeting at a corner (or 0-1-2-3, first four);
 * line: two adjacent rows. Dozen and column take [1], [2] or [3]; outside bets take [].
 */

export type RouletteOutcome = Extract<RoundOutcome, { engine: 'roulette' }>;
export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'even'
  | 'odd'
  | 'low'
  | 'high';
export interface RouletteBet {
  kind: RouletteBetKind;
  numbers: number[];
  amount: number;
}
export interface RouletteParams {
  bets: RouletteBet[];
}

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export function pocketColor(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every valid inside bet of the table, by kind, as sorted number keys. */
function insideBets(): Record<'straight' | 'split' | 'street' | 'corner' | 'line', Set<string>> {
  const straight = new Set<string>();
  const split = new Set<string>(['0-1', '0-2', '0-3']);
  const street = new Set<string>(['0-1-2', '0-2-3']);
  const corner = new Set<string>(['0-1-2-3']);
  const line = new Set<string>();
  for (let n = 0; n <= 36; n += 1) straight.add(String(n));
  for (let n = 1; n <= 36; n += 1) {
    const column = (n - 1) % 3;
    if (column < 2) split.add(key([n, n + 1]));
    if (n + 3 <= 36) split.add(key([n, n + 3]));
    if (column < 2 && n + 4 <= 36) corner.add(key([n, n + 1, n + 3, n + 4]));
  }
  for (let row = 0; row < 12; row += 1) {
    const first = row * 3 + 1;
    street.add(key([first, first + 1, first + 2]));
    if (row < 11) line.add(key([first, first + 1, first + 2, first + 3, first + 4, first + 5]));
  }
  return { straight, split, street, corner, line };
}
const INSIDE = insideBets();

export type RouletteInsideKind = keyof typeof INSIDE;

/** Every valid inside bet of one kind, each as its numbers in ascending order. */
export function insideBetsOf(kind: RouletteInsideKind): number[][] {
  return [...INSIDE[kind]].map((numbers) => numbers.split('-').map(Number));
}

/** The numbers a bet covers; throws InvalidRoundError when it is not a place on the table. */
export function coveredNumbers(bet: RouletteBet): number[] {
  const invalid = () =>
    new InvalidRoundError(
      `This ${bet.kind} bet does not cover a valid set of numbers.`,
      'params.bets',
    );
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      if (
        !INSIDE[bet.kind].has(key(bet.numbers)) ||
        new Set(bet.numbers).size !== bet.numbers.length
      ) {
        throw invalid();
      }
      return [...bet.numbers].sort((a, b) => a - b);
    }
    case 'dozen':
    case 'column': {
      const [which] = bet.numbers;
      if (bet.numbers.length !== 1 || which === undefined || which < 1 || which > 3)
        throw invalid();
      return bet.kind === 'dozen'
        ? range((which - 1) * 12 + 1, which * 12)
        : range(1, 36).filter((n) => (n - 1) % 3 === which - 1);
    }
    default: {
      if (bet.numbers.length !== 0) throw invalid();
      const all = range(1, 36);
      const predicate: Record<typeof bet.kind, (n: number) => boolean> = {
        red: (n) => RED_NUMBERS.has(n),
        black: (n) => !RED_NUMBERS.has(n),
        even: (n) => n % 2 === 0,
        odd: (n) => n % 2 === 1,
        low: (n) => n <= 18,
        high: (n) => n >= 19,
      };
      return all.filter(predicate[bet.kind]);
    }
  }
}

/** Checks the bets and that they add up to the round's stake; answers each bet's numbers. */
export function requireRouletteBets(betMinor: number, params: RouletteParams): number[][] {
  const total = params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  if (total !== betMinor) {
    throw new InvalidRoundError('The bet must equal the sum of the amounts placed.', 'bet');
  }
  return params.bets.map(coveredNumbers);
}

/** What each bet pays if the ball lands in `pocket` (stake included). */
function payoutsFor(params: RouletteParams, covered: number[][], pocket: number): number[] {
  return params.bets.map((bet, index) => {
    const numbers = covered[index] as number[];
    return numbers.includes(pocket) ? bet.amount * (36 / numbers.length) : 0;
  });
}

/** The most the bets can pay together, over all 37 pockets. */
export function rouletteMaxPayout(betMinor: number, params: RouletteParams): number {
  const covered = requireRouletteBets(betMinor, params);
  let best = 0;
  for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket += 1) {
    best = Math.max(best, sum(payoutsFor(params, covered, pocket)));
  }
  return best;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function playRoulette(random: RandomStream, betMinor: number, params: RouletteParams) {
  const covered = requireRouletteBets(betMinor, params);
  const pocket = random.nextInt(ROULETTE_POCKETS);
  const betPayouts = payoutsFor(params, covered, pocket);
  const outcome: RouletteOutcome = {
    engine: 'roulette',
    number: pocket,
    color: pocketColor(pocket),
    bet_payouts: betPayouts,
  };
  return { outcome, payoutMinor: sum(betPayouts) };
}
