import type { Card } from '@satsino/contract/games';
import type { RandomStream } from './random.js';

/*
 * Playing cards for every card game (blackjack today; hi-lo, baccarat and video poker would use
 * them too), drawn the way Stake publishes it: an infinite shoe where each card uses one float of
 * the round's stream and
 *
 *   index = ⌊float · 52⌋ into  ♦2 ♥2 ♠2 ♣2 ♦3 ♥3 ♠3 ♣3 … ♦K ♥K ♠K ♣K ♦A ♥A ♠A ♣A
 *
 * so the rank is ⌊index / 4⌋ counted from 2 up to the ace, and the suit is index mod 4 in the
 * order ♦ ♥ ♠ ♣. Every card is equally likely on every draw, whatever was drawn before. Which
 * float deals which card (player, dealer, hit…) is each game's rule, stated in its own file.
 */

export const DECK_SIZE = 52;
/** Ranks from the lowest index up: 2 … 10, J, Q, K, A (the ace is the highest, as Stake lists it). */
export const CARD_RANKS = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
] as const satisfies readonly Card['rank'][];
/** Suits in the order they repeat within a rank: ♦ ♥ ♠ ♣. */
export const CARD_SUITS = [
  'diamonds',
  'hearts',
  'spades',
  'clubs',
] as const satisfies readonly Card['suit'][];

/** The card at `index` of Stake's table (0 = ♦2, 1 = ♥2, …, 51 = ♣A). */
export function cardAt(index: number): Card {
  if (!Number.isInteger(index) || index < 0 || index >= DECK_SIZE) {
    throw new RangeError('a card index is an integer from 0 to 51');
  }
  return {
    rank: CARD_RANKS[Math.floor(index / CARD_SUITS.length)] as Card['rank'],
    suit: CARD_SUITS[index % CARD_SUITS.length] as Card['suit'],
  };
}

/** The index of a card in Stake's table; the inverse of `cardAt`. */
export function cardIndex(card: Card): number {
  return CARD_RANKS.indexOf(card.rank) * CARD_SUITS.length + CARD_SUITS.indexOf(card.suit);
}

/** The next card of the round: the next float, ⌊float · 52⌋, looked up in the table. */
export function drawCard(random: RandomStream): Card {
  return cardAt(random.nextInt(DECK_SIZE));
}
