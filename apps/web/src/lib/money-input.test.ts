import { describe, expect, it } from 'vitest';
import { majorAmountOf, moneyInputOf, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it('reads whole amounts and up to two decimals, with a point or a comma', () => {
    expect(parseMoneyInput('100')).toBe(10_000);
    expect(parseMoneyInput('12.5')).toBe(1_250);
    expect(parseMoneyInput('12,50')).toBe(1_250);
    expect(parseMoneyInput(' 0.29 ')).toBe(29);
    expect(parseMoneyInput('7.')).toBe(700);
    expect(parseMoneyInput('0')).toBe(0);
  });

  it('never goes through a float', () => {
    expect(parseMoneyInput('1.10')).toBe(110);
    expect(parseMoneyInput('4.35')).toBe(435);
    expect(parseMoneyInput('9999999999999.99')).toBe(999_999_999_999_999);
  });

  it('refuses anything that is not an amount', () => {
    for (const text of ['', ' ', '-5', '1e3', '1.234', '1,000.00', 'abc', '.5', '12 50', '0x10']) {
      expect(parseMoneyInput(text), text).toBeUndefined();
    }
  });
});

describe('moneyInputOf / majorAmountOf', () => {
  it('writes minor units back as field text', () => {
    expect(moneyInputOf(10_000)).toBe('100');
    expect(moneyInputOf(1_050)).toBe('10.50');
    expect(moneyInputOf(5)).toBe('0.05');
    expect(parseMoneyInput(moneyInputOf(123_456))).toBe(123_456);
  });

  it('writes the major-unit decimal of the conversion call', () => {
    expect(majorAmountOf(10_000)).toBe('100.00');
    expect(majorAmountOf(1_005)).toBe('10.05');
  });
});
