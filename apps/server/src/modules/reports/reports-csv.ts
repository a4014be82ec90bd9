import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import type { OperatorReport, ReportCsvTable } from '@satsino/contract/reports';

/*
 * The report as CSV (RFC 4180): a header row, one row per line ending CRLF, a field quoted when it
 * holds a comma, a quote or a line break, its quotes doubled. Amounts are in major units with two
 * decimals ("1234.50"), RTPs in percent with two ("96.50"), so a spreadsheet reads them as
 * numbers. A text field a spreadsheet would run as a formula (=, +, -, @ first) starts with an
 * apostrophe instead: a game's name comes from a provider's feed.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function field(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function text(value: string): string {
  return field(FORMULA_START.test(value) ? `'${value}` : value);
}

/** Minor units as a decimal of major units, exactly: -5 → "-0.05". */
export function majorUnits(minor: number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const per = BigInt(MINOR_UNITS_PER_MAJOR);
  const cents = (magnitude % per).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${magnitude / per}.${cents}`;
}

function percent(bps: number | null): string {
  return bps === null ? '' : majorUnits(bps);
}

function lines(rows: string[][]): string {
  return rows.map((row) => `${row.join(',')}\r\n`).join('');
}

export function reportCsv(report: OperatorReport, table: ReportCsvTable): string {
  if (table === 'days') {
    return lines([
      ['day', 'currency', 'ggr', 'ngr', 'deposits', 'withdrawals', 'bonus_cost', 'active_players'],
      ...report.days.map((row) => [
        row.day,
        row.currency,
        majorUnits(row.ggr),
        majorUnits(row.ngr),
        majorUnits(row.deposits),
        majorUnits(row.withdrawals),
        majorUnits(row.bonus_cost),
        String(row.active_players),
      ]),
    ]);
  }
  return lines([
    [
      'game_id',
      'name',
      'kind',
      'currency',
      'rounds',
      'stakes',
      'wins',
      'measured_rtp_percent',
      'stated_rtp_percent',
    ],
    ...report.games.map((row) => [
      text(row.game_id),
      text(row.name),
      row.kind,
      row.currency,
      String(row.rounds),
      majorUnits(row.stakes),
      majorUnits(row.wins),
      percent(row.measured_rtp_bps),
      percent(row.stated_rtp_bps),
    ]),
  ]);
}
