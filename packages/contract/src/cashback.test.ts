import { describe, expect, it } from 'vitest';
import {
  applyBps,
  DAILY_CASHBACK,
  dailyCashbackMinor,
  dayPeriod,
  nextWeeklyCashbackTier,
  previousPeriod,
  vipCashbackMinor,
  WEEKLY_CASHBACK_TIERS,
  weeklyCashbackMinor,
  weeklyCashbackTier,
  weekPeriod,
} from './cashback.js';
import { MARKETING_FIGURES, VIP_LEVEL_FIGURES } from './content.js';

/** ADR 0003/0014's figures, exactly: amounts in minor units (cents). */
describe('cashback figures', () => {
  it('are the marketing figures, in minor units and basis points', () => {
    expect(DAILY_CASHBACK).toEqual({
      rateBps: 1_000,
      minNetLossMinor: 1_000n,
      wageringMultiplier: 1,
    });
    expect(WEEKLY_CASHBACK_TIERS).toEqual([
      { minNetLossMinor: 10_000n, rateBps: 1_000 },
      { minNetLossMinor: 100_000n, rateBps: 2_000 },
      { minNetLossMinor: 500_000n, rateBps: 3_000 },
    ]);
    expect(MARKETING_FIGURES.weeklyCashback.maxPercent * 100).toBe(
      WEEKLY_CASHBACK_TIERS.at(-1)?.rateBps,
    );
    expect(VIP_LEVEL_FIGURES.map((level) => [level.key, level.cashbackBps])).toEqual([
      ['bronze', 0],
      ['silver', 0],
      ['gold', 200],
      ['platinum', 400],
    ]);
  });

  it.each([
    [0n, 0n],
    [999n, 0n],
    [1_000n, 100n],
    [1_009n, 100n],
    [1_010n, 101n],
    [123_456n, 12_345n],
  ])('daily: a net loss of %s pays %s', (loss, paid) => {
    expect(dailyCashbackMinor(loss)).toBe(paid);
  });

  it.each([
    // net loss, daily already awarded, weekly paid, band
    [9_999n, 0n, 0n, null],
    [10_000n, 0n, 1_000n, 1_000],
    [10_000n, 1_000n, 0n, 1_000],
    [99_999n, 0n, 9_999n, 1_000],
    [100_000n, 0n, 20_000n, 2_000],
    [150_000n, 15_000n, 15_000n, 2_000],
    [499_999n, 0n, 99_999n, 2_000],
    [500_000n, 0n, 150_000n, 3_000],
    [500_000n, 200_000n, 0n, 3_000],
  ])('weekly: a net loss of %s less %s of daily cashback pays %s', (loss, daily, paid, band) => {
    expect(weeklyCashbackMinor(loss, daily)).toBe(paid);
    expect(weeklyCashbackTier(loss)?.rateBps ?? null).toBe(band);
  });

  it('names the next band, and none at the top', () => {
    expect(nextWeeklyCashbackTier(0n)?.rateBps).toBe(1_000);
    expect(nextWeeklyCashbackTier(100_000n)?.rateBps).toBe(3_000);
    expect(nextWeeklyCashbackTier(500_000n)).toBeNull();
  });

  it('VIP cashback is the level rate of the whole loss, with no minimum, rounded down', () => {
    expect(vipCashbackMinor(150_000n, 200)).toBe(3_000n);
    expect(vipCashbackMinor(150_000n, 400)).toBe(6_000n);
    expect(vipCashbackMinor(49n, 200)).toBe(0n);
    expect(vipCashbackMinor(150_000n, 0)).toBe(0n);
  });

  it('never pays on a gain and stays exact past 2^53', () => {
    expect(applyBps(-5_000n, 1_000)).toBe(0n);
    const huge = 2n ** 60n;
    expect(applyBps(huge, 3_000)).toBe((huge * 3n) / 10n);
  });

  it('cuts periods at UTC midnight and weeks at Monday 00:00 UTC', () => {
    const sunday = new Date('2026-11-29T23:59:59.999Z');
    expect(dayPeriod(sunday)).toEqual({
      start: new Date('2026-11-29T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    expect(weekPeriod(sunday)).toEqual({
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    });
    const monday = new Date('2026-11-30T00:00:00Z');
    expect(weekPeriod(monday).start).toEqual(monday);
    expect(previousPeriod(weekPeriod(monday))).toEqual(weekPeriod(sunday));
  });
});
