import type { BlackjackAction, Card, RoundOutcome } from '@satsino/contract/games';
import { drawCard } from './cards.js';
import { InvalidRoundError, settlePayout } from './payout.js';
import type { RandomStream } from './random.js';

/*
 * Blackjack, one hand against the dealer (two after a split).
 *
 * Cards: an infinite shoe, one float per card, ⌊float · 52⌋ into Stake's card table (cards.ts).
 * Floats are dealt in the order Stake's blackjack deals them: floats 0 and 1 are the player's two
 * cards, float 2 the dealer's up card, float 3 the dealer's hole card; from float 4 on, the
 * player's cards in the order played, then the dealer's draws. After a split the first hand gets
 * its second card at once and is played to its end; the second hand gets its second card when
 * play moves to it. (Stake's verifier lists a hand's cards in that order; every recorded Stake
 * hand in the vector tests is a legal hand under it, the split one included, and under "player,
 * dealer, player, dealer" some are not.)
 *
 * Rules: when the dealer shows an ace, insurance is offered before anything else: it costs half
 * the bet (rounded down to a whole minor unit) and pays 2 to 1 when the dealer has blackjack.
 * Then the dealer peeks: a dealer blackjack ends the hand at once (a player blackjack pushes it,
 * anything else loses only the first stake). Blackjack pays 3 to 2. The player may double on any
 * first two cards (one more card, then stand), after a split too. Two first cards of equal rank
 * may be split once (no resplit) for a second stake equal to the bet; split aces get one card
 * each and stand; 21 after a split is not a blackjack. A player total of 21 stands by itself.
 * The dealer stands on all 17s, soft 17 included, and does not draw when every hand busted.
 * No surrender.
 *
 * RTP with the best strategy for these rules: 99.43 % (house edge 0.57 %), computed exactly for
 * the infinite shoe in blackjack-strategy.test-support.ts and shown by simulation with a basic
 * strategy table in engines.test.ts. The best strategy never insures: insurance on its own
 * returns 12/13 of its stake with an infinite shoe (4 of 13 hole cards are tens). The deal order
 * does not change the RTP: every card is independent of the others.
 */

export type BlackjackOutcome = Extract<RoundOutcome, { engine: 'blackjack' }>;
export type BlackjackStatus = BlackjackOutcome['status'];
export type BlackjackHandStatus = NonNullable<BlackjackOutcome['hands']>[number]['status'];

/** Every action of a hand (the contract lists the same; contract-constants.test.ts checks it). */
export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no_insurance',
] as const satisfies readonly BlackjackAction[];

export const BLACKJACK_RTP = 0.9943;

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

/** What insurance costs: half the bet, rounded down to a whole minor unit. */
export function blackjackInsuranceStake(betMinor: number): number {
  return Math.floor(betMinor / 2);
}

export interface BlackjackRound {
  outcome: BlackjackOutcome;
  /** Total stake: the bet, plus a double's, a split's and the insurance's stakes. */
  stakeMinor: number;
  payoutMinor: number;
  finished: boolean;
}

/** The most a bet can pay at the deal: a doubled win (a split is checked when it is taken). */
export function blackjackMaxPayout(betMinor: number): number {
  return betMinor * 4;
}

/** The most a hand can pay once split: both hands doubled and won. */
export function blackjackSplitMaxPayout(betMinor: number): number {
  return betMinor * 8;
}

interface Hand {
  cards: Card[];
  doubled: boolean;
  done: boolean;
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
  const first: Card[] = [drawCard(random), drawCard(random)];
  const dealer: Card[] = [drawCard(random), drawCard(random)];
  let hands: Hand[] = [{ cards: first, doubled: false, done: false }];
  let split = false;
  let active = 0;
  let insurance: BlackjackOutcome['insurance'] = dealer[0]?.rank === 'A' ? 'offered' : undefined;
  // The hand's end before any play: the peek found a blackjack on either side.
  let ended: 'player_blackjack' | 'push' | 'lose' | null = null;

  const peek = () => {
    if (isBlackjack(dealer)) ended = isBlackjack(first) ? 'push' : 'lose';
    else if (isBlackjack(first)) ended = 'player_blackjack';
  };
  /** Moves play to the next hand that still takes actions, dealing a split hand's second card. */
  const advance = () => {
    for (;;) {
      const hand = hands[active];
      if (!hand) return;
      if (hand.cards.length === 1) {
        hand.cards.push(drawCard(random));
        if (hand.cards[0]?.rank === 'A' || handTotal(hand.cards).total === 21) hand.done = true;
      }
      if (!hand.done) return;
      active += 1;
    }
  };
  const playing = () => ended === null && active < hands.length;
  const allowed = (): BlackjackAction[] => {
    if (!playing()) return [];
    if (insurance === 'offered') {
      return blackjackInsuranceStake(betMinor) > 0
        ? ['insurance', 'no_insurance']
        : ['no_insurance'];
    }
    const hand = hands[active] as Hand;
    if (hand.cards.length !== 2) return ['hit', 'stand'];
    const pair = !split && hand.cards[0]?.rank === hand.cards[1]?.rank;
    return pair ? ['hit', 'stand', 'double', 'split'] : ['hit', 'stand', 'double'];
  };

