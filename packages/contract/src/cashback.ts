import { z } from 'zod';
import { MARKETING_FIGURES } from './content.js';
import { CURRENCIES, MINOR_UNITS_PER_MAJOR, minorUnits } from './money.js';

/*
 * Cashback (docs/decisions/0014-cashback-and-vip-benefits.md): the daily and weekly cashback
 * promotions and the Gold/Platinum VIP cashback, each defined once here from ADR 0003's figures
 * (MARKETING_FIGURES). The server pays by these functions and the VIP page previews by them, so the
 * amount shown before a period closes is the amount paid after it.
 */

/** The three cashbacks: daily and weekly are bonus money with wagering, VIP is cash. */
export const CASHBACK_KINDS = ['daily', 'weekly', 'vip'] as const;
export type CashbackKind = (typeof CASHBACK_KINDS)[number];

/** 10 000 basis points make 100 %. */
export const BPS_PER_WHOLE = 10_000;
const percentToBps = (percent: number) => percent * 100;
const unitsToMinor = (units: number) => BigInt(units) * BigInt(MINOR_UNITS_PER_MAJOR);

/** Daily cashback: 10 % of the previous UTC day's net loss, from a net loss of 10; 1× wagering. */
export const DAILY_CASHBACK = {
  rateBps: percentToBps(MARKETING_FIGURES.dailyCashback.percent),
  minNetLossMinor: unitsToMinor(MARKETING_FIGURES.dailyCashback.minNetLoss),
  wageringMultiplier: MARKETING_FIGURES.dailyCashback.wageringMultiplier,
} as const;

/** Weekly cashback bands, lowest first: the band the week's whole net loss reaches sets the rate. */
export const WEEKLY_CASHBACK_TIERS = MARKETING_FIGURES.weeklyCashback.tiers.map((tier) => ({
  minNetLossMinor: unitsToMinor(tier.minNetLoss),
  rateBps: percentToBps(tier.percent),
}));
export const WEEKLY_CASHBACK_WAGERING = MARKETING_FIGURES.weeklyCashback.wageringMultiplier;

/** Days a cashback bonus may be wagered before it expires (the promotions' "valid for 7 days"). */
export const CASHBACK_BONUS_VALID_DAYS = 7;

/** Floor of `amount × bps / 10 000`: cashback never rounds up. */
export function applyBps(amountMinor: bigint, bps: number): bigint {
  if (amountMinor <= 0n || bps <= 0) return 0n;
  return (amountMinor * BigInt(bps)) / BigInt(BPS_PER_WHOLE);
}

/** The daily cashback of a day's net loss: nothing below the minimum, else 10 % rounded down. */
export function dailyCashbackMinor(netLossMinor: bigint): bigint {
  if (netLossMinor < DAILY_CASHBACK.minNetLossMinor) return 0n;
  return applyBps(netLossMinor, DAILY_CASHBACK.rateBps);
}

/** The weekly band a week's net loss reaches; null below the lowest. */
export function weeklyCashbackTier(netLossMinor: bigint) {
  let reached: (typeof WEEKLY_CASHBACK_TIERS)[number] | null = null;
  for (const tier of WEEKLY_CASHBACK_TIERS) {
    if (netLossMinor >= tier.minNetLossMinor) reached = tier;
  }
  return reached;
}

/** The next band above the one reached (the lowest one when none is); null at the top. */
export function nextWeeklyCashbackTier(netLossMinor: bigint) {
  return WEEKLY_CASHBACK_TIERS.find((tier) => netLossMinor < tier.minNetLossMinor) ?? null;
}

/**
 * The weekly cashback: the band's rate of the week's whole net loss, less the daily cashback
 * awarded for the days of that week (never below zero).
 */
export function weeklyCashbackMinor(netLossMinor: bigint, dailyAwardedMinor: bigint): bigint {
  const tier = weeklyCashbackTier(netLossMinor);
  if (!tier) return 0n;
  const gross = applyBps(netLossMinor, tier.rateBps);
  return gross > dailyAwardedMinor ? gross - dailyAwardedMinor : 0n;
}

/** VIP cashback: the level's rate of the week's net loss, cash, no minimum and no deduction. */
export function vipCashbackMinor(netLossMinor: bigint, levelCashbackBps: number): bigint {
  return applyBps(netLossMinor, levelCashbackBps);
}

const DAY_MS = 86_400_000;

export interface CashbackPeriod {
  /** Inclusive, UTC. */
  start: Date;
  /** Exclusive, UTC. */
  end: Date;
}

/** The UTC day holding `at`: 00:00 to the next 00:00. */
export function dayPeriod(at: Date): CashbackPeriod {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The UTC week holding `at`: Monday 00:00 to the next Monday 00:00 (ISO weeks). */
export function weekPeriod(at: Date): CashbackPeriod {
  const day = dayPeriod(at).start;
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const start = new Date(day.getTime() - sinceMonday * DAY_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

/** The period just before `period` of the same length. */
export function previousPeriod(period: CashbackPeriod): CashbackPeriod {
  const length = period.end.getTime() - period.start.getTime();
  return { start: new Date(period.start.getTime() - length), end: period.start };
}

// ---------------------------------------------------------------------------------------------
// GET /api/vip/cashback: what the current day and week have accrued, before they are paid
// ---------------------------------------------------------------------------------------------

const bps = z.number().int().min(0).max(BPS_PER_WHOLE);
const periodFields = {
  period_start: z.iso.datetime().meta({ description: 'Inclusive, UTC' }),
  period_end: z.iso.datetime().meta({ description: 'Exclusive, UTC: when it is paid' }),
  net_loss: minorUnits.meta({
    description: 'Real-money stakes minus real-money wins so far (0 when ahead)',
  }),
  accrued: minorUnits.meta({ description: 'What it would pay if the period ended now' }),
};

export const cashbackTier = z.object({ min_net_loss: minorUnits, rate_bps: bps });

export const cashbackStatus = z
  .object({
    currency: z.enum(CURRENCIES),
    daily: z.object({
      ...periodFields,
      rate_bps: bps,
      min_net_loss: minorUnits,
      wagering_multiplier: z.number().int(),
    }),
    weekly: z.object({
      ...periodFields,
      rate_bps: bps.meta({ description: 'The band reached so far; 0 below the lowest band' }),
      next_tier: cashbackTier.nullable(),
      tiers: z.array(cashbackTier),
      daily_deducted: minorUnits.meta({
        description: 'Daily cashback of this week (awarded and accruing today), deducted',
      }),
      wagering_multiplier: z.number().int(),
    }),
    vip: z.object({
      ...periodFields,
      level_key: z.string().nullable(),
      level_name: z.string().nullable(),
      rate_bps: bps.meta({ description: "The player's VIP level's cashback rate; 0 without one" }),
    }),
    waiting: minorUnits.meta({
      description: 'Cashback bonus awarded but waiting for the bonus the player is wagering to end',
    }),
  })
  .meta({ id: 'CashbackStatus' });
export type CashbackStatus = z.infer<typeof cashbackStatus>;
