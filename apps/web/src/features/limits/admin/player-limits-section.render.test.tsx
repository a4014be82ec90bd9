import type { ResponsibleGaming } from '@satsino/contract/responsible-gaming';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { playerLimitsQueryOptions } from '../api/limits-api';
import { PlayerLimitsSection } from './player-limits-section';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('limits');
});

const rules: ResponsibleGaming = {
  currency: 'USD',
  reminder_minutes: 30,
  break: { type: 'cool_off', ends_at: '2026-11-28T15:00:00.000Z' },
  limits: [
    {
      kind: 'loss',
      period: 'day',
      amount: 5_000,
      pending_amount: 10_000,
      pending_at: '2026-11-28T12:00:00.000Z',
      used: 1_250,
      period_started_at: '2026-11-27T00:00:00.000Z',
      period_ends_at: '2026-11-28T00:00:00.000Z',
    },
    {
      kind: 'deposit',
      period: 'month',
      amount: 50_000,
      pending_amount: null,
      pending_at: '2026-11-28T12:00:00.000Z',
      used: 0,
      period_started_at: '2026-11-01T00:00:00.000Z',
      period_ends_at: '2026-12-01T00:00:00.000Z',
    },
  ],
};

function render(answer: ResponsibleGaming): string {
  const client = new QueryClient();
  client.setQueryData(playerLimitsQueryOptions(42).queryKey, answer);
  return renderRoutes({
    i18n,
    client,
    path: '/admin/players/42',
    routes: <Route path="admin/players/42" element={<PlayerLimitsSection userId={42} />} />,
  });
}

describe("the operator's view of a player's limits", () => {
  it('shows each limit with its usage and waiting change, the reminder and the break', () => {
    const html = render(rules);
    expect(html).toContain('Daily loss limit');
    expect(html).toContain('$50.00');
    expect(html).toContain('$12.50');
    expect(html).toContain('Raise to $100.00 applies on Nov 28, 2026');
    expect(html).toContain('Monthly deposit limit');
    expect(html).toContain('Removal applies on Nov 28, 2026');
    expect(html).toContain('Session reminder every 30 min');
    expect(html).toContain('On a cool-off until Nov 28, 2026');
  });

  it('says when the player has set nothing', () => {
    const html = render({ ...rules, limits: [], break: null, reminder_minutes: null });
    expect(html).toContain('No limits set.');
    expect(html).toContain('No break in force.');
    expect(html).toContain('Session reminder off');
  });
});