  if (insurance === undefined) peek();
  for (const action of actions) {
    if (!allowed().includes(action)) {
      throw new InvalidRoundError('This action is not possible now.', 'action');
    }
    const hand = hands[active] as Hand;
    switch (action) {
      case 'insurance':
      case 'no_insurance':
        insurance = action === 'insurance' ? 'taken' : 'declined';
        peek();
        break;
      case 'split':
        split = true;
        hands = hand.cards.map((card) => ({ cards: [card], doubled: false, done: false }));
        advance();
        break;
      case 'stand':
        hand.done = true;
        advance();
        break;
      case 'hit':
      case 'double':
        hand.cards.push(drawCard(random));
        if (action === 'double') {
          hand.doubled = true;
          hand.done = true;
        }
        if (handTotal(hand.cards).total >= 21) hand.done = true;
        advance();
        break;
    }
  }

  const finished = !playing() && insurance !== 'offered';
  const dealerBlackjack = isBlackjack(dealer);
  const handStakes = hands.map((hand) => (hand.doubled ? betMinor * 2 : betMinor));
  const insuranceStake = insurance === 'taken' ? blackjackInsuranceStake(betMinor) : 0;
  const stakeMinor = handStakes.reduce((sum, stake) => sum + stake, 0) + insuranceStake;

  let handStatuses: BlackjackHandStatus[] = hands.map(() => 'playing');
  if (finished && ended === null) {
    const busted = (hand: Hand) => handTotal(hand.cards).total > 21;
    if (!hands.every(busted)) {
      while (dealerDraws(dealer)) dealer.push(drawCard(random));
    }
    handStatuses = hands.map((hand) => handStatus(hand, dealer));
  }

  // A blackjack pays 3 to 2: from an odd bet that leaves half a cent, decided (payout.ts) by the
  // float after the hand's last card. Insurance pays its stake and 2 to 1 on a dealer blackjack.
  let payoutMinor = 0;
  if (finished) {
    if (ended !== null) payoutMinor = endedPayout(ended, betMinor, random);
    else {
      handStatuses.forEach((status, index) => {
        payoutMinor += handPayout(status, handStakes[index] as number);
      });
    }
    if (dealerBlackjack) payoutMinor += insuranceStake * 3;
  }

  const status: BlackjackStatus = !finished
    ? 'playing'
    : (ended ??
      (split
        ? splitStatus(handStatuses, handStakes, dealer)
        : (handStatuses[0] as BlackjackHandStatus)));
  const shownDealer = finished ? dealer : dealer.slice(0, 1);
  const head = hands[0] as Hand;
  const outcome: BlackjackOutcome = {
    engine: 'blackjack',
    player: head.cards,
    dealer: shownDealer,
    player_total: handTotal(head.cards).total,
    dealer_total: handTotal(shownDealer).total,
    doubled: head.doubled,
    status,
    actions: allowed(),
    ...(split
      ? {
          hands: hands.map((hand, index) => ({
            cards: hand.cards,
            total: handTotal(hand.cards).total,
            doubled: hand.doubled,
            status: handStatuses[index] as BlackjackHandStatus,
          })),
        }
      : {}),
    ...(split && !finished ? { active_hand: active } : {}),
    ...(insurance !== undefined ? { insurance } : {}),
  };
  return { outcome, stakeMinor, payoutMinor, finished };
}

/** The dealer draws to 16 and stands on every 17, soft 17 included. */
function dealerDraws(dealer: Card[]): boolean {
  return handTotal(dealer).total < 17;
}

function handStatus(hand: Hand, dealer: Card[]): BlackjackHandStatus {
  const playerTotal = handTotal(hand.cards).total;
  const dealerTotal = handTotal(dealer).total;
  if (playerTotal > 21) return 'player_bust';
  if (dealerTotal > 21) return 'dealer_bust';
  if (playerTotal > dealerTotal) return 'win';
  if (playerTotal < dealerTotal) return 'lose';
  return 'push';
}

/** A split round's status: what its two hands together did against their stakes. */
function splitStatus(
  statuses: BlackjackHandStatus[],
  stakes: number[],
  dealer: Card[],
): BlackjackStatus {
  if (statuses.every((status) => status === 'player_bust')) return 'player_bust';
  let net = 0;
  statuses.forEach((status, index) => {
    const stake = stakes[index] as number;
    net += handPayout(status, stake) - stake;
  });
  if (net < 0) return 'lose';
  if (net === 0) return 'push';
  return handTotal(dealer).total > 21 ? 'dealer_bust' : 'win';
}

/** What a played hand pays on its stake. */
export function handPayout(status: BlackjackHandStatus, stakeMinor: number): number {
  switch (status) {
    case 'win':
    case 'dealer_bust':
      return stakeMinor * 2;
    case 'push':
      return stakeMinor;
    default:
      return 0;
  }
}

function endedPayout(
  ended: 'player_blackjack' | 'push' | 'lose',
  betMinor: number,
  random: RandomStream,
): number {
  if (ended === 'player_blackjack') return settlePayout(betMinor, 5, 2, () => random.nextUint32());
  return ended === 'push' ? betMinor : 0;
}
