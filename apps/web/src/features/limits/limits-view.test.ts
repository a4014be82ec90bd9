import { describe, expect, it } from 'vitest';
import { parseLimitAmount, usedPercent } from './limits-view';

describe('parseLimitAmount', () => {
  it('reads whole and decimal amounts in either decimal mark', () => {
    expect(parseLimitAmount('50')).toBe(5_000);
    expect(parseLimitAmount('12.5')).toBe(1_250);
    expect(parseLimitAmount('12,05')).toBe(1_205);
    expect(parseLimitAmount(' 1 000 ')).toBe(100_000);
    expect(parseLimitAmount('0.01')).toBe(1);
  });

  it('refuses what is not a whole number of cents above zero within the largest limit', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '10000000.01']) {
      expect(parseLimitAmount(text), text).toBeUndefined();
    }
    expect(parseLimitAmount('10000000')).toBe(1_000_000_000);
  });
});

describe('usedPercent', () => {
  it('is the share used, capped at 100, and 0 without a limit', () => {
    expect(usedPercent(250, 1_000)).toBe(25);
    expect(usedPercent(1_500, 1_000)).toBe(100);
    expect(usedPercent(10, null)).toBe(0);
  });
});
