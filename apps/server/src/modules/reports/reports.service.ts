import { CURRENCIES, type Currency, toApiMinorUnits } from '@satsino/contract/money';
import {
  type OperatorReport,
  REPORT_GAME_LIMIT,
  type ReportCsvTable,
  type ReportDayRow,
  type ReportGameRow,
  type ReportQuery,
  type ReportTotal,
  reportDayCount,
} from '@satsino/contract/reports';
import type { Db } from '../../db/connection.js';
import {
  gameFigures,
  type LedgerFiguresRow,
  ledgerFigures,
  type ReportRange,
} from './reports.repo.js';
import { reportCsv } from './reports-csv.js';

const DAY_MS = 86_400_000;
const BPS = 10_000n;

/** The instants a query's days cover: from the first day's midnight (UTC) to the next after the last. */
export function rangeOf(query: ReportQuery): ReportRange {
  const start = new Date(`${query.from}T00:00:00Z`);
  const end = new Date(start.getTime() + reportDayCount(query.from, query.to) * DAY_MS);
  return { start, end, currency: query.currency ?? null };
}

/** Wins over stakes in basis points, rounded half up; null when nothing was staked. */
export function rtpBps(stakes: bigint, wins: bigint): number | null {
  if (stakes <= 0n) return null;
  return Number((wins * BPS * 2n + stakes) / (stakes * 2n));
}

interface Sums {
  ggr: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonusCost: bigint;
  activePlayers: number;
}

const NONE: Sums = { ggr: 0n, deposits: 0n, withdrawals: 0n, bonusCost: 0n, activePlayers: 0 };

function sumsOf(row: LedgerFiguresRow): Sums {
  return {
    ggr: BigInt(row.ggr),
    deposits: BigInt(row.deposits),
    withdrawals: BigInt(row.withdrawals),
    bonusCost: BigInt(row.bonus_cost),
    activePlayers: row.active_players,
  };
}

function figures(sums: Sums) {
  return {
    ggr: toApiMinorUnits(sums.ggr),
    ngr: toApiMinorUnits(sums.ggr - sums.bonusCost),
    deposits: toApiMinorUnits(sums.deposits),
    withdrawals: toApiMinorUnits(sums.withdrawals),
    bonus_cost: toApiMinorUnits(sums.bonusCost),
    active_players: sums.activePlayers,
  };
}

/** The operator's reports: the figures per day and currency, RTP per game, and their CSV. */
export function createReportsService(deps: { db: Db }) {
  const { db } = deps;

  async function report(query: ReportQuery): Promise<OperatorReport> {
    const range = rangeOf(query);
    const [ledgerRows, gameRows] = await Promise.all([
      ledgerFigures(db, range),
      gameFigures(db, range, REPORT_GAME_LIMIT),
    ]);
    const currencies: readonly Currency[] = query.currency ? [query.currency] : CURRENCIES;
    const byDay = new Map<string, Sums>();
    const byCurrency = new Map<Currency, Sums>();
    for (const row of ledgerRows) {
      if (row.day === null) byCurrency.set(row.currency, sumsOf(row));
      else byDay.set(`${row.day}:${row.currency}`, sumsOf(row));
    }
    // Every day of the range appears, a quiet one with zeros: the chart's axis has no gaps.
    const dayCount = reportDayCount(query.from, query.to);
    const days: ReportDayRow[] = [];
    for (const currency of currencies) {
      for (let index = 0; index < dayCount; index += 1) {
        const day = new Date(range.start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
        days.push({ day, currency, ...figures(byDay.get(`${day}:${currency}`) ?? NONE) });
      }
    }
    const totals: ReportTotal[] = currencies.map((currency) => ({
      currency,
      ...figures(byCurrency.get(currency) ?? NONE),
    }));
    const games: ReportGameRow[] = gameRows.map((row) => {
      const stakes = BigInt(row.stakes);
      const wins = BigInt(row.wins);
      return {
        game_id: row.game_id,
        name: row.name,
        kind: row.kind,
        currency: row.currency,
        rounds: row.rounds,
        stakes: toApiMinorUnits(stakes),
        wins: toApiMinorUnits(wins),
        measured_rtp_bps: rtpBps(stakes, wins),
        stated_rtp_bps: row.stated_rtp_bps,
      };
    });
    return {
      from: query.from,
      to: query.to,
      currency: query.currency ?? null,
      days,
      totals,
      games,
    };
  }

  return {
    report,
    async csv(query: ReportQuery, table: ReportCsvTable): Promise<string> {
      return reportCsv(await report(query), table);
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
