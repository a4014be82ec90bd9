import { describe, expect, it } from 'vitest';
import { chipFace, chipValues, MAX_CHIPS } from './chips';

describe('chipValues', () => {
  it('starts at the minimum and stays within the limits', () => {
    expect(chipValues({ minBetMinor: 10, maxBetMinor: 100_000 })).toEqual([
      10, 50, 100, 500, 1_000, 2_500,
    ]);
    expect(chipValues({ minBetMinor: 100, maxBetMinor: 1_000 })).toEqual([100, 500, 1_000]);
    expect(chipValues({ minBetMinor: 30, maxBetMinor: 40 })).toEqual([30]);
  });

  it('offers at most MAX_CHIPS values', () => {
    expect(chipValues({ minBetMinor: 1, maxBetMinor: 10_000_000 }).length).toBe(MAX_CHIPS);
  });
});

describe('chipFace', () => {
  it('writes major units briefly', () => {
    expect(chipFace(10)).toBe('0.1');
    expect(chipFace(100)).toBe('1');
    expect(chipFace(2_500)).toBe('25');
    expect(chipFace(250_000)).toBe('2.5K');
  });
});
