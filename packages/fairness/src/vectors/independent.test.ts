import type { BlackjackAction, RoundParams } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { drawCard } from '../cards.js';
import { fractionPaysUp, settlePayout } from '../payout.js';
import { createRandomStream, roundFloats } from '../random.js';
import { SLOT_VARIANTS } from '../slot-variants.js';
import type { SlotVariant } from '../slots.js';
import { verifyRound } from '../verify.js';
import { WHEEL_SIZE } from '../wheel.js';
import { ReferenceHand } from './reference-blackjack.test-support.js';
import {
  cardLabel,
  referenceCard,
  referenceDiceRoll,
  referenceLimboResult,
  referencePocketColor,
  referenceRoulettePocket,
  referenceSettle,
  referenceSlotGrid,
  referenceWheelStop,
} from './reference-games.test-support.js';
import { referenceFloatSource, referenceFloats } from './reference-random.test-support.js';
import { caseRandom, type SeedTriple, seedTriples } from './seeded-cases.test-support.js';

/*
 * The engine against a second implementation written in the tests from the published text
 * (reference-*.test-support.ts), on 10 000 fixed-seed random cases per game. Outcomes only:
 * payouts are the payout rule's own test at the end. Each case goes through `verifyRound`, the
 * call the verify page and the command line make, so the whole path is compared.
 */

const CASES = 10_000;
const STREAM_CASES = 2_500;
/** A failing test lists at most this many differing cases. */
const SHOWN_DIFFERENCES = 5;

/**
 * The cases where the engine's value differs from the reference's (compared as JSON). One
 * `expect` per test rather than per case keeps 10 000 cases fast.
 */
function differences<Case>(
  cases: Iterable<Case>,
  compare: (testCase: Case) => { engine: unknown; reference: unknown },
) {
  const found: { testCase: Case; engine: unknown; reference: unknown }[] = [];
  for (const testCase of cases) {
    const { engine, reference } = compare(testCase);
    if (JSON.stringify(engine) !== JSON.stringify(reference)) {
      found.push({ testCase, engine, reference });
      if (found.length === SHOWN_DIFFERENCES) break;
    }
  }
  return found;
}

function verify(seeds: SeedTriple, params: RoundParams, variant = 'classic') {
  return verifyRound({ ...seeds, engine: params.engine, variant, params }).outcome;
}

describe('the random stream', () => {
  // Every game below compares the first block on 10 000 cases; this adds the next cursors.
  it('gives the same 32 floats (four HMAC blocks) as the reference', () => {
    const found = differences(seedTriples(1, STREAM_CASES), (seeds) => ({
      engine: roundFloats(seeds, 32),
      reference: referenceFloats(seeds, 32),
    }));
    expect(found).toEqual([]);
  });
});

describe('dice, limbo and roulette', () => {
  it('rolls the reference dice', () => {
    const params = { engine: 'dice', target: 49.5, condition: 'over' } as const;
    const found = differences(seedTriples(2, CASES), (seeds) => {
      const outcome = verify(seeds, params);
      return {
        engine: outcome.engine === 'dice' ? outcome.roll : outcome,
        reference: referenceDiceRoll(referenceFloats(seeds, 1)[0] as number),
      };
    });
    expect(found).toEqual([]);
  });

  it('gives the reference limbo result', () => {
    const params = { engine: 'limbo', target_multiplier: 2 } as const;
    const found = differences(seedTriples(3, CASES), (seeds) => {
      const outcome = verify(seeds, params);
      return {
        engine: outcome.engine === 'limbo' ? outcome.result_multiplier : outcome,
        reference: referenceLimboResult(referenceFloats(seeds, 1)[0] as number),
      };
    });
    expect(found).toEqual([]);
  });

  it('lands in the reference roulette pocket', () => {
    const params: RoundParams = {
      engine: 'roulette',
      bets: [{ kind: 'straight', numbers: [17], amount: 10 }],
    };
    const found = differences(seedTriples(4, CASES), (seeds) => {
      const outcome = verify(seeds, params);
      const pocket = referenceRoulettePocket(referenceFloats(seeds, 1)[0] as number);
      return {
        engine: outcome.engine === 'roulette' ? [outcome.number, outcome.color] : outcome,
        reference: [pocket, referencePocketColor(pocket)],
      };
    });
    expect(found).toEqual([]);
  });
});

