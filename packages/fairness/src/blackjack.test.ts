import type { BlackjackAction, Card } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { blackjackInsuranceStake, playBlackjack } from './blackjack.js';
import { drawCard } from './cards.js';
import { runCli } from './cli.js';
import { InvalidRoundError } from './payout.js';
import { createRandomStream } from './random.js';

/*
 * Split and insurance on fixed seeds. Each hand is checked against the plain card stream of its
 * seeds (cards drawn in order, one float each), so the deal order is tested, not only replayed:
 * split hands take their second cards from the stream in the order they are played.
 */

const SEEDS = { serverSeed: 'satsino-blackjack-vectors', clientSeed: 'split-and-insurance' };
const label = (card: Card) => `${card.rank}${card.suit[0]}`;
/** The first `count` cards of a round's stream, as labels (rank and the suit's initial). */
const stream = (nonce: number, count: number) => {
  const random = createRandomStream({ ...SEEDS, nonce });
  return Array.from({ length: count }, () => label(drawCard(random)));
};
const play = (nonce: number, actions: BlackjackAction[], bet = 100) =>
  playBlackjack(createRandomStream({ ...SEEDS, nonce }), bet, actions);

describe('blackjack split', () => {
  it('offers a split on two cards of equal rank, once', () => {
    // Nonce 48: ♣8 ♣8 against ♥J.
    expect(stream(48, 4)).toEqual(['8c', '8c', 'Jh', '9h']);
    expect(play(48, []).outcome.actions).toEqual(['hit', 'stand', 'double', 'split']);
    const split = play(48, ['split']);
    expect(split.outcome.active_hand).toBe(0);
    expect(split.outcome.actions).toEqual(['hit', 'stand', 'double']);
    expect(() => play(48, ['split', 'split'])).toThrow(InvalidRoundError);
  });

  it('deals the first hand its card at once, the second when play moves to it', () => {
    const [, , , , fifth, sixth, seventh] = stream(48, 7);
    const waiting = play(48, ['split']);
    expect(waiting.outcome.hands?.map((hand) => hand.cards.map(label))).toEqual([
      ['8c', fifth],
      ['8c'],
    ]);
    expect(waiting.stakeMinor).toBe(200);
    // The first hand (8+10) stands; the second takes the sixth card (8+5), doubles on the
    // seventh (a queen: 23) and busts. The dealer's 19 stands.
    const played = play(48, ['split', 'stand', 'double']);
    expect(played.finished).toBe(true);
    expect(played.outcome.hands?.map((hand) => hand.cards.map(label))).toEqual([
      ['8c', fifth],
      ['8c', sixth, seventh],
    ]);
    expect(played.outcome.hands?.map((hand) => [hand.total, hand.doubled, hand.status])).toEqual([
      [18, false, 'lose'],
      [23, true, 'player_bust'],
    ]);
    expect(played.outcome.dealer.map(label)).toEqual(['Jh', '9h']);
    expect([played.outcome.status, played.stakeMinor, played.payoutMinor]).toEqual([
      'lose',
      300,
      0,
    ]);
  });

  it('gives split aces one card each, and a split 21 is no blackjack', () => {
    // Nonce 2: ♠A ♦A against ♠8 ♦3; the aces take ♠8 and ♣2 and stand, the dealer draws ♥K.
    expect(stream(2, 7)).toEqual(['As', 'Ad', '8s', '3d', '8s', '2c', 'Kh']);
    const played = play(2, ['split']);
    expect(played.finished).toBe(true);
    expect(played.outcome.hands?.map((hand) => [hand.total, hand.status])).toEqual([
      [19, 'lose'],
      [13, 'lose'],
    ]);
    expect([played.outcome.dealer_total, played.stakeMinor, played.payoutMinor]).toEqual([
      21, 200, 0,
    ]);
    expect(() => play(2, ['split', 'hit'])).toThrow(InvalidRoundError);
  });

  it('pays each hand on its own stake', () => {
    // Nonce 48 again, the first hand hitting: 8+10+5 busts, the second 8+Q = 18 stands against
    // the dealer's 19: both lose. No blackjack bonus on any split hand.
    const played = play(48, ['split', 'hit', 'stand']);
    expect(played.outcome.hands?.map((hand) => hand.status)).toEqual(['player_bust', 'lose']);
    expect([played.stakeMinor, played.payoutMinor]).toEqual([200, 0]);
  });
});

describe('blackjack insurance', () => {
  it('asks for insurance first when the dealer shows an ace, and only then peeks', () => {
    // Nonce 122: ♦5 ♠2 against ♦A ♥K, a dealer blackjack.
    expect(stream(122, 4)).toEqual(['5d', '2s', 'Ad', 'Kh']);
    const offered = play(122, []);
    expect([offered.finished, offered.outcome.insurance]).toEqual([false, 'offered']);
    expect(offered.outcome.actions).toEqual(['insurance', 'no_insurance']);
    expect(offered.outcome.dealer.map(label)).toEqual(['Ad']);
    expect(() => play(122, ['hit'])).toThrow(InvalidRoundError);
  });

  it('pays 2 to 1 on a dealer blackjack: the hand is lost, the insurance returns it', () => {
    const insured = play(122, ['insurance']);
    expect([insured.finished, insured.outcome.status, insured.outcome.insurance]).toEqual([
      true,
      'lose',
      'taken',
    ]);
    // Bet 100 and insurance 50 staked; the insurance returns 50 + 2 × 50.
    expect([insured.stakeMinor, insured.payoutMinor]).toEqual([150, 150]);
    const declined = play(122, ['no_insurance']);
    expect([declined.stakeMinor, declined.payoutMinor]).toEqual([100, 0]);
  });

  it('loses the insurance when the dealer has no blackjack, and the hand plays on', () => {
    // Nonce 75: ♠8 ♥4 against ♣A ♣6.
    expect(stream(75, 4)).toEqual(['8s', '4h', 'Ac', '6c']);
    const insured = play(75, ['insurance']);
    expect([insured.finished, insured.stakeMinor]).toEqual([false, 150]);
    expect(insured.outcome.actions).toEqual(['hit', 'stand', 'double']);
    const stood = play(75, ['insurance', 'stand']);
    expect([stood.outcome.status, stood.outcome.dealer_total, stood.payoutMinor]).toEqual([
      'lose',
      17,
      0,
    ]);
  });

  it('costs half the bet, rounded down to a whole minor unit', () => {
    expect([blackjackInsuranceStake(100), blackjackInsuranceStake(15)]).toEqual([50, 7]);
    expect(play(122, ['insurance'], 15)).toMatchObject({ stakeMinor: 22, payoutMinor: 21 });
  });
});

describe('the command line replays a split hand', () => {
  it('prints both hands', () => {
    const result = runCli([
      'verify',
      '--game',
      'blackjack',
      '--server-seed',
      SEEDS.serverSeed,
      '--client-seed',
      SEEDS.clientSeed,
      '--nonce',
      '48',
      '--actions',
      'split,stand,double',
    ]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^Hand 1 {8}♣8 ♣10 \(18\), lose$/m);
    expect(result.stdout).toMatch(/^Hand 2 {8}♣8 ♥5 ♥Q \(23\), player_bust, doubled$/m);
    expect(result.stdout).toMatch(/^Dealer {8}♥J ♥9 \(19\)$/m);
  });
});
