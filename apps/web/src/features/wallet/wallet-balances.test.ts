import { describe, expect, it } from 'vitest';
import { visibleBalanceRows, walletBalancesOf } from './wallet-balances';

describe('walletBalancesOf', () => {
  it('plays cash while cash is at least 0.20', () => {
    expect(walletBalancesOf({ w_balance: 20, w_bonus_balance: 5_000 })).toEqual({
      playableMinor: 20,
      bonusInPlay: false,
      rows: [
        { kind: 'cash', amountMinor: 20, inPlay: true },
        { kind: 'bonus', amountMinor: 5_000, inPlay: false },
      ],
    });
  });

  it('plays the bonus when cash is below 0.20 and the bonus at least 0.20', () => {
    const balances = walletBalancesOf({ w_balance: 19, w_bonus_balance: 20 });
    expect(balances.playableMinor).toBe(20);
    expect(balances.bonusInPlay).toBe(true);
    expect(balances.rows.map((row) => row.inPlay)).toEqual([false, true]);
  });

  it('stays on cash when both are below 0.20', () => {
    expect(walletBalancesOf({ w_balance: 5, w_bonus_balance: 19 })).toMatchObject({
      playableMinor: 5,
      bonusInPlay: false,
    });
  });
});

describe('visibleBalanceRows', () => {
  it('lists every balance unless zero ones are hidden', () => {
    const { rows } = walletBalancesOf({ w_balance: 1_000, w_bonus_balance: 0 });
    expect(visibleBalanceRows(rows, false).map((row) => row.kind)).toEqual(['cash', 'bonus']);
    expect(visibleBalanceRows(rows, true).map((row) => row.kind)).toEqual(['cash']);
  });

  it('keeps the balance in play even at zero', () => {
    const { rows } = walletBalancesOf({ w_balance: 0, w_bonus_balance: 0 });
    expect(visibleBalanceRows(rows, true).map((row) => row.kind)).toEqual(['cash']);
    const bonus = walletBalancesOf({ w_balance: 0, w_bonus_balance: 700 }).rows;
    expect(visibleBalanceRows(bonus, true).map((row) => row.kind)).toEqual(['bonus']);
  });
});
