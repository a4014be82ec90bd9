import type { AdminMenuItem, AdminPost } from '@satsino/contract/content-admin';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { adminContentQueryOptions } from './content-admin-api';
import { ContentAdminPage } from './content-admin-page';
import { KIND_SPECS } from './content-kinds';

const i18n = createI18n();

beforeAll(async () => {
  await i18n.loadNamespaces('content');
});

const texts = (title: string) => ({
  title,
  summary: `${title}.`,
  body: `# ${title}`,
  meta_description: '',
});

const promotion = (id: number, status: AdminPost['status'], title: string): AdminPost => ({
  id,
  slug: `promotion-${id}`,
  kind: 'promotion',
  status,
  published_at: null,
  image_key: 'promo-vip',
  image_url: '/api/media/promo-vip.svg',
  position: id,
  created_at: '2026-03-05T14:07:00.000Z',
  updated_at: '2026-03-05T14:07:00.000Z',
  translations: { en: texts(title), de: texts(`${title} (de)`) },
});

const link: AdminMenuItem = {
  id: 1,
  area: 'legal',
  slug: 'terms',
  icon: 'GavelOutlined',
  to: '/policies/terms',
  external: false,
  position: 1,
  created_at: '2026-03-05T14:07:00.000Z',
  updated_at: '2026-03-05T14:07:00.000Z',
  translations: { en: { title: 'Terms' } },
};

function render(path: string): string {
  const client = new QueryClient();
  client.setQueryData(adminContentQueryOptions(KIND_SPECS.promotions).queryKey, [
    promotion(2, 'draft', 'Spring offer'),
    promotion(1, 'published', 'Weekly cashback'),
  ]);
  client.setQueryData(adminContentQueryOptions(KIND_SPECS.menu).queryKey, [link]);
  return renderRoutes({
    i18n,
    client,
    path,
    routes: <Route path="admin/content" element={<ContentAdminPage />} />,
  });
}

describe('the operator content page', () => {
  it('lists the promotions with their state, languages and actions', () => {
    const html = render('/admin/content');
    expect(html).toContain('Spring offer');
    expect(html).toContain('>Draft<');
    expect(html).toContain('>Published<');
    expect(html).toContain('2 of 10 languages');
    expect(html).toContain('Missing: ES · FI · FR · IT · JA · NB · PT · TR');
    expect(html).toContain('aria-label="Publish Spring offer"');
    expect(html).toContain('aria-label="Unpublish Weekly cashback"');
    expect(html).toContain('aria-label="Delete Weekly cashback"');
    expect(html).toContain('New promotion');
  });

  it('shows the menu links by menu, without a draft state, on their own tab', () => {
    const html = render('/admin/content?kind=menu');
    expect(html).toContain('Terms');
    expect(html).toContain('>Legal<');
    expect(html).toContain('1 of 10 languages');
    expect(html).not.toContain('Publish Terms');
    expect(html).toContain('New menu link');
  });
});
