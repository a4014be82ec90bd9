import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-rules';
import { blockingBonus, checkWithdrawal, withdrawalBounds } from './withdrawal-rules';

const config = { withdrawal_min: 1_000, withdrawal_max: 50_000 };

describe('withdrawalBounds', () => {
  it("takes the wallet's own limits first", () => {
    expect(withdrawalBounds({ min_topup: 2_500, max_topup: 9_000 }, config, 100_000)).toEqual({
      minMinor: 2_500,
      maxMinor: 9_000,
      balanceMinor: 100_000,
    });
  });

  it('falls back to the configured defaults, then to the spec’s 10 and 500', () => {
    const wallet = { min_topup: null, max_topup: null };
    expect(withdrawalBounds(wallet, { withdrawal_min: 500, withdrawal_max: 7_000 }, 0)).toEqual({
      minMinor: 500,
      maxMinor: 7_000,
      balanceMinor: 0,
    });
    expect(withdrawalBounds(wallet, undefined, 0)).toMatchObject({
      minMinor: 1_000,
      maxMinor: 50_000,
    });
  });
});

describe('checkAmount', () => {
  const bounds = { minMinor: 1_000, maxMinor: 50_000, balanceMinor: 20_000 };

  it('asks for an amount, then a readable one', () => {
    expect(checkAmount('', bounds)).toEqual({ ok: false, problem: { kind: 'required' } });
    expect(checkAmount('  ', bounds)).toEqual({ ok: false, problem: { kind: 'required' } });
    expect(checkAmount('ten', bounds)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkAmount('0', bounds)).toEqual({ ok: false, problem: { kind: 'invalid' } });
  });

  it('checks minimum, maximum, then balance, as the server does', () => {
    expect(checkAmount('9.99', bounds)).toEqual({
      ok: false,
      problem: { kind: 'min', limitMinor: 1_000 },
    });
    expect(checkAmount('500.01', bounds)).toEqual({
      ok: false,
      problem: { kind: 'max', limitMinor: 50_000 },
    });
    expect(checkAmount('200.01', bounds)).toEqual({ ok: false, problem: { kind: 'balance' } });
  });

  it('accepts the edges', () => {
    expect(checkAmount('10', bounds)).toEqual({ ok: true, amountMinor: 1_000 });
    expect(checkAmount('200', bounds)).toEqual({ ok: true, amountMinor: 20_000 });
    expect(checkAmount('500', { minMinor: 1_000, maxMinor: 50_000 })).toEqual({
      ok: true,
      amountMinor: 50_000,
    });
  });

  it('has no upper bound unless one is given', () => {
    expect(checkAmount('1000000', { minMinor: 10_000 })).toEqual({
      ok: true,
      amountMinor: 100_000_000,
    });
  });
});

describe('checkWithdrawal', () => {
  const bounds = { minMinor: 1_000, maxMinor: 50_000, balanceMinor: 20_000 };

  it('needs an address and a valid amount before it offers a request', () => {
    expect(checkWithdrawal({ wallet_address: '', amount: '' }, bounds)).toEqual({
      problems: { wallet_address: { kind: 'required' }, amount: { kind: 'required' } },
    });
    expect(
      checkWithdrawal({ wallet_address: 'x'.repeat(129), amount: '50' }, bounds).problems,
    ).toEqual({ wallet_address: { kind: 'tooLong' } });
    expect(checkWithdrawal({ wallet_address: 'bc1qabc', amount: '5' }, bounds)).toEqual({
      problems: { amount: { kind: 'min', limitMinor: 1_000 } },
    });
  });

  it('gives the trimmed address and the amount in minor units when all is right', () => {
    expect(checkWithdrawal({ wallet_address: '  bc1qabc ', amount: '12,34' }, bounds)).toEqual({
      problems: {},
      request: { wallet_address: 'bc1qabc', amountMinor: 1_234 },
    });
  });
});

describe('blockingBonus', () => {
  it('finds a claimed or running bonus (active 1, not finished)', () => {
    const offer = { id: 1, active: 0 as const, finished: 0 as const };
    const ended = { id: 2, active: 1 as const, finished: 1 as const };
    const running = { id: 3, active: 1 as const, finished: 0 as const };
    expect(blockingBonus([offer, ended, running])).toBe(running);
  });

  it('finds none among offers, ended and declined bonuses, or before the list has loaded', () => {
    const declined = { id: 4, active: -1 as const, finished: 1 as const };
    const offer = { id: 5, active: 0 as const, finished: 0 as const };
    expect(blockingBonus([declined, offer])).toBeUndefined();
    expect(blockingBonus(undefined)).toBeUndefined();
  });
});
