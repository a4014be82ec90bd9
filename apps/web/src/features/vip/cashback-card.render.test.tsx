import type { CashbackStatus } from '@satsino/contract/cashback';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/create-i18n';
import { renderRoutes } from '../../test-support/render-routes';
import { cashbackQueryOptions } from './api/vip-api';
import { CashbackCard } from './cashback-card';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('vip');
});

const status: CashbackStatus = {
  currency: 'USD',
  daily: {
    period_start: '2026-11-27T00:00:00.000Z',
    period_end: '2026-11-28T00:00:00.000Z',
    net_loss: 150_000,
    accrued: 15_000,
    rate_bps: 1_000,
    min_net_loss: 1_000,
    wagering_multiplier: 1,
  },
  weekly: {
    period_start: '2026-11-23T00:00:00.000Z',
    period_end: '2026-11-30T00:00:00.000Z',
    net_loss: 150_000,
    accrued: 15_000,
    rate_bps: 2_000,
    next_tier: { min_net_loss: 500_000, rate_bps: 3_000 },
    tiers: [],
    daily_deducted: 15_000,
    wagering_multiplier: 1,
  },
  vip: {
    period_start: '2026-11-23T00:00:00.000Z',
    period_end: '2026-11-30T00:00:00.000Z',
    net_loss: 150_000,
    accrued: 3_000,
    level_key: 'gold',
    level_name: 'Gold',
    rate_bps: 200,
  },
  waiting: 500,
};

function render(answer: CashbackStatus | undefined): string {
  const client = new QueryClient();
  if (answer) client.setQueryData(cashbackQueryOptions('en').queryKey, answer);
  return renderRoutes({
    i18n,
    client,
    path: '/vip',
    routes: <Route path="vip" element={<CashbackCard />} />,
  });
}

describe('the cashback card', () => {
  it('shows each period’s net loss, rate and accrued cashback, and what waits', () => {
    const html = render(status);
    expect(html).toContain('Cashback');
    expect(html).toContain('Today');
    expect(html).toContain('$1,500.00');
    expect(html).toContain('10%');
    expect(html).toContain('20%');
    expect(html).toContain('$150.00');
    expect(html).toContain('30% from a net loss of $5,000.00 in the week.');
    expect(html).toContain('Less this week&#x27;s daily cashback: $150.00.');
    expect(html).toContain('2%');
    expect(html).toContain('$30.00');
    expect(html).toContain('Your Gold rate, on top of the promotions.');
    expect(html).toContain('Paid as a bonus with 1× wagering on Nov 28, 2026');
    expect(html).toContain('$5.00 of cashback is waiting');
  });

  it('says when no band and no VIP rate apply yet', () => {
    const html = render({
      ...status,
      weekly: { ...status.weekly, rate_bps: 0, accrued: 0 },
      vip: { ...status.vip, rate_bps: 0, accrued: 0, level_key: 'bronze', level_name: 'Bronze' },
      waiting: 0,
    });
    expect(html).toContain('None yet');
    expect(html).toContain('VIP cashback starts at Gold.');
    expect(html).not.toContain('is waiting');
  });

  it('shows a loading state before the answer', () => {
    expect(render(undefined)).toContain('Loading your cashback…');
  });
});
