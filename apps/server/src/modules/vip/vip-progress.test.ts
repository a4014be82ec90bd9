import { describe, expect, it } from 'vitest';
import { vipProgress } from './vip-progress.js';

const bronze = { key: 'bronze', min_wagered: 0 };
const silver = { key: 'silver', min_wagered: 1_000 };
const gold = { key: 'gold', min_wagered: 5_000 };

describe('vipProgress', () => {
  it('starts at the lowest level with nothing wagered', () => {
    expect(vipProgress([bronze, silver, gold], 0n)).toEqual({
      level: bronze,
      nextLevel: silver,
      remainingMinor: 1_000n,
      progressBps: 0,
    });
  });

  it('measures the way between the current threshold and the next, rounded down', () => {
    expect(vipProgress([bronze, silver, gold], 333n).progressBps).toBe(3_330);
    const between = vipProgress([bronze, silver, gold], 2_000n);
    expect(between.level).toBe(silver);
    expect(between.nextLevel).toBe(gold);
    expect(between.remainingMinor).toBe(3_000n);
    expect(between.progressBps).toBe(2_500);
  });

  it('reaches a level exactly at its threshold', () => {
    const reached = vipProgress([bronze, silver, gold], 1_000n);
    expect(reached.level).toBe(silver);
    expect(reached.progressBps).toBe(0);
  });

  it('is full at the top, with nothing remaining', () => {
    expect(vipProgress([bronze, silver, gold], 9_999_999n)).toEqual({
      level: gold,
      nextLevel: null,
      remainingMinor: 0n,
      progressBps: 10_000,
    });
  });

  it('orders the levels by threshold, not by how they are listed', () => {
    expect(vipProgress([gold, bronze, silver], 1_500n).level).toBe(silver);
  });

  it('has no level below the lowest threshold, and counts from zero towards it', () => {
    const progress = vipProgress([silver, gold], 250n);
    expect(progress.level).toBeNull();
    expect(progress.nextLevel).toBe(silver);
    expect(progress.progressBps).toBe(2_500);
  });

  it('has neither level nor next level without levels', () => {
    expect(vipProgress([], 10n)).toEqual({
      level: null,
      nextLevel: null,
      remainingMinor: 0n,
      progressBps: 10_000,
    });
  });

  it('stays exact beyond the safe integers of a float', () => {
    const huge = { key: 'whale', min_wagered: Number.MAX_SAFE_INTEGER };
    const progress = vipProgress([bronze, huge], BigInt(Number.MAX_SAFE_INTEGER) - 1n);
    expect(progress.progressBps).toBe(9_999);
    expect(progress.remainingMinor).toBe(1n);
  });
});
