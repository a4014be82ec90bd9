import { describe, expect, it } from 'vitest';
import { checkBet, clampBet, doubleBet, halveBet, maxBet, payoutOnWin } from './bet-amount';

const limits = { minBetMinor: 10, maxBetMinor: 100_000 };

describe('checkBet', () => {
  it('reads major units into minor units', () => {
    expect(checkBet('1.50', limits, 1_000)).toEqual({ ok: true, amountMinor: 150 });
    expect(checkBet('2,5', limits, 1_000)).toEqual({ ok: true, amountMinor: 250 });
  });

  it('names the first problem in the server order', () => {
    expect(checkBet('abc', limits, 1_000)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkBet('0', limits, 1_000)).toEqual({ ok: false, problem: { kind: 'invalid' } });
    expect(checkBet('0.05', limits, 1_000)).toEqual({
      ok: false,
      problem: { kind: 'min', limitMinor: 10 },
    });
    expect(checkBet('1001', limits, 1_000_000)).toEqual({
      ok: false,
      problem: { kind: 'max', limitMinor: 100_000 },
    });
    expect(checkBet('10.01', limits, 1_000)).toEqual({ ok: false, problem: { kind: 'balance' } });
  });

  it("refuses a stake above the bonus's max bet while it is wagered, before the balance", () => {
    const wagering = { ...limits, bonusMaxBetMinor: 500 };
    expect(checkBet('5', wagering, 100_000)).toEqual({ ok: true, amountMinor: 500 });
    expect(checkBet('5.01', wagering, 100_000)).toEqual({
      ok: false,
      problem: { kind: 'bonus', limitMinor: 500 },
    });
    expect(checkBet('5.01', wagering, 100)).toMatchObject({ problem: { kind: 'bonus' } });
    expect(doubleBet(400, wagering, 100_000)).toBe(500);
    expect(maxBet(wagering, 100_000)).toBe(500);
  });
});

describe('bet buttons', () => {
  it('halves down to whole cents and never below the minimum', () => {
    expect(halveBet(151, limits, 10_000)).toBe(75);
    expect(halveBet(15, limits, 10_000)).toBe(10);
  });

  it('doubles up to the maximum and the balance', () => {
    expect(doubleBet(300, limits, 10_000)).toBe(600);
    expect(doubleBet(6_000, limits, 10_000)).toBe(10_000);
    expect(doubleBet(80_000, limits, 1_000_000)).toBe(100_000);
  });

  it('max is the smaller of the limit and the balance, min stays playable', () => {
    expect(maxBet(limits, 2_500)).toBe(2_500);
    expect(maxBet(limits, 5_000_000)).toBe(100_000);
    // With less than the minimum the field still shows the minimum (the server refuses it).
    expect(maxBet(limits, 3)).toBe(10);
    expect(clampBet(3, limits, 10_000)).toBe(10);
  });
});

describe('payoutOnWin', () => {
  it('multiplies in whole hundredths and rounds down', () => {
    expect(payoutOnWin(100, 1.98)).toBe(198);
    expect(payoutOnWin(333, 2)).toBe(666);
    expect(payoutOnWin(101, 1.5)).toBe(151);
    expect(payoutOnWin(0, 99)).toBe(0);
  });
});

describe('auto-play', () => {
  it('reads 1 to 100 rounds and stops on a failure or, when asked, on a loss', async () => {
    const { continueAutoPlay, parseAutoRounds } = await import('./auto-play');
    expect(parseAutoRounds('10')).toBe(10);
    expect(parseAutoRounds('0')).toBeUndefined();
    expect(parseAutoRounds('101')).toBeUndefined();
    expect(parseAutoRounds('2.5')).toBeUndefined();
    const round = (payout: number) =>
      ({ bet: 100, payout }) as Parameters<typeof continueAutoPlay>[0];
    expect(continueAutoPlay(undefined, false)).toBe(false);
    expect(continueAutoPlay(round(0), false)).toBe(true);
    expect(continueAutoPlay(round(0), true)).toBe(false);
    expect(continueAutoPlay(round(100), true)).toBe(true);
    expect(continueAutoPlay(round(250), true)).toBe(true);
  });
});
