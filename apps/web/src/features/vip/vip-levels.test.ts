import type { VipLevel } from '@satsino/contract/content';
import type { VipStatus } from '@satsino/contract/vip';
import { describe, expect, it } from 'vitest';
import { levelState, progressPercent, reversedLevels } from './vip-levels';

const level = (id: number, key: string, minWagered: number): VipLevel => ({
  id,
  key,
  position: id,
  name: key,
  benefits: [],
  min_wagered: minWagered,
  cashback_bps: 0,
  bonus_bps: 0,
  cashback_percent: 0,
  bonus_percent: 0,
});
const bronze = level(1, 'bronze', 0);
const silver = level(2, 'silver', 1_000);
const gold = level(3, 'gold', 5_000);
const status = (wagered: number, current: VipLevel | null, bps = 0): VipStatus => ({
  wagered,
  level: current,
  next_level: null,
  remaining: 0,
  progress_bps: bps,
});

describe('reversedLevels', () => {
  it('keeps the levels highest first, leaving the answer as it was', () => {
    const fromServer = [bronze, silver, gold];
    expect(reversedLevels(fromServer).map((entry) => entry.key)).toEqual([
      'gold',
      'silver',
      'bronze',
    ]);
    expect(fromServer.map((entry) => entry.key)).toEqual(['bronze', 'silver', 'gold']);
  });
});

describe('levelState', () => {
  it('marks the current level, those below it as reached and the rest as ahead', () => {
    const standing = status(1_500, silver);
    expect(levelState(silver, standing)).toBe('current');
    expect(levelState(bronze, standing)).toBe('reached');
    expect(levelState(gold, standing)).toBe('ahead');
  });

  it('marks every level as ahead while the status is unknown', () => {
    expect(levelState(bronze, undefined)).toBe('ahead');
  });
});

describe('progressPercent', () => {
  it('turns basis points into the bar value', () => {
    expect(progressPercent(status(0, bronze, 2_500))).toBe(25);
    expect(progressPercent(status(0, gold, 10_000))).toBe(100);
  });
});
