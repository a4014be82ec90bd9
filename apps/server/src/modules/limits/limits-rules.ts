import {
  type CoolOffDuration,
  type GamblingLimitPeriod,
  LIMIT_RAISE_DELAY_HOURS,
  type SelfExclusionDuration,
} from '@satsino/contract/responsible-gaming';
import type { LimitRow, RulesRow } from './limits.repo.js';

/*
 * The rules of ADR 0020 as pure functions of the rows and the clock: which limit is in force,
 * what a change makes of a limit, which break is on, and where a period begins and ends.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The calendar period (UTC) that `now` falls in: days from midnight, weeks from Monday. */
export function periodBounds(period: GamblingLimitPeriod, now: Date): { start: Date; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  if (period === 'day') {
    const start = new Date(Date.UTC(year, month, day));
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  if (period === 'week') {
    const sinceMonday = (now.getUTCDay() + 6) % 7;
    const start = new Date(Date.UTC(year, month, day - sinceMonday));
    return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
  }
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + 1, 1)) };
}

export function periodStarts(now: Date): Record<GamblingLimitPeriod, Date> {
  return {
    day: periodBounds('day', now).start,
    week: periodBounds('week', now).start,
    month: periodBounds('month', now).start,
  };
}

/** The amount in force now: a waiting raise or removal takes over once its time has come. */
export function limitInForce(row: LimitRow, now: Date): bigint | null {
  if (row.pending_at !== null && row.pending_at.getTime() <= now.getTime()) {
    return row.pending_amount_minor;
  }
  return row.amount_minor;
}

/** The change still waiting, if any. */
export function pendingChange(
  row: LimitRow,
  now: Date,
): { amountMinor: bigint | null; at: Date } | null {
  if (row.pending_at === null || row.pending_at.getTime() <= now.getTime()) return null;
  return { amountMinor: row.pending_amount_minor, at: row.pending_at };
}

/**
 * What a limit becomes when the player asks for `requested` (null: no limit). A first limit or a
 * lower one is in force at once and drops any change waiting; a higher one or a removal waits
 * LIMIT_RAISE_DELAY_HOURS (asking for the same change again does not restart the wait). Null:
 * nothing is left of the limit.
 */
export function changeLimit(
  current: LimitRow | undefined,
  requested: bigint | null,
  now: Date,
): Pick<LimitRow, 'amount_minor' | 'pending_amount_minor' | 'pending_at'> | null {
  const inForce = current ? limitInForce(current, now) : null;
  if (inForce === null || (requested !== null && requested <= inForce)) {
    if (requested === null) return null;
    return { amount_minor: requested, pending_amount_minor: null, pending_at: null };
  }
  const waiting = current ? pendingChange(current, now) : null;
  if (waiting && waiting.amountMinor === requested) {
    return { amount_minor: inForce, pending_amount_minor: requested, pending_at: waiting.at };
  }
  return {
    amount_minor: inForce,
    pending_amount_minor: requested,
    pending_at: new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS),
  };
}

export type ActiveBreak =
  | { type: 'self_exclusion'; endsAt: Date | null }
  | { type: 'cool_off'; endsAt: Date };

/** The break in force: a self-exclusion comes before a cool-off. */
export function activeBreak(rules: RulesRow, now: Date): ActiveBreak | null {
  if (rules.excluded_permanently) return { type: 'self_exclusion', endsAt: null };
  if (rules.excluded_until && rules.excluded_until.getTime() > now.getTime()) {
    return { type: 'self_exclusion', endsAt: rules.excluded_until };
  }
  if (rules.cool_off_until && rules.cool_off_until.getTime() > now.getTime()) {
    return { type: 'cool_off', endsAt: rules.cool_off_until };
  }
  return null;
}

const COOL_OFF_DAYS: Record<CoolOffDuration, number> = { '24h': 1, '7d': 7, '30d': 30 };
const EXCLUSION_MONTHS: Record<Exclude<SelfExclusionDuration, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '5y': 60,
};

/** Calendar months later, on the same day and time (the month's last day when it has fewer). */
function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

const later = (a: Date | null, b: Date) => (a && a.getTime() > b.getTime() ? a : b);

/** The rules after a break is taken: a break only ever lasts longer, never shorter. */
export function takeBreak(
  rules: RulesRow,
  request:
    | { type: 'cool_off'; duration: CoolOffDuration }
    | { type: 'self_exclusion'; duration: SelfExclusionDuration },
  now: Date,
): RulesRow {
  if (request.type === 'cool_off') {
    const until = new Date(now.getTime() + COOL_OFF_DAYS[request.duration] * DAY_MS);
    return { ...rules, cool_off_until: later(rules.cool_off_until, until) };
  }
  if (request.duration === 'permanent') return { ...rules, excluded_permanently: true };
  const until = addMonths(now, EXCLUSION_MONTHS[request.duration]);
  return { ...rules, excluded_until: later(rules.excluded_until, until) };
}
