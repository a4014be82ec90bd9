import { CRASH_MIN_BET_MINOR } from '@satsino/contract/crash';
import { describe, expect, it } from 'vitest';
import {
  CRASH_RTP,
  crashPayoutFloorMinor,
  crashPayoutMinor,
  crashPointX100,
  crashPointX100FromBits,
} from './crash.js';
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
        if (point >= targetX100) paid += crashPayoutFloorMinor(stake, targetX100);
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

/**
 * The smallest r (52-bit number) whose crash point reaches `targetX100`, found with the engine's
 * own mapping: the crash point never decreases as r grows (a double division by a smaller
 * denominator is never smaller), so a binary search finds the exact threshold, float rounding
 * included.
 */
function firstBitsReaching(targetX100: number): number {
  let low = 0;
  let high = 2 ** 52 - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (crashPointX100FromBits(middle) >= targetX100) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The exact expected payout of one bet, as a fraction of 2^84 (bigint): P(crash ≥ target) is a
 * count of r over 2^52, and the payout's extra cent is paid for a count of the 2^32 values of its
 * deciding number (u · 100 < remainder · 2^32), so both are exact.
 */
function expectedPayoutTimes2Pow84(stakeMinor: bigint, targetX100: number): bigint {
  const winning = 2n ** 52n - BigInt(firstBitsReaching(targetX100));
  const product = stakeMinor * BigInt(targetX100);
  const whole = product / 100n;
  const remainder = product % 100n;
  // The number of u in [0, 2^32) with u · 100 < remainder · 2^32.
  const paysUp = (remainder * 2n ** 32n + 99n) / 100n;
  return winning * (whole * 2n ** 32n + paysUp);
}

describe('crash RTP at the minimum bet, computed exactly', () => {
  const stake = BigInt(CRASH_MIN_BET_MINOR);
  // Every cash-out from 1.01× to 3.00×, then a spread up to the highest auto cash-out.
  const targets = [
    ...Array.from({ length: 200 }, (_, index) => 101 + index),
    333,
    499,
    777,
    1_001,
    1_999,
    5_555,
    12_345,
    99_999,
    123_457,
    1_000_000,
  ];

  it('returns 99 % within 0.1 % at every cash-out multiplier', () => {
    for (const target of targets) {
      const expected = expectedPayoutTimes2Pow84(stake, target);
      // RTP = expected / (stake · 2^84); compared in parts per billion to keep it in integers.
      const rtpPpb = Number((expected * 1_000_000_000n) / (stake * 2n ** 84n));
      expect(Math.abs(rtpPpb - 990_000_000), `target ${target}`).toBeLessThan(990_000);
      // It is in fact 99 % to a few parts per billion: the rounding costs the player nothing.
      expect(Math.abs(rtpPpb - 990_000_000), `target ${target}`).toBeLessThan(5);
    }
  });

  it('would fall short with whole cents only (why the extra cent exists)', () => {
    // At 1.99× a 0.10 bet is worth 19.9 cents; flooring pays 19, an RTP of 94.5 %.
    const target = 199;
    const winning = 2n ** 52n - BigInt(firstBitsReaching(target));
    const floored = winning * crashPayoutFloorMinor(stake, target);
    const rtpPpb = Number((floored * 1_000_000_000n) / (stake * 2n ** 52n));
    expect(rtpPpb).toBeLessThan(950_000_000);
  });

  it('pays the extra cent as often as the exact count says, measured over many players', () => {
    // The deciding number is uniform: over 100,000 player ids the share paid up is close to the
    // fraction (0.9 of a cent at 1.99× on a 0.10 bet).
    const gameHash = '7'.repeat(64);
    let paidUp = 0;
    const players = 100_000;
    for (let userId = 1; userId <= players; userId += 1) {
      const payout = crashPayoutMinor({ stakeMinor: stake, cashoutX100: 199, gameHash, userId });
      if (payout === 20n) paidUp += 1;
      else expect(payout).toBe(19n);
    }
    const share = paidUp / players;
    expect(Math.abs(share - 0.9)).toBeLessThan(4 * Math.sqrt((0.9 * 0.1) / players));
  });
});
