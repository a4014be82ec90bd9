import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { drawCard } from '../cards.js';
import { createRandomStream, randomBlock, roundFloats } from '../random.js';
import { verifyRound } from '../verify.js';
import { KYRANRANA_ROUNDS } from './kyranrana-vectors.js';
import { cardLabel } from './reference-games.test-support.js';

/*
 * Our engine against the results Stake's calculator gives for KyranRana's three seed triples
 * (kyranrana-vectors.ts names the files): the random stream block by block, then dice, limbo,
 * roulette and the card stream. The outcomes go through `verifyRound`, the call the verify page
 * and the command line make.
 */

/** The floats are printed to 12 decimals there. */
const PRINTED_FLOAT_PRECISION = 5e-13;

describe.each(KYRANRANA_ROUNDS)('KyranRana vector, nonce $nonce', (round) => {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const verify = (params: Parameters<typeof verifyRound>[0]['params']) =>
    verifyRound({ ...seeds, engine: params.engine, variant: 'classic', params }).outcome;

  it('derives the same HMAC block for every cursor', () => {
    expect(round.blocks.map((_, cursor) => bytesToHex(randomBlock(seeds, cursor)))).toEqual(
      round.blocks,
    );
  });

  it('derives the same floats', () => {
    const floats = roundFloats(seeds, round.floats.length);
    floats.forEach((float, index) => {
      expect(Math.abs(float - (round.floats[index] as number))).toBeLessThan(
        PRINTED_FLOAT_PRECISION,
      );
    });
  });

  it('rolls the same dice', () => {
    expect(verify({ engine: 'dice', target: 50, condition: 'over' })).toMatchObject({
      roll: round.diceRoll,
    });
  });

  it('gives the same limbo result', () => {
    expect(verify({ engine: 'limbo', target_multiplier: 2 })).toMatchObject({
      result_multiplier: round.limboResult,
    });
  });

  it('lands in the same roulette pocket', () => {
    const bets = [{ kind: 'red' as const, numbers: [], amount: 100 }];
    expect(verify({ engine: 'roulette', bets })).toMatchObject({ number: round.roulettePocket });
  });

  it('deals the same cards', () => {
    const stream = createRandomStream(seeds);
    const cards = round.cards.map(() => cardLabel(drawCard(stream)));
    expect(cards).toEqual(round.cards);
  });
});
