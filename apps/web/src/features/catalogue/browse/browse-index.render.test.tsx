import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { categoriesQueryOptions, providersQueryOptions } from '../api/catalogue-api';
import { CategoriesPage } from './categories-page';
import { ProvidersPage } from './providers-page';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('catalogue');
});

function render(path: string, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderRoutes({
    i18n,
    client,
    path,
    routes: (
      <>
        <Route path="category" element={<CategoriesPage />} />
        <Route path="providers" element={<ProvidersPage />} />
      </>
    ),
  });
}

describe('catalogue index pages render', () => {
  it('every category as a card linking to its games, in menu order', () => {
    const html = render('/category', (client) =>
      client.setQueryData(categoriesQueryOptions('en').queryKey, {
        categories: [
          {
            id: 2,
            name: 'Table games',
            slug: 'table-games',
            code: 'table_games',
            icon: 'Casino',
            in_menu: true,
            in_footer: false,
            position: 2,
            games_count: 1,
          },
          {
            id: 1,
            name: 'Slots',
            slug: 'slots',
            code: 'slots',
            icon: 'Casino',
            in_menu: true,
            in_footer: true,
            position: 1,
            games_count: 12,
          },
        ],
      }),
    );
    expect(html).toContain('<h1');
    expect(html).toContain('href="/category/slots"');
    expect(html).toContain('href="/category/table-games"');
    expect(html.indexOf('Slots')).toBeLessThan(html.indexOf('Table games'));
    expect(html).toContain('Games: 12');
  });

  it('every provider as its logo linking to its games', () => {
    const html = render('/providers', (client) =>
      client.setQueryData(providersQueryOptions('en').queryKey, {
        providers: [
          {
            id: 1,
            name: 'Satsino Originals',
            slug: 'Satsino-Originals',
            image: '/logo.svg',
            games_count: 9,
          },
        ],
      }),
    );
    expect(html).toContain('href="/providers/Satsino-Originals"');
    expect(html).toContain('src="/logo.svg"');
    expect(html).toContain('Games: 9');
  });

  it('placeholders while the list loads', () => {
    const html = render('/providers');
    expect(html).toContain('MuiSkeleton');
    expect(html).not.toContain('href="/providers/');
  });
});
