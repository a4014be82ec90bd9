import type { AdminCategory, AdminGame } from '@satsino/contract/catalogue';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { adminCategoriesQueryOptions, adminGamesQueryOptions } from './catalogue-admin-api';
import { CatalogueAdminPage } from './catalogue-admin-page';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('content');
});

const category: AdminCategory = {
  id: 1,
  names: { en: 'Originals', de: 'Originale' },
  slug: 'original',
  code: 'original',
  icon: 'AutoAwesome',
  in_menu: true,
  in_footer: false,
  position: 10,
  games_count: 1,
};

const dice = {
  id: 4,
  game_id: 'dice',
  names: { en: 'Dice', de: 'Würfel' },
  descriptions: {},
  provider_id: 1,
  provider: 'originals',
  provided_by: 'Originals',
  image_key: 'dice',
  supports_demo: true,
  supportsDemo: '1',
  published: false,
  position: 1,
  url_thumb: '/api/catalogue/media/games/dice.svg',
  game_category_id: 1,
  category_ids: [1],
  engine: 'dice',
  variant: 'classic',
  launch_path: null,
  popular: false,
  featured: false,
  new: false,
  rtp_bps: 9_899,
} as AdminGame;

function render(path: string): string {
  const client = new QueryClient();
  client.setQueryData(adminGamesQueryOptions().queryKey, [dice]);
  client.setQueryData(adminCategoriesQueryOptions().queryKey, [category]);
  return renderRoutes({
    i18n,
    client,
    path,
    routes: <Route path="admin/catalogue" element={<CatalogueAdminPage />} />,
  });
}

describe('the operator catalogue page', () => {
  it('lists the games with their categories, RTP, languages and lobby switch', () => {
    const html = render('/admin/catalogue');
    expect(html).toContain('Dice');
    expect(html).toContain('Originals');
    expect(html).toContain('98.99%');
    expect(html).toContain('Missing: ES · FI · FR · IT · JA · NB · PT · TR');
    expect(html).toContain('aria-label="Dice in the lobby"');
    expect(html).toContain('>Hidden<');
    expect(html).toContain('Studios and feed import');
  });

  it('lists the categories with their place and games', () => {
    const html = render('/admin/catalogue?tab=categories');
    expect(html).toContain('Position 10 · games: 1');
    expect(html).toContain('In the casino menu');
    expect(html).toContain('aria-label="Edit Originals"');
  });
});
