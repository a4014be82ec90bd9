import { describe, expect, it } from 'vitest';
import { diceTerms, limboTerms, parseLimboTarget } from './dice-terms';

describe('diceTerms', () => {
  it('states chance, multiplier and payout for over and under', () => {
    expect(diceTerms(50.5, 'over', 100)).toEqual({
      winChance: 49.5,
      multiplier: 2,
      payoutMinor: 200,
    });
    const under = diceTerms(10, 'under', 1_000);
    expect(under.winChance).toBe(10);
    expect(under.multiplier).toBeCloseTo(9.9);
    expect(under.payoutMinor).toBe(9_900);
  });

  it("states a win's exact worth, a fraction of a cent included", () => {
    // 99 / 33 % = 3×: 333 × 3 = 999; 99 / 97 % ≈ 1.0206×: 101 × 1.0206… = 103.08…
    expect(diceTerms(33, 'under', 333).payoutMinor).toBe(999);
    expect(diceTerms(3, 'over', 101).payoutMinor).toBeCloseTo(103.0825, 4);
  });

  it('refuses a target outside 2–98', () => {
    expect(() => diceTerms(1.5, 'over', 100)).toThrow();
    expect(() => diceTerms(98.5, 'under', 100)).toThrow();
  });
});

describe('limbo', () => {
  it('reads targets with a point or a comma, two decimals at most', () => {
    expect(parseLimboTarget('2')).toBe(2);
    expect(parseLimboTarget(' 2,5 ')).toBe(2.5);
    expect(parseLimboTarget('1000000')).toBe(1_000_000);
    expect(parseLimboTarget('1')).toBeUndefined();
    expect(parseLimboTarget('1.001')).toBeUndefined();
    expect(parseLimboTarget('1000000.01')).toBeUndefined();
    expect(parseLimboTarget('abc')).toBeUndefined();
  });

  it('states the chance and the payout', () => {
    expect(limboTerms(2, 150)).toEqual({ winChance: 49.5, payoutMinor: 300 });
    expect(limboTerms(1.01, 99).payoutMinor).toBeCloseTo(99.99, 6);
  });
});
