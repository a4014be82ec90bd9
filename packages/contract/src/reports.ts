import { z } from 'zod';
import { CURRENCIES, minorUnits } from './money.js';
import { VALIDATION_MESSAGES } from './validation.js';

/*
 * The operator's reports (issue 17): per UTC day and currency the house's gross gaming revenue
 * (GGR), net gaming revenue (NGR), deposits, withdrawals, bonus cost and active players, and per
 * game the return to player measured over the period against the catalogue's stated RTP.
 * Admins only. Every figure is in minor units of its currency; the definitions, all read from
 * the ledger's transfers and the rounds tables, are:
 *
 * - GGR: what players' cash balances lost to game transfers (bets, wins, rollbacks), i.e. cash
 *   stakes minus cash wins. Play with bonus money is not in it; it reaches GGR when it turns into
 *   cash, as bonus cost.
 * - Bonus cost: money the bonus programme put into players' cash balances (a completed bonus
 *   released, cashback paid in cash).
 * - NGR: GGR minus bonus cost.
 * - Deposits: credited to players' cash. Withdrawals: paid out (the amount taken from the player,
 *   the fee included), on the day the payout was sent.
 * - Active players: players who placed at least one bet that day in that currency.
 * - Measured RTP: the sum of wins over the sum of stakes of the period's settled real-money
 *   rounds of a game (catalogue games, crash tables and provider games), in basis points. A
 *   provider round's stake is its bets less the rolled-back ones; one whose every bet was rolled
 *   back is no round (as on the statistics page).
 */

/** A report covers at most this many days, the first and last included. */
export const REPORT_MAX_DAYS = 366;
/** The RTP table lists at most this many games, the most staked first. */
export const REPORT_GAME_LIMIT = 500;

export const REPORT_MESSAGES = {
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeReversed: 'The last day is before the first day.',
  rangeTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
} as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The first day a report may start on: nothing is older than the Unix epoch. */
export const REPORT_FIRST_DAY = '1970-01-01';

/** Whether `value` is a calendar day written YYYY-MM-DD (2026-02-30 is not), from 1970 on. */
export function isReportDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value < REPORT_FIRST_DAY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function reportDayCount(from: string, to: string): number {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/** What is wrong with a range as typed, by field, or undefined. Shared by the form and the server. */
export function reportRangeProblem(
  from: string,
  to: string,
): { field: 'from' | 'to'; message: string } | undefined {
  if (!isReportDay(from)) return { field: 'from', message: REPORT_MESSAGES.dateInvalid };
  if (!isReportDay(to)) return { field: 'to', message: REPORT_MESSAGES.dateInvalid };
  const days = reportDayCount(from, to);
  if (days < 1) return { field: 'to', message: REPORT_MESSAGES.rangeReversed };
  if (days > REPORT_MAX_DAYS) return { field: 'to', message: REPORT_MESSAGES.rangeTooLong };
  return undefined;
}

const reportDay = z
  .string({ error: REPORT_MESSAGES.dateInvalid })
  .max(10, REPORT_MESSAGES.dateInvalid)
  .refine(isReportDay, REPORT_MESSAGES.dateInvalid);

function checkRange(query: { from: string; to: string }, context: z.RefinementCtx): void {
  if (!isReportDay(query.from) || !isReportDay(query.to)) return;
  const problem = reportRangeProblem(query.from, query.to);
  if (problem)
    context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

const reportQueryFields = {
  from: reportDay,
  to: reportDay,
  currency: z.enum(CURRENCIES, { error: VALIDATION_MESSAGES.currency }).optional(),
};

// A query string's schema has no component id: Swagger cannot follow a $ref among parameters.
/** `GET /api/admin/reports`: the days `from`..`to` (UTC), one currency or both. */
export const reportQuery = z.object(reportQueryFields).superRefine(checkRange);
export type ReportQuery = z.infer<typeof reportQuery>;

/** The CSV export: the per-day table or the RTP table. */
export const REPORT_CSV_TABLES = ['days', 'games'] as const;
export type ReportCsvTable = (typeof REPORT_CSV_TABLES)[number];
/** `GET /api/admin/reports/export.csv`: the report's query and which table. */
export const reportCsvQuery = z
  .object({ ...reportQueryFields, table: z.enum(REPORT_CSV_TABLES).default('days') })
  .superRefine(checkRange);
export type ReportCsvQuery = z.infer<typeof reportCsvQuery>;

export const reportFigures = z
  .object({
    ggr: minorUnits,
    ngr: minorUnits,
    deposits: minorUnits,
    withdrawals: minorUnits,
    bonus_cost: minorUnits,
    active_players: z.number().int(),
  })
  .meta({ id: 'ReportFigures' });
export type ReportFigures = z.infer<typeof reportFigures>;

export const reportDayRow = reportFigures
  .extend({
    /** The UTC day, YYYY-MM-DD. */
    day: z.string(),
    currency: z.enum(CURRENCIES),
  })
  .meta({ id: 'ReportDay' });
export type ReportDayRow = z.infer<typeof reportDayRow>;

/** A currency's figures over the whole period; active players are counted once each. */
export const reportTotal = reportFigures
  .extend({ currency: z.enum(CURRENCIES) })
  .meta({ id: 'ReportTotal' });
export type ReportTotal = z.infer<typeof reportTotal>;

export const REPORT_GAME_KINDS = ['game', 'crash', 'provider'] as const;
export type ReportGameKind = (typeof REPORT_GAME_KINDS)[number];

export const reportGameRow = z
  .object({
    /** The catalogue game's id (slug), or the crash table's or provider game's code without one. */
    game_id: z.string(),
    name: z.string(),
    kind: z.enum(REPORT_GAME_KINDS),
    currency: z.enum(CURRENCIES),
    rounds: z.number().int(),
    stakes: minorUnits,
    wins: minorUnits,
    /** Wins over stakes in basis points (9650 = 96.50 %); null when nothing was staked. */
    measured_rtp_bps: z.number().int().nullable(),
    /** The catalogue's RTP; null for a game the catalogue does not list. */
    stated_rtp_bps: z.number().int().nullable(),
  })
  .meta({ id: 'ReportGame' });
export type ReportGameRow = z.infer<typeof reportGameRow>;

/** `GET /api/admin/reports`. */
export const operatorReport = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.enum(CURRENCIES).nullable(),
    /** Every day of the range for every currency reported, oldest first, days without play too. */
    days: z.array(reportDayRow),
    totals: z.array(reportTotal),
    games: z.array(reportGameRow),
  })
  .meta({ id: 'OperatorReport' });
export type OperatorReport = z.infer<typeof operatorReport>;

/** The CSV file's name for a range: `satsino-report-days-2026-01-01-2026-01-31.csv`. */
export function reportCsvFileName(table: ReportCsvTable, query: ReportQuery): string {
  const currency = query.currency ? `-${query.currency.toLowerCase()}` : '';
  return `satsino-report-${table}-${query.from}-${query.to}${currency}.csv`;
}
