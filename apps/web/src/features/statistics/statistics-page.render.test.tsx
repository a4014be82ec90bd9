import type { HouseStatistics, PlayerStatistics } from '@satsino/contract/statistics';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { renderRoutes } from '../../test-support/render-routes';
import { houseStatisticsQueryOptions, playerStatisticsQueryOptions } from './api/statistics-api';
import { StatisticsPage } from './statistics-page';

const i18n = createI18n();

// The session store needs a browser (useSyncExternalStore has no server snapshot).
const session = vi.hoisted(() => ({ status: 'authenticated' as 'authenticated' | 'guest' }));
vi.mock('../../app/session/session-context', () => ({
  useSession: () => ({ status: session.status, user: undefined }),
}));

beforeAll(async () => {
  await i18n.loadNamespaces('statistics');
});

const dice = { game_id: 'dice', name: 'Dice', kind: 'game' as const };
const house: HouseStatistics = {
  since: '2026-03-05T00:00:00.000Z',
  rounds: 1_234,
  players: 56,
  wagered: [{ currency: 'USD', amount: 123_456 }],
  biggest_wins: [
    {
      id: 'game:9',
      game: dice,
      bet: 500,
      payout: 49_500,
      currency: 'USD',
      time: '2026-03-05T14:07:00.000Z',
      user: 'lu***',
    },
  ],
};
const figures = (rounds: number): PlayerStatistics => ({
  period: '7d',
  currency: 'USD',
  since: '2026-02-26T14:00:00.000Z',
  totals: { rounds, wagered: rounds * 100, won: rounds * 50, net: rounds * -50 },
  games:
    rounds === 0
      ? []
      : [
          {
            game: dice,
            rounds,
            wagered: rounds * 100,
            won: rounds * 50,
            net: rounds * -50,
            biggest_win: 198,
          },
        ],
  biggest_wins: [],
});

function render(path: string, rounds: number | null) {
  const client = new QueryClient();
  client.setQueryData(houseStatisticsQueryOptions('en').queryKey, house);
  client.setQueryData(houseStatisticsQueryOptions('de').queryKey, house);
  if (rounds !== null) {
    client.setQueryData(playerStatisticsQueryOptions('7d').queryKey, figures(rounds));
  }
  return renderRoutes({
    i18n,
    client,
    path,
    routes: <Route path="/statistics" element={<StatisticsPage />} />,
  });
}

describe('the statistics page', () => {
  it('shows a guest the house figures and asks them to log in for their own', () => {
    session.status = 'guest';
    const html = render('/statistics', null);
    expect(html).toContain('Today at the casino');
    expect(html).toContain('1,234');
    expect(html).toContain('$1,234.56');
    expect(html).toContain('lu***');
    expect(html).toContain('$495.00');
    expect(html).toContain('Log in to see what you have wagered and won');
  });

  it('shows a player without rounds the empty state', () => {
    session.status = 'authenticated';
    const html = render('/statistics', 0);
    expect(html).toContain('You have no real-money rounds in this period yet.');
  });

  it('shows a player the totals and the per-game table, the loss as a negative net', () => {
    session.status = 'authenticated';
    const html = render('/statistics', 12);
    expect(html).toContain('$12.00');
    expect(html).toContain('$6.00');
    expect(html).toContain('-$6.00');
    expect(html).toContain('href="/casino/dice"');
    expect(html).toContain('No wins in this period yet.');
  });

  it('reads in German', async () => {
    session.status = 'authenticated';
    await i18n.changeLanguage('de');
    const html = render('/statistics', 12);
    await i18n.changeLanguage('en');
    expect(html).toContain('Heute im Casino');
    expect(html).toContain('Deine Statistiken');
  });
});
