import type { OperatorReport } from '@satsino/contract/reports';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { adminReportQueryOptions } from '../api/reports-api';
import { defaultReportFilters, ReportsPage } from './reports-page';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('reports');
});

function day(date: string, currency: 'USD' | 'EUR', ggr: number, bonusCost = 0) {
  return {
    day: date,
    currency,
    ggr,
    ngr: ggr - bonusCost,
    deposits: 10_000,
    withdrawals: 0,
    bonus_cost: bonusCost,
    active_players: 1,
  };
}

function render(): string {
  const filters = defaultReportFilters(new Date());
  const report: OperatorReport = {
    from: filters.from,
    to: filters.to,
    currency: null,
    days: [
      day('2026-03-04', 'USD', 1_250),
      day('2026-03-05', 'USD', -635, 300),
      day('2026-03-04', 'EUR', 0),
      day('2026-03-05', 'EUR', 4_000),
    ],
    totals: [
      { ...day('', 'USD', 615, 300), active_players: 2 },
      { ...day('', 'EUR', 4_000), active_players: 1 },
    ],
    games: [
      {
        game_id: 'dice',
        name: 'Dice',
        kind: 'game',
        currency: 'USD',
        rounds: 3,
        stakes: 850,
        wins: 1_485,
        measured_rtp_bps: 17_471,
        stated_rtp_bps: 9_900,
      },
      {
        game_id: 'acme-fruits',
        name: 'Acme Fruits',
        kind: 'provider',
        currency: 'EUR',
        rounds: 1,
        stakes: 0,
        wins: 0,
        measured_rtp_bps: null,
        stated_rtp_bps: null,
      },
    ],
  };
  const client = new QueryClient();
  client.setQueryData(adminReportQueryOptions(filters).queryKey, report);
  return renderRoutes({
    i18n,
    client,
    path: '/admin/reports',
    routes: <Route path="/admin/reports" element={<ReportsPage />} />,
  });
}

describe('the reports page', () => {
  it('shows the totals per currency, a loss in the error colour', () => {
    const html = render();
    expect(html).toContain('Period totals, USD');
    expect(html).toContain('Period totals, EUR');
    expect(html).toContain('$6.15');
    expect(html).toContain('€40.00');
    expect(html).toMatch(/data-testid="total-USD-bonusCost".*\$3\.00/s);
  });

  it('lists the days newest first, both currencies of a day together', () => {
    const html = render();
    const order = ['Mar 5, 2026', 'Mar 4, 2026'].map((text) => html.indexOf(text));
    expect(order[0]).toBeGreaterThan(-1);
    expect(order[0]).toBeLessThan(order[1] ?? 0);
    expect(html).toContain('-$6.35');
    expect(html).toContain('-$9.35');
  });

  it('shows measured against stated RTP, and a dash without stakes', () => {
    const html = render();
    expect(html).toContain('174.71%');
    expect(html).toContain('99.00%');
    expect(html).toContain('+75.71 pts');
    expect(html).toContain('Acme Fruits');
    expect(html).toContain('—');
  });

  it('reads in German', async () => {
    await i18n.changeLanguage('de');
    const html = render();
    await i18n.changeLanguage('en');
    expect(html).toContain('Berichte');
    expect(html).toContain('Summen des Zeitraums, USD');
    expect(html).toContain('RTP pro Spiel');
  });
});
