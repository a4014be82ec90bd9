import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRASH_MAX_POINT_X100,
  chainsToTerminatingHash,
  crashPayoutFloorMinor,
  crashPayoutMinor,
  crashPayoutUint32,
  crashPointX100,
  formatX100,
  isNextInChain,
  msToReachX100,
  multiplierX100AtMs,
  previousChainHash,
  walkChain,
} from './crash.js';
import { chainCheckpoints, hashAtPosition } from './crash-chain.js';

const hashArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

/** The scheme written again with Node's own crypto, as an independent reference (bustabit's doubles). */
function referenceCrashPoint(hash: string, salt: string): number {
  const digest = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest('hex');
  const r = Number.parseInt(digest.slice(0, 13), 16);
  const point = Math.floor(99 / (1 - r / 2 ** 52));
  return Math.max(100, Math.min(point, CRASH_MAX_POINT_X100));
}

/** The payout's deciding number written again with Node's crypto. */
function referencePayoutUint32(gameHash: string, userId: number): number {
  return createHmac('sha256', gameHash).update(String(userId)).digest().readUInt32BE(0);
}

describe('hash chain', () => {
  it('steps back with SHA-256 over the raw bytes', () => {
    fc.assert(
      fc.property(hashArb, (hash) => {
        const expected = createHash('sha256').update(Buffer.from(hash, 'hex')).digest('hex');
        expect(previousChainHash(hash)).toBe(expected);
        expect(isNextInChain(hash, expected)).toBe(true);
      }),
    );
  });

  it('refuses a hash that is not the next one', () => {
    fc.assert(
      fc.property(hashArb, hashArb, (a, b) => {
        fc.pre(previousChainHash(a) !== b);
        expect(isNextInChain(a, b)).toBe(false);
      }),
    );
    expect(isNextInChain('zz', 'aa')).toBe(false);
  });

  it('walks compose: walk(a + b) = walk(walk(a), b)', () => {
    fc.assert(
      fc.property(hashArb, fc.nat(20), fc.nat(20), (hash, a, b) => {
        expect(walkChain(hash, a + b)).toBe(walkChain(walkChain(hash, a), b));
      }),
      { numRuns: 50 },
    );
  });

  it('checkpoints find every position of the chain and end at the terminating hash', () => {
    fc.assert(
      fc.property(
        hashArb,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (seed, length, every) => {
          const checkpoints = [...chainCheckpoints(seed, length, every)];
          const terminating = checkpoints.at(-1);
          expect(terminating?.position).toBe(0);
          expect(terminating?.hash).toBe(walkChain(seed, length));
          for (let position = 1; position <= length; position += 1) {
            const hash = hashAtPosition(checkpoints, position);
            expect(hash).toBe(walkChain(seed, length - position));
            expect(isNextInChain(hash, hashAtPosition(checkpoints, position - 1))).toBe(true);
            expect(chainsToTerminatingHash(hash, position, terminating?.hash ?? '')).toBe(true);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('a round does not chain to another terminating hash or from another position', () => {
    const seed = 'a'.repeat(64);
    const terminating = walkChain(seed, 10);
    const round3 = walkChain(seed, 7);
    expect(chainsToTerminatingHash(round3, 3, terminating)).toBe(true);
    expect(chainsToTerminatingHash(round3, 4, terminating)).toBe(false);
    expect(chainsToTerminatingHash(round3, 3, 'b'.repeat(64))).toBe(false);
    expect(chainsToTerminatingHash(round3, 0, terminating)).toBe(false);
  });
});

describe('crash point', () => {
  it('matches the reference computation and stays within [1.00, cap]', () => {
    fc.assert(
      fc.property(hashArb, fc.string({ maxLength: 40 }), (hash, salt) => {
        const point = crashPointX100(hash, salt);
        expect(point).toBe(referenceCrashPoint(hash, salt));
        expect(point).toBeGreaterThanOrEqual(100);
        expect(point).toBeLessThanOrEqual(CRASH_MAX_POINT_X100);
      }),
    );
  });

  it('depends on the salt', () => {
    const hash = 'c'.repeat(64);
    const points = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((salt) => crashPointX100(hash, salt)),
    );
    expect(points.size).toBeGreaterThan(1);
  });

  it('refuses what is not a game hash', () => {
    expect(() => crashPointX100('ABC', 'salt')).toThrow(TypeError);
  });
});

describe('growth curve', () => {
  it('starts at 1.00× and is 2.00× after about 11.6 s', () => {
    expect(multiplierX100AtMs(0)).toBe(100);
    expect(multiplierX100AtMs(-5)).toBe(100);
    expect(multiplierX100AtMs(11_553)).toBe(200);
    expect(multiplierX100AtMs(11_552)).toBe(199);
  });

  it('msToReachX100 is the first millisecond that shows the multiplier', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.constantFrom(0.00006, 0.0006),
        (x100, growth) => {
          const ms = msToReachX100(x100, growth);
          expect(multiplierX100AtMs(ms, growth)).toBeGreaterThanOrEqual(x100);
          if (ms > 0) expect(multiplierX100AtMs(ms - 1, growth)).toBeLessThan(x100);
        },
      ),
    );
  });

  it('never decreases', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000), (t, dt) => {
        expect(multiplierX100AtMs(t + dt)).toBeGreaterThanOrEqual(multiplierX100AtMs(t));
      }),
    );
  });
});

