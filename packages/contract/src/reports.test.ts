import { describe, expect, it } from 'vitest';
import {
  isReportDay,
  REPORT_MESSAGES,
  reportCsvFileName,
  reportDayCount,
  reportRangeProblem,
} from './reports.js';

describe('report ranges', () => {
  it('takes calendar days only', () => {
    expect(isReportDay('2024-02-29')).toBe(true);
    expect(isReportDay('2026-02-29')).toBe(false);
    expect(isReportDay('2026-1-01')).toBe(false);
    expect(isReportDay('')).toBe(false);
    expect(isReportDay('0000-01-01')).toBe(false);
    expect(isReportDay('1970-01-01')).toBe(true);
  });

  it('counts both ends', () => {
    expect(reportDayCount('2026-01-01', '2026-01-01')).toBe(1);
    expect(reportDayCount('2024-01-01', '2024-12-31')).toBe(366);
    // Across a daylight-saving change, days are UTC days.
    expect(reportDayCount('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('names the field at fault', () => {
    expect(reportRangeProblem('2026-01-01', '2026-12-31')).toBeUndefined();
    expect(reportRangeProblem('x', '2026-01-01')).toEqual({
      field: 'from',
      message: REPORT_MESSAGES.dateInvalid,
    });
    expect(reportRangeProblem('2026-01-02', '2026-01-01')).toEqual({
      field: 'to',
      message: REPORT_MESSAGES.rangeReversed,
    });
    expect(reportRangeProblem('2025-01-01', '2026-01-02')).toEqual({
      field: 'to',
      message: REPORT_MESSAGES.rangeTooLong,
    });
  });

  it('names the CSV file by table, range and currency', () => {
    expect(reportCsvFileName('games', { from: '2026-01-01', to: '2026-01-31' })).toBe(
      'satsino-report-games-2026-01-01-2026-01-31.csv',
    );
    expect(
      reportCsvFileName('days', { from: '2026-01-01', to: '2026-01-02', currency: 'EUR' }),
    ).toBe('satsino-report-days-2026-01-01-2026-01-02-eur.csv');
  });
});
