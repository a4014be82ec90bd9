import type { AccountBonus } from '@satsino/contract/bonuses';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import type { useBonusAction } from '../use-bonus-action';
import { BonusCard } from './bonus-card';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('bonuses');
});

/** The welcome bonus running with its free spins, five of them played. */
const running: AccountBonus = {
  id: 7,
  active: 1,
  finished: 0,
  state: 'running',
  bonus_key: 'DEPOSIT_BONUS_CASH',
  bonus_message: '125% bonus on deposit 1, up to $500.',
  lang: [{ key: 'deposit_bonus_0', lang: 'en', message: '125% bonus on deposit 1, up to $500.' }],
  fs_games: ['fruit-fiesta', 'cosmic-cash'],
  free_spins: {
    total: 100,
    used: 5,
    left: 95,
    stake: 20,
    won: 62,
    wagering_multiplier: 30,
    valid_days: 7,
    expires_at: '2026-12-04T07:15:00.000Z',
  },
  expireDateTime: '2026-12-27T07:15:00.000Z',
  days_left: 30,
  currency: 'USD',
  deposit_index: 0,
  percent: 125,
  max_bonus: 50_000,
  amount: 24_125,
  wagering_multiplier: 30,
  wagering_required: 725_610,
  wagering_progress: 0,
  settled_amount: null,
  created_at: '2026-11-27T07:00:00.000Z',
  claimed_at: '2026-11-27T07:00:00.000Z',
  granted_at: '2026-11-27T07:15:00.000Z',
  finished_at: null,
};

const idle = {
  isPending: false,
  variables: undefined,
  mutate: () => {},
} as unknown as ReturnType<typeof useBonusAction>;

function render(bonus: AccountBonus): string {
  return renderRoutes({
    i18n,
    client: new QueryClient(),
    path: '/settings/bonus',
    routes: <Route path="settings/bonus" element={<BonusCard bonus={bonus} action={idle} />} />,
  });
}

describe('the bonus card’s free spins', () => {
  it('shows the spins left, their games and stake, what they won and until when', () => {
    const html = render(running);
    expect(html).toContain('Free spins: 95 of 100 left');
    expect(html).toContain('$0.20 each on Fruit Fiesta and Cosmic Cash');
    expect(html).toContain('winnings wagered 30×');
    expect(html).toContain('Won with free spins: $0.62');
    expect(html).toContain('Spins valid until Dec 4, 2026');
    expect(html).toContain('href="/casino/fruit-fiesta"');
  });

  it('before the deposit: the spins’ days count from it, and there is no game to open yet', () => {
    const html = render({
      ...running,
      state: 'available',
      active: 0,
      amount: null,
      free_spins: {
        total: 100,
        used: 0,
        left: 100,
        stake: 20,
        won: 0,
        wagering_multiplier: 30,
        valid_days: 7,
        expires_at: null,
      },
    });
    expect(html).toContain('Free spins: 100 of 100 left');
    expect(html).toContain('Spins valid 7 days from your deposit');
    expect(html).not.toContain('Won with free spins');
    expect(html).not.toContain('href="/casino/fruit-fiesta"');
  });

  it('a bonus without free spins says nothing of them', () => {
    const html = render({ ...running, fs_games: [], free_spins: null });
    expect(html).not.toContain('Free spins');
  });
});
