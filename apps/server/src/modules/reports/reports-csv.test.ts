import type { OperatorReport } from '@satsino/contract/reports';
import { describe, expect, it } from 'vitest';
import { rtpBps } from './reports.service.js';
import { majorUnits, reportCsv } from './reports-csv.js';

const report: OperatorReport = {
  from: '2026-01-01',
  to: '2026-01-01',
  currency: 'USD',
  days: [],
  totals: [],
  games: [
    {
      game_id: 'x-1',
      name: 'Say "hi", then\r\nleave',
      kind: 'provider',
      currency: 'USD',
      rounds: 3,
      stakes: 1_005,
      wins: 0,
      measured_rtp_bps: 0,
      stated_rtp_bps: null,
    },
    {
      game_id: 'x-2',
      name: '=HYPERLINK("http://example.com")',
      kind: 'provider',
      currency: 'USD',
      rounds: 1,
      stakes: 0,
      wins: 0,
      measured_rtp_bps: null,
      stated_rtp_bps: 9_650,
    },
  ],
};

describe('the report as CSV', () => {
  it('quotes fields with commas, quotes and line breaks, and defuses formulas', () => {
    expect(reportCsv(report, 'games')).toBe(
      'game_id,name,kind,currency,rounds,stakes,wins,measured_rtp_percent,stated_rtp_percent\r\n' +
        'x-1,"Say ""hi"", then\r\nleave",provider,USD,3,10.05,0.00,0.00,\r\n' +
        `x-2,"'=HYPERLINK(""http://example.com"")",provider,USD,1,0.00,0.00,,96.50\r\n`,
    );
  });

  it('writes minor units as exact major units', () => {
    expect(majorUnits(0)).toBe('0.00');
    expect(majorUnits(-5)).toBe('-0.05');
    expect(majorUnits(123_456_789_012_345)).toBe('1234567890123.45');
    expect(majorUnits(-100)).toBe('-1.00');
  });
});

describe('measured RTP', () => {
  it('is wins over stakes in basis points, rounded half up, none without stakes', () => {
    expect(rtpBps(0n, 0n)).toBeNull();
    expect(rtpBps(3n, 2n)).toBe(6_667);
    expect(rtpBps(20_000n, 19_301n)).toBe(9_651);
    expect(rtpBps(20_000n, 19_299n)).toBe(9_650);
    expect(rtpBps(1_000n, 2_500n)).toBe(25_000);
  });
});
