import { describe, expect, it } from 'vitest';
import {
  limitsChanges,
  limitsFormValuesOf,
  limitsProblems,
  multiplierInputOf,
  parseLimitMultiplier,
} from './crash-limits-values';

const current = {
  min_bet: 10,
  max_bet: 100_000,
  min_auto_cashout_x100: 101,
  max_auto_cashout_x100: 1_000_000,
};

describe('the crash limits form', () => {
  it('starts from the table limits and reads them back unchanged', () => {
    const values = limitsFormValuesOf(current);
    expect(values).toEqual({
      min_bet: '0.10',
      max_bet: '1000',
      min_auto_cashout_x100: '1.01',
      max_auto_cashout_x100: '10000',
    });
    expect(limitsProblems(values)).toEqual({});
    expect(limitsChanges(current, values)).toEqual({});
  });

  it('reads multipliers digit by digit', () => {
    expect(parseLimitMultiplier('1,5')).toBe(150);
    expect(parseLimitMultiplier('1000000')).toBe(100_000_000);
    expect(parseLimitMultiplier('2.345')).toBeUndefined();
    expect(multiplierInputOf(150)).toBe('1.5');
    expect(multiplierInputOf(101)).toBe('1.01');
  });

  it('names what the server would refuse, per field', () => {
    const values = limitsFormValuesOf(current);
    expect(limitsProblems({ ...values, min_bet: '0.05' })).toEqual({ min_bet: 'minBetFloor' });
    expect(limitsProblems({ ...values, min_bet: 'x' })).toEqual({ min_bet: 'amount' });
    expect(limitsProblems({ ...values, min_bet: '20', max_bet: '10' })).toEqual({
      max_bet: 'betOrder',
    });
    expect(limitsProblems({ ...values, min_auto_cashout_x100: '1' })).toEqual({
      min_auto_cashout_x100: 'autoFloor',
    });
    expect(limitsProblems({ ...values, max_auto_cashout_x100: '1000000.01' })).toEqual({
      max_auto_cashout_x100: 'autoCeiling',
    });
    expect(
      limitsProblems({ ...values, min_auto_cashout_x100: '5', max_auto_cashout_x100: '2' }),
    ).toEqual({
      max_auto_cashout_x100: 'autoOrder',
    });
  });

  it('sends only what changed', () => {
    const values = { ...limitsFormValuesOf(current), min_bet: '5', max_auto_cashout_x100: '5' };
    expect(limitsChanges(current, values)).toEqual({ min_bet: 500, max_auto_cashout_x100: 500 });
    expect(limitsChanges(current, { ...values, max_bet: '' })).toBeUndefined();
  });
});
