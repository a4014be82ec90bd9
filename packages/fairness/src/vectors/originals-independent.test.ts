import { describe, expect, it } from 'vitest';
import { type HiloAction, playHilo } from '../hilo.js';
import { KENO_MULTIPLIERS_X100, KENO_RISKS, playKeno } from '../keno.js';
import { playMines } from '../mines.js';
import { PLINKO_MULTIPLIERS_X100, PLINKO_RISKS, playPlinko } from '../plinko.js';
import { createRandomStream } from '../random.js';
import { cardLabel, referenceCard, referenceSettle } from './reference-games.test-support.js';
import { referenceFloatSource } from './reference-random.test-support.js';
import { caseRandom, seedTriples } from './seeded-cases.test-support.js';

/*
 * Mines, plinko, keno and hilo (issue 16) against a second implementation written here from the
 * package README's text, on the reference stream (node's HMAC, floats as byte sums) and 2 000
 * fixed-seed random cases per game, payouts included. The tables are data shared with the engine;
 * the draws, the rules and the arithmetic are written again.
 */

const CASES = 2_000;
const TWO_POW_32 = 2 ** 32;

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Takes `count` items out of `items` in order, item ⌊float · (items left)⌋ each time. */
function takeOut<T>(items: T[], count: number, nextFloat: () => number): T[] {
  return Array.from({ length: count }, () => {
    const [item] = items.splice(Math.floor(nextFloat() * items.length), 1);
    return item as T;
  });
}

const nextU = (nextFloat: () => number) => () => nextFloat() * TWO_POW_32;

describe('new originals against a second implementation', () => {
  it('mines: the shuffle, the reveals and the cash-out', () => {
    const pick = caseRandom(61);
    for (const seeds of seedTriples(16, CASES)) {
      const mines = 1 + pick.int(24);
      const reveals = takeOut(
        Array.from({ length: 25 }, (_, tile) => tile),
        1 + pick.int(25 - mines),
        () => pick.uint32() / TWO_POW_32,
      );
      const next = referenceFloatSource(seeds);
      const order = takeOut(
        Array.from({ length: 25 }, (_, tile) => tile),
        24,
        next,
      );
      const mineTiles = order.slice(0, mines);
      const hit = reveals.findIndex((tile) => mineTiles.includes(tile));
      const played = hit === -1 ? reveals : reveals.slice(0, hit + 1);
      const bet = 1 + pick.int(10_000);
      const expected =
        hit !== -1
          ? 0n
          : referenceSettle(
              BigInt(bet),
              99n * binomial(25, played.length),
              100n * binomial(25 - mines, played.length),
              nextU(next),
            );
      const round = playMines(createRandomStream(seeds), bet, {
        mines,
        reveals: played,
        cashout: true,
      });
      expect({ mines: round.outcome.mine_tiles, payout: round.payoutMinor }).toEqual({
        mines: [...mineTiles].sort((a, b) => a - b),
        payout: Number(expected),
      });
    }
  });

  it('plinko: the path, the slot and the payout', () => {
    const pick = caseRandom(62);
    for (const seeds of seedTriples(17, CASES)) {
      const rows = 8 + pick.int(9);
      const risk = PLINKO_RISKS[pick.int(3)] as (typeof PLINKO_RISKS)[number];
      const next = referenceFloatSource(seeds);
      const rights = Array.from({ length: rows }, () => Math.floor(next() * 2)).reduce(
        (sum, direction) => sum + direction,
        0,
      );
      const multiplierX100 = PLINKO_MULTIPLIERS_X100[rows]?.[risk][rights] as number;
      const bet = 1 + pick.int(10_000);
      const expected = referenceSettle(BigInt(bet), BigInt(multiplierX100), 100n, nextU(next));
      const round = playPlinko(createRandomStream(seeds), bet, { rows, risk });
      expect({ slot: round.outcome.slot, payout: round.payoutMinor }).toEqual({
        slot: rights,
        payout: Number(expected),
      });
    }
  });

  it('keno: the draw, the hits and the payout', () => {
    const pick = caseRandom(63);
    for (const seeds of seedTriples(18, CASES)) {
      const risk = KENO_RISKS[pick.int(4)] as (typeof KENO_RISKS)[number];
      const picks = takeOut(
        Array.from({ length: 40 }, (_, index) => index + 1),
        1 + pick.int(10),
        () => pick.uint32() / TWO_POW_32,
      );
      const next = referenceFloatSource(seeds);
      const drawn = takeOut(
        Array.from({ length: 40 }, (_, index) => index + 1),
        10,
        next,
      );
      const hits = picks.filter((number) => drawn.includes(number)).length;
      const multiplierX100 = KENO_MULTIPLIERS_X100[risk][picks.length - 1]?.[hits] as number;
      const bet = 1 + pick.int(10_000);
      const expected = referenceSettle(BigInt(bet), BigInt(multiplierX100), 100n, nextU(next));
      const round = playKeno(createRandomStream(seeds), bet, { risk, picks });
      expect({ drawn: round.outcome.drawn, payout: round.payoutMinor }).toEqual({
        drawn,
        payout: Number(expected),
      });
    }
  });

  it('hilo: the cards, the guesses and the cash-out', () => {
    const pick = caseRandom(64);
    const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    const rankOf = (label: string) => RANKS.indexOf(label.slice(1)) + 1;
    for (const seeds of seedTriples(19, CASES)) {
      const next = referenceFloatSource(seeds);
      let card = referenceCard(next());
      const cards = [card];
      const actions: HiloAction[] = [];
      let numerator = 1n;
      let denominator = 1n;
      let lost = false;
      let won = 0;
      const steps = 1 + pick.int(6);
      for (let step = 0; step < steps && !lost; step += 1) {
        const rank = rankOf(card);
        // A random choice among what the card offers: skip, or one of its two guesses.
        const choice = pick.int(3);
        let action: HiloAction = 'skip';
        let wins = (_: number) => true;
        let ranks = 0;
        if (choice === 1) {
          action = rank === 1 ? 'higher' : rank === 13 ? 'lower' : 'higher_or_same';
          wins = rank === 1 ? (r) => r > 1 : rank === 13 ? (r) => r < 13 : (r) => r >= rank;
          ranks = rank === 1 || rank === 13 ? 12 : 14 - rank;
        } else if (choice === 2) {
          action = rank === 1 || rank === 13 ? 'same' : 'lower_or_same';
          wins = rank === 1 || rank === 13 ? (r) => r === rank : (r) => r <= rank;
          ranks = rank === 1 || rank === 13 ? 1 : rank;
        }
        actions.push(action);
        card = referenceCard(next());
        cards.push(card);
        if (!wins(rankOf(card))) lost = true;
        else if (ranks > 0) {
          won += 1;
          numerator *= 1287n;
          denominator *= 100n * BigInt(ranks);
        }
      }
      const cashout = !lost && won > 0;
      if (cashout) actions.push('cashout');
      const bet = 1 + pick.int(10_000);
      const expected = cashout
        ? referenceSettle(BigInt(bet), numerator, denominator, nextU(next))
        : 0n;
      const round = playHilo(createRandomStream(seeds), bet, actions);
      expect({
        cards: [round.outcome.start, ...round.outcome.steps.map((s) => s.card)].map(cardLabel),
        status: round.outcome.status,
        payout: round.payoutMinor,
      }).toEqual({
        cards,
        status: lost ? 'busted' : cashout ? 'cashed_out' : 'playing',
        payout: Number(expected),
      });
    }
  });
});
