/*
 * Each game's mapping from floats to an outcome, written again from the published text and
 * not from the engine: Stake's game-events page (https://stake.com/provably-fair/game-events)
 * for dice, limbo, roulette and cards, and this package's README for the rest (slots, the
 * wheel's stop, the payout's extra cent). Tests compare the engine with these on many seeds.
 */

/** Dice: 10 001 rolls 0.00 … 100.00, the float times 10 001, floored, in hundredths. */
export function referenceDiceRoll(float: number): number {
  return Math.floor(float * 10_001) / 100;
}

const LIMBO_CAP = 1_000_000;

/**
 * Limbo, in the order of operations Stake publishes:
 * floatPoint = 1e8 / (float · 1e8) · 0.99, result = ⌊floatPoint · 100⌋ / 100, at least 1,
 * and at most our cap of 1 000 000.
 */
export function referenceLimboResult(float: number): number {
  const floatPoint = (1e8 / (float * 1e8)) * 0.99;
  const crashPoint = Math.floor(floatPoint * 100) / 100;
  return Math.min(Math.max(crashPoint, 1), LIMBO_CAP);
}

/** European roulette: pockets 0 … 36, the float times 37, floored. */
export function referenceRoulettePocket(float: number): number {
  return Math.floor(float * 37);
}

/** The red numbers of a European wheel (18 of them); 0 is green, the rest black. */
const RED_POCKETS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
export function referencePocketColor(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return RED_POCKETS.includes(pocket) ? 'red' : 'black';
}

/** Stake's card table as its game-events page prints it: index 0 is ♦2, 51 is ♣A. */
// biome-ignore format: the table keeps the page's layout, ten cards a line.
export const STAKE_CARDS: readonly string[] = [
  '♦2', '♥2', '♠2', '♣2', '♦3', '♥3', '♠3', '♣3', '♦4', '♥4',
  '♠4', '♣4', '♦5', '♥5', '♠5', '♣5', '♦6', '♥6', '♠6', '♣6',
  '♦7', '♥7', '♠7', '♣7', '♦8', '♥8', '♠8', '♣8', '♦9', '♥9',
  '♠9', '♣9', '♦10', '♥10', '♠10', '♣10', '♦J', '♥J', '♠J',
  '♣J', '♦Q', '♥Q', '♠Q', '♣Q', '♦K', '♥K', '♠K', '♣K', '♦A',
  '♥A', '♠A', '♣A',
];

export function referenceCard(float: number): string {
  return STAKE_CARDS[Math.floor(float * 52)] as string;
}

const SUIT_SYMBOLS: Readonly<Record<string, string>> = {
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
  clubs: '♣',
};

/** An engine card ({ rank, suit }) written as Stake writes it, to compare with the table. */
export function cardLabel(card: { rank: string; suit: string }): string {
  const symbol = SUIT_SYMBOLS[card.suit];
  if (symbol === undefined) throw new Error(`unknown suit ${card.suit}`);
  return `${symbol}${card.rank}`;
}

/** Blackjack value of a card label: 2–10 as printed, J Q K 10, the ace 11 (or 1, see totals). */
export function labelValue(label: string): number {
  const rank = label.slice(1);
  if (rank === 'A') return 11;
  if (rank === 'J' || rank === 'Q' || rank === 'K') return 10;
  return Number(rank);
}

/**
 * Slots: reel r (left to right) stops at ⌊float_r · strip length⌋ and shows that position and
 * the next two, wrapping around the strip, top row first.
 */
export function referenceSlotGrid(
  strips: readonly (readonly string[])[],
  nextFloat: () => number,
): string[][] {
  return strips.map((strip) => {
    const stop = Math.floor(nextFloat() * strip.length);
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as string);
  });
}

/** The money wheel's stop: ⌊float · number of segments⌋. */
export function referenceWheelStop(float: number, segments: number): number {
  return Math.floor(float * segments);
}

/**
 * The payout rule: a win worth amount · numerator / denominator cents pays its whole cents, and
 * one cent more when the next float u / 2³² is below the fraction left over, compared exactly
 * as u · denominator < remainder · 2³². No float is drawn when nothing is left over.
 */
export function referenceSettle(
  amount: bigint,
  numerator: bigint,
  denominator: bigint,
  nextUint32: () => number,
): bigint {
  const worth = amount * numerator;
  const whole = worth / denominator;
  const remainder = worth - whole * denominator;
  if (remainder === 0n) return whole;
  const u = BigInt(nextUint32());
  return u * denominator < remainder * 2n ** 32n ? whole + 1n : whole;
}
