import type { RoundParams } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { drawCard } from '../cards.js';
import { createRandomStream } from '../random.js';
import { hashServerSeed } from '../seeds.js';
import { verifyRound } from '../verify.js';
import {
  LOTUSEUY_BACCARAT,
  LOTUSEUY_BLACKJACK,
  LOTUSEUY_DICE,
  LOTUSEUY_HILO,
  LOTUSEUY_LIMBO,
  LOTUSEUY_ROULETTE,
  LOTUSEUY_SEED_HASHES,
  type NonceRange,
} from './lotuseuy-vectors.js';
import { actionsDealing, referenceTotal } from './reference-blackjack.test-support.js';
import { cardLabel, STAKE_CARDS } from './reference-games.test-support.js';

/*
 * Our engine against real Stake bets recorded by lotuseuy's verifier (lotuseuy-vectors.ts names
 * the files): every nonce of every range must give the recorded result exactly.
 */

/** The recorded hand that was split on Stake. */
const SPLIT_HAND_NONCE = 14;

function rounds<Result>(range: NonceRange<Result>) {
  return range.results.map((result, index) => ({
    seeds: {
      serverSeed: range.serverSeed,
      clientSeed: range.clientSeed,
      nonce: range.firstNonce + index,
    },
    result,
  }));
}

function verify(seeds: ReturnType<typeof rounds>[number]['seeds'], params: RoundParams) {
  return verifyRound({ ...seeds, engine: params.engine, variant: 'classic', params }).outcome;
}

/** The first `count` cards of a round's stream, as Stake writes them. */
function dealtCards(seeds: ReturnType<typeof rounds>[number]['seeds'], count: number) {
  const stream = createRandomStream(seeds);
  return Array.from({ length: count }, () => cardLabel(drawCard(stream)));
}

