import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { maxPossiblePayout } from './play.js';
import { createRandomStream, roundFloats, type SeedInput } from './random.js';
import { SLOT_VARIANTS } from './slot-variants.js';
import {
  evaluateLine,
  expectedFeatureSpins,
  featureSpinsFor,
  lineRtp,
  playSlots,
  SLOT_ROWS,
  type SlotVariant,
  slotRtp,
  slotsMaxPayout,
} from './slots.js';
import { fastStream } from './test-random.test-support.js';
import { verifyRound } from './verify.js';

/*
 * The scatter-triggered feature round of slots.ts, checked against the rules as the README
 * states them: the base spin takes floats 0–4, feature spin k floats 5k … 5k + 4, and the
 * rounding rule the float after the last spin.
 */

const withFeature = [...SLOT_VARIANTS.values()].filter((variant) => variant.feature);

function variantOf(id: string): SlotVariant {
  const variant = SLOT_VARIANTS.get(id);
  if (!variant) throw new Error(`no theme ${id}`);
  return variant;
}

/** A grid from five floats, as the README states it: reel r stops at ⌊float_r · length⌋. */
function gridFrom(variant: SlotVariant, floats: readonly number[]) {
  return variant.reels.map((strip, reel) => {
    const stop = Math.floor((floats[reel] as number) * strip.length);
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length]);
  });
}

/** The first nonce of these seeds whose round triggers the theme's feature. */
function triggeringSeed(variant: SlotVariant): SeedInput {
  for (let nonce = 0; nonce < 20_000; nonce += 1) {
    const seed = { serverSeed: 'a'.repeat(64), clientSeed: `feature-${variant.id}`, nonce };
    const grid = gridFrom(variant, roundFloats(seed, 5));
    if (featureSpinsFor(variant, grid as string[][]) > 0) return seed;
  }
  throw new Error('no triggering nonce found');
}

