import { describe, expect, it } from 'vitest';
import { CRASH_RTP, crashPayoutMinor, crashPointX100 } from './crash.js';
import { chainCheckpoints } from './crash-chain.js';

/**
 * The stated RTP, measured: 200,000 consecutive rounds of one fixed chain (deterministic), a
 * player who always aims for the same multiplier. For a target m the payout per unit stake is m
 * with probability 0.99/m, else 0, so its variance is m·0.99 − 0.99²; the measured mean must lie
 * within 4 standard errors of 0.99 (a false alarm once in ~16,000 chains, and this chain is fixed).
 */
const ROUNDS = 200_000;
const SEED = '5a7510000000000000000000000000000000000000000000000000000000c4a5';
const SALT = 'satsino-rtp-test';

function crashPoints(): number[] {
  const points: number[] = [];
  // Every position is a checkpoint: the generator then yields each round's hash.
  for (const { position, hash } of chainCheckpoints(SEED, ROUNDS, 1)) {
    if (position > 0) points.push(crashPointX100(hash, SALT));
  }
  return points;
}

describe('crash RTP', () => {
  const points = crashPoints();

  for (const targetX100 of [101, 150, 200, 1_000]) {
    it(`is 99 % within its confidence interval for cash-outs at ${targetX100 / 100}×`, () => {
      const stake = 100n;
      let paid = 0n;
      for (const point of points) {
        if (point >= targetX100) paid += crashPayoutMinor(stake, targetX100);
      }
      const rtp = Number(paid) / (ROUNDS * Number(stake));
      const m = targetX100 / 100;
      const standardError = Math.sqrt((m * CRASH_RTP - CRASH_RTP ** 2) / ROUNDS);
      expect(Math.abs(rtp - CRASH_RTP)).toBeLessThan(4 * standardError);
    });
  }

  it('crashes at 1.00× about 2 % of the time (the house edge plus the 1.00× bucket)', () => {
    const instant = points.filter((point) => point === 100).length / ROUNDS;
    // P = 1 − 99/101 = 1.98 %.
    const p = 1 - 99 / 101;
    expect(Math.abs(instant - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / ROUNDS));
  });
});