describe('lotuseuy vectors', () => {
  it('reproduces 49 dice rolls', () => {
    const rolls = rounds(LOTUSEUY_DICE).map(({ seeds }) => {
      const outcome = verify(seeds, { engine: 'dice', target: 50, condition: 'under' });
      return outcome.engine === 'dice' ? outcome.roll.toFixed(2) : outcome.engine;
    });
    expect(rolls).toEqual(LOTUSEUY_DICE.results);
  });

  it('reproduces 49 limbo results', () => {
    const results = rounds(LOTUSEUY_LIMBO).map(({ seeds }) => {
      const outcome = verify(seeds, { engine: 'limbo', target_multiplier: 2 });
      return outcome.engine === 'limbo' ? outcome.result_multiplier.toFixed(2) : outcome.engine;
    });
    expect(results).toEqual(LOTUSEUY_LIMBO.results);
  });

  it('reproduces 49 roulette pockets', () => {
    const bets = [{ kind: 'black' as const, numbers: [], amount: 100 }];
    const pockets = rounds(LOTUSEUY_ROULETTE).map(({ seeds }) => {
      const outcome = verify(seeds, { engine: 'roulette', bets });
      return outcome.engine === 'roulette' ? outcome.number : outcome.engine;
    });
    expect(pockets).toEqual(LOTUSEUY_ROULETTE.results);
  });

  it.each([
    ['hilo', LOTUSEUY_HILO],
    ['baccarat', LOTUSEUY_BACCARAT],
    ['blackjack', LOTUSEUY_BLACKJACK],
  ])('deals the recorded %s cards from the card stream', (_, range) => {
    for (const { seeds, result } of rounds(range)) {
      const expected = result.map((index) => STAKE_CARDS[index]);
      expect(dealtCards(seeds, result.length)).toEqual(expected);
    }
  });

  it('finds every recorded blackjack hand without a split legal under our deal order, and replays it', () => {
    const illegal: number[] = [];
    for (const { seeds, result } of rounds(LOTUSEUY_BLACKJACK)) {
      const cards = result.map((index) => STAKE_CARDS[index] as string);
      const actions = actionsDealing(cards);
      if (actions === undefined) {
        illegal.push(seeds.nonce);
        continue;
      }
      const played = verifyRound({
        ...seeds,
        engine: 'blackjack',
        variant: 'classic',
        params: { engine: 'blackjack' },
        actions,
      });
      const { outcome } = played;
      if (outcome.engine !== 'blackjack') throw new Error(`a ${outcome.engine} outcome`);
      // Floats 0, 1 are the player's, 2, 3 the dealer's, then the player's draws, then the
      // dealer's: put the engine's hands back into that order and compare with the recording.
      const [player1, player2, ...playerDraws] = outcome.player.map(cardLabel);
      const [dealerUp, dealerHole, ...dealerDraws] = outcome.dealer.map(cardLabel);
      expect(played.finished, `nonce ${seeds.nonce}`).toBe(true);
      expect([player1, player2, dealerUp, dealerHole, ...playerDraws, ...dealerDraws]).toEqual(
        cards,
      );
    }
    // Only nonce 14 is not a hand played this way: ♥6 ♦6 against ♥6 ♣J was split on Stake
    // (the next tests replay it).
    expect(illegal).toEqual([SPLIT_HAND_NONCE]);
  });

  it('reads the one split hand in the same deal order', () => {
    const recorded = LOTUSEUY_BLACKJACK.results[SPLIT_HAND_NONCE - LOTUSEUY_BLACKJACK.firstNonce];
    const [first, second, dealerUp, dealerHole, firstDraw, secondDraw, secondHit, dealerDraw] = (
      recorded ?? []
    ).map((index) => STAKE_CARDS[index] as string);
    expect([first, second, dealerUp, dealerHole]).toEqual(['♥6', '♦6', '♥6', '♣J']);
    // Player cards first, then the dealer's two, then the player's draws in the order played
    // (the first split hand's card, the second's card and its hit), then the dealer's draw:
    // 6+Q = 16 stands, 6+8+10 = 24 busts, the dealer's 16 draws a 3 to 19. Every card is used.
    const totals = [
      referenceTotal([first, firstDraw] as string[]),
      referenceTotal([second, secondDraw, secondHit] as string[]),
      referenceTotal([dealerUp, dealerHole] as string[]),
      referenceTotal([dealerUp, dealerHole, dealerDraw] as string[]),
    ];
    expect(totals).toEqual([16, 24, 16, 19]);
    expect(recorded).toHaveLength(8);
  });

  it('replays the split hand: the same cards in the same order from the same floats', () => {
    const recorded = LOTUSEUY_BLACKJACK.results[SPLIT_HAND_NONCE - LOTUSEUY_BLACKJACK.firstNonce];
    const cards = (recorded ?? []).map((index) => STAKE_CARDS[index] as string);
    const played = verifyRound({
      serverSeed: LOTUSEUY_BLACKJACK.serverSeed,
      clientSeed: LOTUSEUY_BLACKJACK.clientSeed,
      nonce: SPLIT_HAND_NONCE,
      engine: 'blackjack',
      variant: 'classic',
      params: { engine: 'blackjack' },
      bet: 100,
      // Split the sixes; the first hand (6+Q) stands, the second (6+8) hits a 10 and busts.
      actions: ['split', 'stand', 'hit'],
    });
    const { outcome } = played;
    if (outcome.engine !== 'blackjack') throw new Error(`a ${outcome.engine} outcome`);
    const [firstHand, secondHand] = (outcome.hands ?? []).map((hand) => hand.cards.map(cardLabel));
    const [dealerUp, dealerHole, ...dealerDraws] = outcome.dealer.map(cardLabel);
    expect(played.finished).toBe(true);
    expect([
      firstHand?.[0],
      secondHand?.[0],
      dealerUp,
      dealerHole,
      firstHand?.[1],
      ...(secondHand ?? []).slice(1),
      ...dealerDraws,
    ]).toEqual(cards);
    expect(outcome.hands?.map((hand) => [hand.total, hand.status])).toEqual([
      [16, 'lose'],
      [24, 'player_bust'],
    ]);
    expect([outcome.dealer_total, outcome.status]).toEqual([19, 'lose']);
    // Two stakes of 100, both lost.
    expect([played.stake, played.payout]).toEqual([200, 0]);
  });

  it('hashes the 13 revealed server seeds to the hashes Stake showed', () => {
    const ranges = [LOTUSEUY_DICE, LOTUSEUY_LIMBO, LOTUSEUY_ROULETTE, LOTUSEUY_BLACKJACK];
    for (const { serverSeed, serverSeedHash } of [...LOTUSEUY_SEED_HASHES, ...ranges]) {
      expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
    }
  });
});
