import { playableBalanceMinor as balanceInPlayMinor } from '@satsino/contract/money';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test-support/test-user';
import { isBonusInPlay, withWalletBalance } from './wallet-balance';

describe('balance in play', () => {
  it('plays cash while cash is at least 0.20', () => {
    expect(balanceInPlayMinor(20, 5_000)).toBe(20);
    expect(balanceInPlayMinor(1_000, 0)).toBe(1_000);
    expect(isBonusInPlay(20, 20)).toBe(false);
  });

  it('plays the bonus when cash is below 0.20 and the bonus at least 0.20', () => {
    expect(balanceInPlayMinor(19, 20)).toBe(20);
    expect(balanceInPlayMinor(0, 1_500)).toBe(1_500);
    expect(isBonusInPlay(0, 20)).toBe(true);
  });

  it('stays on cash when both are below 0.20', () => {
    expect(balanceInPlayMinor(5, 19)).toBe(5);
    expect(balanceInPlayMinor(0, 0)).toBe(0);
  });
});

describe('withWalletBalance', () => {
  const user = testUser({ id: 7, currency: 'EUR', balance: 100, w_balance: 100 });

  it('sets cash, bonus and the balance in play', () => {
    expect(withWalletBalance(user, { balance: 10, balanceBonus: 2_500 })).toMatchObject({
      w_balance: 10,
      w_bonus_balance: 2_500,
      balance: 2_500,
    });
    expect(withWalletBalance(user, { balance: 4_200, balanceBonus: 2_500 })).toMatchObject({
      w_balance: 4_200,
      w_bonus_balance: 2_500,
      balance: 4_200,
    });
  });

  it('leaves the rest of the user alone', () => {
    const updated = withWalletBalance(user, { balance: 1, balanceBonus: 2 });
    expect({ ...updated, balance: 0, w_balance: 0, w_bonus_balance: 0 }).toEqual({
      ...user,
      balance: 0,
      w_balance: 0,
      w_bonus_balance: 0,
    });
  });
});
