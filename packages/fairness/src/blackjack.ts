import type { BlackjackAction, Card, RoundOutcome } from '@satsino/contract/games';
import { drawCard } from './cards.js';
import { InvalidRoundError, settlePayout } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Blackjack, one hand against the dealer.
 *
 * Cards: an infinite shoe, one float per card, ⌊float · 52⌋ into Stake's card table (cards.ts).
 * Floats are dealt in the order Stake's blackjack deals them: floats 0 and 1 are the player's two
 * cards, float 2 the dealer's up card, float 3 the dealer's hole card; from float 4 on, the
 * player's hits and double card in the order played, then the dealer's draws. (Stake's
 * verifier lists a hand's cards in that order; every recorded Stake hand without a split in the
 * vector tests (20 of 21; we have no split) is a legal hand under it, and under "player, dealer,
 * player, dealer" some are not.)
 *
 * Rules: the dealer peeks: a dealer blackjack ends the hand at once (a player blackjack pushes
 * it, anything else loses only the first stake). Blackjack pays 3 to 2. The player may double
 * on any first two cards (one more card, then stand). A player total of 21 stands by itself.
 * The dealer stands on all 17s, soft 17 included. No split, no insurance, no surrender.
 *
 * RTP with the best strategy for these rules: 98.91 % (edge 1.09 %), computed exactly for the
 * infinite shoe in blackjack-strategy.test-support.ts and shown by simulation with a basic
 * strategy table in engines.test.ts. The deal order does not change it: every card is
 * independent of the others. It is below the ≈ 99.5 % of a six-deck game with splits: no
 * splitting costs about 0.5 % and the infinite shoe about 0.1 %.
 */

export type BlackjackOutcome = Extract<RoundOutcome, { engine: 'blackjack' }>;
export type BlackjackStatus = BlackjackOutcome['status'];

export const BLACKJACK_RTP = 0.98913;

export function cardValue(card: Card): number {
  if (card.rank === 'A') return 11;
  if (card.rank === 'J' || card.rank === 'Q' || card.rank === 'K') return 10;
  return Number(card.rank);
}

/** The best total of a hand and whether an ace still counts 11 (a soft hand). */
export function handTotal(cards: Card[]): { total: number; soft: boolean } {
  let total = 0;
  let softAces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card.rank === 'A') softAces += 1;
  }
  while (total > 21 && softAces > 0) {
    total -= 10;
    softAces -= 1;
  }
  return { total, soft: softAces > 0 };
}

const isBlackjack = (cards: Card[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface BlackjackRound {
  outcome: BlackjackOutcome;
  /** Total stake: the bet, twice the bet after a double. */
  stakeMinor: number;
  payoutMinor: number;
  finished: boolean;
}

/** The most a bet can pay: a doubled win. */
export function blackjackMaxPayout(betMinor: number): number {
  return betMinor * 4;
}

/**
 * Plays a hand from its random stream and the player's actions so far. The same stream and
 * actions always give the same hand: the server replays it on every action, the verifier too.
 * An action that is not allowed at its point throws InvalidRoundError.
 */
export function playBlackjack(
  random: RandomStream,
  betMinor: number,
  actions: readonly BlackjackAction[],
): BlackjackRound {
  const player: Card[] = [drawCard(random), drawCard(random)];
  const dealer: Card[] = [drawCard(random), drawCard(random)];
  let doubled = false;
  let status: BlackjackStatus = 'playing';

  if (isBlackjack(dealer)) status = isBlackjack(player) ? 'push' : 'lose';
  else if (isBlackjack(player)) status = 'player_blackjack';

  let standing = status !== 'playing';
  for (const action of actions) {
    if (standing || (action === 'double' && player.length !== 2)) {
      throw new InvalidRoundError('This action is not possible now.', 'action');
    }
    if (action === 'stand') standing = true;
    else {
      player.push(drawCard(random));
      if (action === 'double') {
        doubled = true;
        standing = true;
      }
      const { total } = handTotal(player);
      if (total > 21) {
        status = 'player_bust';
        standing = true;
      } else if (total === 21) standing = true;
    }
  }

  const finished = standing;
  if (finished && status === 'playing') {
    while (dealerDraws(dealer)) dealer.push(drawCard(random));
    const playerTotal = handTotal(player).total;
    const dealerTotal = handTotal(dealer).total;
    if (dealerTotal > 21) status = 'dealer_bust';
    else if (playerTotal > dealerTotal) status = 'win';
    else if (playerTotal < dealerTotal) status = 'lose';
    else status = 'push';
  }

  const stakeMinor = doubled ? betMinor * 2 : betMinor;
  // A blackjack pays 3 to 2: from an odd bet that leaves half a cent, decided (payout.ts) by the
  // float after the hand's last card.
  const payoutMinor = finished ? payoutFor(status, betMinor, stakeMinor, random) : 0;
  const shownDealer = finished ? dealer : dealer.slice(0, 1);
  const outcome: BlackjackOutcome = {
    engine: 'blackjack',
    player,
    dealer: shownDealer,
    player_total: handTotal(player).total,
    dealer_total: handTotal(shownDealer).total,
    doubled,
    status,
    actions: finished ? [] : player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'],
  };
  return { outcome, stakeMinor, payoutMinor, finished };
}

/** The dealer draws to 16 and stands on every 17, soft 17 included. */
function dealerDraws(dealer: Card[]): boolean {
  return handTotal(dealer).total < 17;
}

function payoutFor(
  status: BlackjackStatus,
  betMinor: number,
  stakeMinor: number,
  random: RandomStream,
): number {
  switch (status) {
    case 'player_blackjack':
      return settlePayout(betMinor, 5, 2, () => random.nextUint32());
    case 'win':
    case 'dealer_bust':
      return stakeMinor * 2;
    case 'push':
      return stakeMinor;
    default:
      return 0;
  }
}
