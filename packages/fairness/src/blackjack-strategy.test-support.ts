import type { BlackjackAction } from '@satsino/contract/games';

/*
 * Test support for blackjack.test.ts: the exact expected value of the house rules for an
 * infinite shoe (the best play: one split of equal ranks with doubling after it, split aces one
 * card each, insurance never taken), and a basic strategy table for them.
 */

/** Card values 2 … 11 (ace) with their infinite-shoe probabilities. */
const CARDS: [number, number][] = [
  [2, 1 / 13],
  [3, 1 / 13],
  [4, 1 / 13],
  [5, 1 / 13],
  [6, 1 / 13],
  [7, 1 / 13],
  [8, 1 / 13],
  [9, 1 / 13],
  [10, 4 / 13],
  [11, 1 / 13],
];

function add(total: number, soft: boolean, card: number): [number, boolean] {
  let next = total + card;
  let softAces = (soft ? 1 : 0) + (card === 11 ? 1 : 0);
  while (next > 21 && softAces > 0) {
    next -= 10;
    softAces -= 1;
  }
  return [next, softAces > 0];
}

/** Dealer final totals (17–21, 22 = bust) from a hand, standing on soft 17. */
function dealerFinal(total: number, soft: boolean): Map<number, number> {
  const result = new Map<number, number>();
  if (total >= 17) {
    result.set(Math.min(total, 22), 1);
    return result;
  }
  for (const [card, p] of CARDS) {
    const [next, nextSoft] = add(total, soft, card);
    for (const [final, q] of dealerFinal(next, nextSoft))
      result.set(final, (result.get(final) ?? 0) + p * q);
  }
  return result;
}

/** Dealer finals given the up card and no dealer blackjack (the dealer peeked). */
function dealerGivenUp(up: number): Map<number, number> {
  const result = new Map<number, number>();
  let mass = 0;
  for (const [hole, p] of CARDS) {
    if ((up === 11 && hole === 10) || (up === 10 && hole === 11)) continue;
    mass += p;
    const [total, soft] = add(up, up === 11, hole);
    for (const [final, q] of dealerFinal(total, soft))
      result.set(final, (result.get(final) ?? 0) + p * q);
  }
  for (const [final, q] of result) result.set(final, q / mass);
  return result;
}

export function blackjackExactRtp(): number {
  let ev = 0;
  for (const [up, pUp] of CARDS) {
    const dealer = dealerGivenUp(up);
    const standEv = (total: number) => {
      if (total > 21) return -1;
      let value = 0;
      for (const [final, q] of dealer)
        value += q * (final === 22 || final < total ? 1 : final > total ? -1 : 0);
      return value;
    };
    const memo = new Map<string, number>();
    const best = (total: number, soft: boolean): number => {
      if (total > 21) return -1;
      if (total === 21) return standEv(21);
      const key = `${total}${soft}`;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let hit = 0;
      for (const [card, p] of CARDS) hit += p * best(...add(total, soft, card));
      const value = Math.max(standEv(total), hit);
      memo.set(key, value);
      return value;
    };
    const doubleEv = (total: number, soft: boolean) => {
      let double = 0;
      for (const [card, p] of CARDS) double += p * 2 * standEv(add(total, soft, card)[0]);
      return double;
    };
    /** One hand of a split pair of `card`s: its second card, then the best play (21 is no blackjack). */
    const splitHand = (card: number) => {
      let value = 0;
      for (const [second, p] of CARDS) {
        const [total, soft] = add(card, card === 11, second);
        if (card === 11 || total === 21) value += p * standEv(total);
        else value += p * Math.max(best(total, soft), doubleEv(total, soft));
      }
      return value;
    };
    const pDealerBj = up === 11 ? 4 / 13 : up === 10 ? 1 / 13 : 0;
    let hand = 0;
    for (const [a, pa] of CARDS) {
      for (const [b, pb] of CARDS) {
        const [total, soft] = add(a, a === 11, b);
        const isBj = total === 21;
        const lostToBj = isBj ? 0 : -1;
        let value: number;
        if (isBj) value = 1.5;
        else {
          value = Math.max(best(total, soft), doubleEv(total, soft));
          if (a === b) {
            // Equal ranks split; of two ten-valued cards (10, J, Q, K) one pair in four is.
            const split = Math.max(value, 2 * splitHand(a));
            value = a === 10 ? (3 * value + split) / 4 : split;
          }
        }
        hand += pa * pb * (pDealerBj * lostToBj + (1 - pDealerBj) * value);
      }
    }
    ev += pUp * hand;
  }
  return 1 + ev;
}

/**
 * Basic strategy for dealer-stands-on-soft-17, double on any two cards, one split with doubling
 * after it; insurance is always declined. `pair` is the rank value of a splittable pair.
 */
export function basicStrategy(
  total: number,
  soft: boolean,
  cards: number,
  dealerUp: number,
  pair: number | null = null,
): BlackjackAction {
  const canDouble = cards === 2;
  const up = dealerUp;
  if (pair !== null && splitsPair(pair, up)) return 'split';
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (canDouble && up >= 3 && up <= 6) return 'double';
      return up >= 9 ? 'hit' : 'stand';
    }
    const doubleFrom = total === 17 ? 3 : total >= 15 ? 4 : total >= 13 ? 5 : 99;
    return canDouble && up >= doubleFrom && up <= 6 ? 'double' : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return canDouble && up <= 10 ? 'double' : 'hit';
  if (total === 10) return canDouble && up <= 9 ? 'double' : 'hit';
  if (total === 9) return canDouble && up >= 3 && up <= 6 ? 'double' : 'hit';
  return 'hit';
}

/** Whether basic strategy (doubling after a split allowed) splits a pair of `card`s against `up`. */
function splitsPair(card: number, up: number): boolean {
  switch (card) {
    case 11:
    case 8:
      return true;
    case 9:
      return up <= 9 && up !== 7;
    case 7:
    case 3:
    case 2:
      return up <= 7;
    case 6:
      return up <= 6;
    case 4:
      return up === 5 || up === 6;
    default:
      return false;
  }
}