describe('payout', () => {
  const hash = 'd'.repeat(64);

  it('pays whole cents exactly, with no extra cent to decide', () => {
    expect(
      crashPayoutMinor({ stakeMinor: 100n, cashoutX100: 250, gameHash: hash, userId: 7 }),
    ).toBe(250n);
    expect(crashPayoutMinor({ stakeMinor: 10n, cashoutX100: 150, gameHash: hash, userId: 7 })).toBe(
      15n,
    );
    expect(() =>
      crashPayoutMinor({ stakeMinor: 1n, cashoutX100: 99, gameHash: hash, userId: 7 }),
    ).toThrow(RangeError);
  });

  it('decides the leftover fraction with HMAC-SHA256(game hash text, user id)', () => {
    fc.assert(
      fc.property(
        hashArb,
        fc.integer({ min: 1, max: 2 ** 40 }),
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.integer({ min: 100, max: 1_000_000 }),
        (gameHash, userId, stakeMinor, cashoutX100) => {
          const u = referencePayoutUint32(gameHash, userId);
          expect(crashPayoutUint32(gameHash, userId)).toBe(u);
          const product = stakeMinor * BigInt(cashoutX100);
          const whole = product / 100n;
          const remainder = product % 100n;
          // One more cent when u / 2^32 < remainder / 100.
          const extra = BigInt(u) * 100n < remainder * 2n ** 32n ? 1n : 0n;
          expect(crashPayoutMinor({ stakeMinor, cashoutX100, gameHash, userId })).toBe(
            whole + extra,
          );
          expect(crashPayoutFloorMinor(stakeMinor, cashoutX100)).toBe(whole);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('differs between players of one round and between rounds of one player', () => {
    const players = new Set(
      Array.from({ length: 50 }, (_, index) => crashPayoutUint32(hash, index + 1)),
    );
    expect(players.size).toBe(50);
    expect(crashPayoutUint32('e'.repeat(64), 1)).not.toBe(crashPayoutUint32(hash, 1));
    expect(() => crashPayoutUint32('E'.repeat(64), 1)).toThrow(TypeError);
    expect(() => crashPayoutUint32(hash, 0)).toThrow(RangeError);
  });

  it('formats hundredths', () => {
    expect(formatX100(100)).toBe('1.00');
    expect(formatX100(1234)).toBe('12.34');
    expect(formatX100(205)).toBe('2.05');
  });
});