describe('the feature round', () => {
  it('exists on at least two themes, each with a scatter on its strips and in no paytable', () => {
    expect(withFeature.map((variant) => variant.id)).toEqual(['fruit-fiesta', 'cosmic-cash']);
    for (const variant of withFeature) {
      const scatter = variant.feature?.scatter as string;
      expect(variant.paytable[scatter]).toBeUndefined();
      for (const strip of variant.reels) expect(strip).toContain(scatter);
      // The scatter breaks a run, and the wild does not stand in for it.
      expect(evaluateLine(variant, [scatter, scatter, scatter, scatter, scatter])).toBeUndefined();
      expect(
        evaluateLine(variant, [variant.wild, variant.wild, scatter, variant.wild, variant.wild]),
      ).toBeUndefined();
    }
  });

  it('counts scatter cells anywhere on the grid: 3, 4 and 5 give the stated spins', () => {
    const variant = variantOf('fruit-fiesta');
    const grid = (count: number) =>
      Array.from({ length: 5 }, (_, reel) => (reel < count ? ['sun', 'lemon', 'plum'] : ['a']));
    expect(featureSpinsFor(variant, grid(2))).toBe(0);
    expect(featureSpinsFor(variant, grid(3))).toBe(5);
    expect(featureSpinsFor(variant, grid(4))).toBe(6);
    expect(featureSpinsFor(variant, grid(5))).toBe(8);
    expect(featureSpinsFor(variantOf('pharaoh-gold'), grid(5))).toBe(0);
  });

  for (const variant of withFeature) {
    it(`${variant.id}: a triggered round plays its spins from the next floats, in order`, () => {
      const seed = triggeringSeed(variant);
      const spins = featureSpinsFor(variant, gridFrom(variant, roundFloats(seed, 5)) as string[][]);
      const floats = roundFloats(seed, 5 * (spins + 1));
      const round = playSlots(createRandomStream(seed), 100, variant);
      expect(round.outcome.reels).toEqual(gridFrom(variant, floats.slice(0, 5)));
      const feature = round.outcome.feature;
      expect(feature?.spins).toHaveLength(spins);
      feature?.spins.forEach((spin, k) => {
        expect(spin.reels).toEqual(gridFrom(variant, floats.slice(5 * (k + 1), 5 * (k + 2))));
      });
      // The verifier reproduces the whole round, feature and payout included.
      const verified = verifyRound({
        engine: 'slots',
        variant: variant.id,
        serverSeed: seed.serverSeed,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
        params: { engine: 'slots' },
        bet: 100,
      });
      expect(verified.outcome).toEqual(round.outcome);
      expect(verified.payout).toBe(round.payoutMinor);
      // The payout is the sum of every line's exact worth, base and feature, within a cent.
      const worth =
        round.outcome.wins.reduce((sum, win) => sum + win.payout, 0) +
        (feature?.spins ?? []).reduce(
          (sum, spin) => sum + spin.wins.reduce((inner, win) => inner + win.payout, 0),
          0,
        );
      expect(Math.abs(round.payoutMinor - worth)).toBeLessThan(1);
    });
  }

  it('the command line reproduces a feature round and prints every free spin', () => {
    const variant = variantOf('cosmic-cash');
    const seed = triggeringSeed(variant);
    const args = [
      'verify',
      '--game',
      'slots',
      '--variant',
      variant.id,
      '--server-seed',
      seed.serverSeed,
      '--client-seed',
      seed.clientSeed,
      '--nonce',
      String(seed.nonce),
      '--bet',
      '100',
    ];
    const round = playSlots(createRandomStream(seed), 100, variant);
    const json = runCli([...args, '--json']);
    expect(json.exitCode, json.stderr).toBe(0);
    const answer = JSON.parse(json.stdout) as { outcome: unknown; payout: number };
    expect(answer.outcome).toEqual(round.outcome);
    expect(answer.payout).toBe(round.payoutMinor);
    const text = runCli(args);
    const spins = round.outcome.feature?.spins.length ?? 0;
    expect(spins).toBeGreaterThan(0);
    expect(text.stdout).toContain(`Free spin ${spins} `);
    expect(text.stdout).not.toContain(`Free spin ${spins + 1} `);
  });

  it('a round without three scatters has no feature and uses six floats at most', () => {
    const variant = variantOf('cosmic-cash');
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const seed = { serverSeed: 'b'.repeat(64), clientSeed: 'plain', nonce };
      const stream = createRandomStream(seed);
      const round = playSlots(stream, 100, variant);
      if (round.outcome.feature) continue;
      expect(stream.used).toBeLessThanOrEqual(6);
    }
  });

  it('states the exact RTP as line RTP × (1 + multiplier · E[spins]), and simulation agrees', () => {
    for (const variant of withFeature) {
      const feature = variant.feature as NonNullable<SlotVariant['feature']>;
      const expected = lineRtp(variant) * (1 + feature.multiplier * expectedFeatureSpins(variant));
      expect(slotRtp(variant)).toBe(expected);
      expect(slotRtp(variant)).toBe(variant.rtp);
      // The trigger rate, simulated: E[spins] within its 99.9 % interval.
      const stream = fastStream(variant.id.length * 31);
      const n = 60_000;
      let sum = 0;
      let squares = 0;
      for (let i = 0; i < n; i += 1) {
        const spins = playSlots(stream, 100, variant).outcome.feature?.spins.length ?? 0;
        sum += spins;
        squares += spins * spins;
      }
      const mean = sum / n;
      const halfWidth = 3.29 * Math.sqrt((squares / n - mean * mean) / n);
      expect(Math.abs(mean - expectedFeatureSpins(variant))).toBeLessThanOrEqual(halfWidth);
    }
  });

  it('the maximum payout bound counts the most feature spins', () => {
    const variant = variantOf('fruit-fiesta');
    const top = Math.max(...Object.values(variant.paytable).map((pays) => pays[2]));
    expect(slotsMaxPayout(100, variant)).toBe(100 * top * (1 + 8));
    expect(
      maxPossiblePayout({
        engine: 'slots',
        variant: 'fruit-fiesta',
        betMinor: 100,
        params: { engine: 'slots' },
      }),
    ).toBe(100 * top * 9);
  });
});