describe('cards and blackjack', () => {
  it('deals the reference card sequence (12 cards)', () => {
    const found = differences(seedTriples(5, CASES), (seeds) => {
      const stream = createRandomStream(seeds);
      return {
        engine: Array.from({ length: 12 }, () => cardLabel(drawCard(stream))),
        reference: referenceFloats(seeds, 12).map(referenceCard),
      };
    });
    expect(found).toEqual([]);
  });

  it('deals the reference hand for the same actions', () => {
    const choices = caseRandom(6);
    const found = differences(seedTriples(7, CASES), (seeds) => {
      const nextFloat = referenceFloatSource(seeds);
      const hand = new ReferenceHand(() => referenceCard(nextFloat()));
      // A random player: stops early now and then (a hand waiting for its next action), and
      // otherwise picks any allowed action until the hand is over.
      const actions: BlackjackAction[] = [];
      const stopAfter = choices.int(6) === 0 ? choices.int(3) : Number.POSITIVE_INFINITY;
      while (!hand.finished && actions.length < stopAfter) {
        const allowed = hand.allowedActions();
        const action = allowed[choices.int(allowed.length)] as BlackjackAction;
        hand.act(action);
        actions.push(action);
      }
      const played = verifyRound({
        ...seeds,
        engine: 'blackjack',
        variant: 'classic',
        params: { engine: 'blackjack' },
        actions,
      });
      const { outcome } = played;
      return {
        engine:
          outcome.engine === 'blackjack'
            ? {
                actions,
                finished: played.finished,
                player: outcome.player.map(cardLabel),
                dealer: outcome.dealer.map(cardLabel),
                status: outcome.status,
                doubled: outcome.doubled,
                hands: outcome.hands?.map((hand) => ({
                  cards: hand.cards.map(cardLabel),
                  status: hand.status,
                  doubled: hand.doubled,
                })),
                insurance: outcome.insurance,
              }
            : outcome,
        reference: {
          actions,
          finished: hand.finished,
          player: hand.player,
          // The hole card and the dealer's draws are shown once the hand is over.
          dealer: hand.finished ? hand.dealer : hand.dealer.slice(0, 1),
          status: hand.status,
          doubled: hand.doubled,
          hands: hand.split
            ? hand.hands.map((cards, index) => ({
                cards,
                status: hand.handStatus[index],
                doubled: hand.handDoubled[index],
              }))
            : undefined,
          insurance: hand.insurance,
        },
      };
    });
    expect(found).toEqual([]);
  });
});

describe('slots', () => {
  it('shows the reference 5 × 3 grid, every theme in turn', () => {
    const variants = [...SLOT_VARIANTS.values()];
    const cases = seedTriples(8, CASES).map((seeds, index) => ({
      seeds,
      variant: variants[index % variants.length] as SlotVariant,
    }));
    const found = differences(cases, ({ seeds, variant }) => {
      const outcome = verify(seeds, { engine: 'slots' }, variant.id);
      return {
        engine: outcome.engine === 'slots' ? outcome.reels : outcome,
        reference: referenceSlotGrid(variant.reels, referenceFloatSource(seeds)),
      };
    });
    expect(variants.length).toBeGreaterThan(1);
    expect(found).toEqual([]);
  });
});

describe('the money wheel', () => {
  // The wheel's rules are changing; only its stops are compared: spin i stops at segment
  // ⌊float_i · WHEEL_SIZE⌋, the last spin's stop being the round's index.
  it('stops at the reference indexes', () => {
    const params: RoundParams = { engine: 'wheel', bets: [{ segment: '1', amount: 100 }] };
    const found = differences(seedTriples(9, CASES), (seeds) => {
      const outcome = verify(seeds, params);
      if (outcome.engine !== 'wheel') return { engine: outcome, reference: 'wheel' };
      const stops = outcome.spins?.map((spin) => spin.index) ?? [outcome.index];
      return {
        engine: [...stops, outcome.index],
        reference: [
          ...referenceFloats(seeds, stops.length).map((float) =>
            referenceWheelStop(float, WHEEL_SIZE),
          ),
          stops[stops.length - 1],
        ],
      };
    });
    expect(found).toEqual([]);
  });
});

describe('the payout rule', () => {
  function payoutCases(seed: number, count: number) {
    const random = caseRandom(seed);
    return Array.from({ length: count }, () => {
      const amount = 1 + random.int(random.int(2) === 0 ? 1_000 : 10_000_000);
      const numerator = random.int(1_000_000);
      const denominator = 1 + random.int(random.int(2) === 0 ? 100 : 1_000_000);
      // The edges of the comparison too: u = 0 and u = 2³² − 1 now and then.
      const edge = random.int(8);
      const u = edge === 0 ? 0 : edge === 1 ? 2 ** 32 - 1 : random.uint32();
      return { amount, numerator, denominator, u };
    });
  }

  it('pays the whole cents and the extra cent as the reference does', () => {
    const found = differences(payoutCases(10, CASES), ({ amount, numerator, denominator, u }) => {
      let engineDraws = 0;
      let referenceDraws = 0;
      const paid = settlePayout(amount, numerator, denominator, () => {
        engineDraws += 1;
        return u;
      });
      const expected = referenceSettle(
        BigInt(amount),
        BigInt(numerator),
        BigInt(denominator),
        () => {
          referenceDraws += 1;
          return u;
        },
      );
      return {
        engine: { paid: String(paid), draws: engineDraws },
        reference: { paid: String(expected), draws: referenceDraws },
      };
    });
    expect(found).toEqual([]);
  });

  it('decides the extra cent as float < fraction, exactly', () => {
    const cases = payoutCases(11, CASES).filter(
      ({ amount, numerator, denominator }) => (amount * numerator) % denominator !== 0,
    );
    const found = differences(cases, ({ amount, numerator, denominator, u }) => {
      const worth = BigInt(amount) * BigInt(numerator);
      const remainder = worth % BigInt(denominator);
      const whole = worth / BigInt(denominator);
      const settled = referenceSettle(worth, 1n, BigInt(denominator), () => u);
      return {
        engine: fractionPaysUp(u, remainder, BigInt(denominator)),
        reference: settled > whole,
      };
    });
    expect(cases.length).toBeGreaterThan(CASES / 2);
    expect(found).toEqual([]);
  });
});
