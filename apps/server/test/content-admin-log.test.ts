import { and, asc, count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { registerOperator } from './helpers/wallet.js';

const post = (title: string) => ({ title, summary: `${title}.`, body: `# ${title}` });

/**
 * One kind of translatable content the operator edits: a valid create body with English and
 * German texts, an edit, and what the log says of the created item.
 */
interface Kind {
  path: string;
  target: string;
  /** Kinds with a draft state also publish and unpublish. */
  draft: boolean;
  create: Record<string, unknown>;
  edit: Record<string, unknown>;
  /** The log's details of the created item. */
  described: Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    path: '/api/admin/posts',
    target: 'post',
    draft: true,
    create: {
      slug: 'logged-post',
      image_key: 'post-vip',
      translations: { en: post('Logged'), de: post('Protokolliert') },
    },
    edit: { position: 4 },
    described: { slug: 'logged-post', status: 'draft', published_at: null },
  },
  {
    path: '/api/admin/promotions',
    target: 'promotion',
    draft: true,
    create: {
      slug: 'logged-promotion',
      image_key: 'promo-vip',
      translations: { en: post('Logged offer'), de: post('Angebot') },
    },
    edit: { position: 5 },
    described: { slug: 'logged-promotion', status: 'draft', published_at: null },
  },
  {
    path: '/api/admin/pages',
    target: 'page',
    draft: true,
    create: {
      slug: 'logged-page',
      translations: {
        en: { title: 'Logged page', description: 'A page.', body: '# Page' },
        de: { title: 'Seite', description: 'Eine Seite.', body: '# Seite' },
      },
    },
    edit: { in_footer: true },
    described: { slug: 'logged-page', status: 'draft' },
  },
  {
    path: '/api/admin/sliders',
    target: 'slider',
    draft: true,
    create: {
      key: 'logged-slide',
      kind: 'image',
      image_key: 'slide-welcome',
      redirect_url: '/promotions',
      translations: { en: { title: 'Slide', alt: 'A slide' }, de: { title: 'Folie', alt: 'Bild' } },
    },
    edit: { redirect_url: '/blog' },
    described: { key: 'logged-slide', kind: 'image', status: 'draft' },
  },
  {
    path: '/api/admin/banners',
    target: 'banner',
    draft: true,
    create: {
      key: 'logged-banner',
      image_key: 'banner-vip',
      url: '/promotions',
      translations: {
        en: { title: 'Banner', description: 'A banner.' },
        de: { title: 'Banner', description: 'Ein Banner.' },
      },
    },
    edit: { url: '/vip' },
    described: { key: 'logged-banner', status: 'draft' },
  },
  {
    path: '/api/admin/vip-levels',
    target: 'vip_level',
    draft: false,
    create: {
      key: 'logged-level',
      min_wagered: 123_456,
      translations: {
        en: { name: 'Logged', benefits: ['Perks'] },
        de: { name: 'Protokolliert', benefits: ['Vorteile'] },
      },
    },
    edit: { cashback_bps: 150 },
    described: { key: 'logged-level', min_wagered: 123_456 },
  },
  {
    path: '/api/admin/menu-items',
    target: 'menu_item',
    draft: false,
    create: {
      area: 'about',
      slug: 'logged-link',
      icon: 'InfoOutlined',
      to: '/about-us',
      translations: { en: { title: 'About' }, de: { title: 'Über uns' } },
    },
    edit: { position: 7 },
    described: { area: 'about', slug: 'logged-link', to: '/about-us' },
  },
];

describe('content: every operator write is in the operator log', () => {
  const testApp: () => TestApp = useTestApp();
  let operator: TestPlayer;

  beforeAll(async () => {
    const { app, database } = testApp();
    operator = await registerOperator(app, database.db);
  });

  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    testApp().app.inject({
      method,
      url,
      headers: bearer(operator.token),
      ...(payload && { payload }),
    });

  /** The log entries of one item, oldest first. */
  const entriesOf = (target: string, id: number) =>
    testApp()
      .database.db.select({
        actorUserId: operatorActions.actorUserId,
        action: operatorActions.action,
        details: operatorActions.details,
      })
      .from(operatorActions)
      .where(and(eq(operatorActions.targetType, target), eq(operatorActions.targetId, String(id))))
      .orderBy(asc(operatorActions.id));

  const logSize = async () => {
    const [row] = await testApp().database.db.select({ total: count() }).from(operatorActions);
    return row?.total ?? 0;
  };

  for (const kind of KINDS) {
    it(`logs each write of ${kind.path} with the operator and what changed`, async () => {
      const created = await call('POST', kind.path, kind.create);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json() as { id: number };

      type Step = [InjectOptions['method'], string, object?];
      const publication: Step[] = [
        ['POST', `${kind.path}/${id}/publish`],
        ['POST', `${kind.path}/${id}/unpublish`],
      ];
      const steps: Step[] = [
        ['PATCH', `${kind.path}/${id}`, kind.edit],
        ['DELETE', `${kind.path}/${id}/translations/de`],
        ...(kind.draft ? publication : []),
        ['DELETE', `${kind.path}/${id}`],
      ];
      for (const [method, url, payload] of steps) {
        const response = await call(method, url, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      }

      const entries = await entriesOf(kind.target, id);
      expect(entries.map((entry) => entry.action)).toEqual([
        `${kind.target}.create`,
        `${kind.target}.update`,
        `${kind.target}.remove_translation`,
        ...(kind.draft ? [`${kind.target}.publish`, `${kind.target}.unpublish`] : []),
        `${kind.target}.delete`,
      ]);
      expect(entries.every((entry) => entry.actorUserId === operator.id)).toBe(true);
      const details = entries.map((entry) => entry.details);
      expect(details[0]).toEqual(kind.described);
      expect(details[1]).toEqual({ changes: kind.edit });
      expect(details[2]).toEqual({ locale: 'de' });
      if (kind.draft) {
        expect(details[3]).toMatchObject({ status: 'published' });
        expect(details[4]).toEqual({ ...details[3], status: 'draft' });
      }
      // The deleted item as it was last: a draft kind was unpublished just before.
      expect(details.at(-1)).toEqual(kind.draft ? details[4] : kind.described);
    });
  }

  it('logs the time a published post goes out: now, or the time it was scheduled for', async () => {
    const later = '2099-01-31T12:00:00.000Z';
    for (const [slug, publishedAt] of [
      ['logged-now', null],
      ['logged-later', later],
    ] as const) {
      const created = await call('POST', '/api/admin/posts', {
        slug,
        image_key: 'post-vip',
        published_at: publishedAt,
        translations: { en: post(slug) },
      });
      const { id } = created.json() as { id: number };
      const published = await call('POST', `/api/admin/posts/${id}/publish`);
      const { published_at } = published.json() as { published_at: string };
      if (publishedAt) expect(published_at).toBe(later);
      const [, publish] = await entriesOf('post', id);
      expect(publish?.details).toEqual({ slug, status: 'published', published_at });
    }
  });

  it('shows the entries on the operator log page', async () => {
    const created = await call('POST', '/api/admin/banners', {
      key: 'shown-in-log',
      image_key: 'banner-vip',
      url: '/vip',
      translations: { en: { title: 'Shown', description: 'In the log.' } },
    });
    const { id } = created.json() as { id: number };
    const log = await call('GET', '/api/admin/actions');
    expect(log.statusCode).toBe(200);
    expect(log.json()).toContainEqual(
      expect.objectContaining({
        action: 'banner.create',
        target: `banner#${id}`,
        details: { key: 'shown-in-log', status: 'draft' },
      }),
    );
  });

  it('logs nothing for a write that is refused', async () => {
    const taken = {
      key: 'refused-banner',
      image_key: 'banner-vip',
      url: '/vip',
      translations: { en: { title: 'Refused', description: 'Twice.' } },
    };
    const first = await call('POST', '/api/admin/banners', taken);
    const { id } = first.json() as { id: number };
    const before = await logSize();
    const refused = [
      await call('POST', '/api/admin/banners', taken),
      await call('PATCH', '/api/admin/banners/987654', { url: '/blog' }),
      await call('DELETE', `/api/admin/banners/${id}/translations/en`),
      await call('DELETE', `/api/admin/banners/${id}/translations/fr`),
      await call('POST', '/api/admin/sliders/987654/publish'),
      await call('DELETE', '/api/admin/menu-items/987654'),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([422, 404, 422, 404, 404, 404]);
    expect(await logSize()).toBe(before);
  });

  it('keeps the change only if its log entry is written: both commit together', async () => {
    const { database } = testApp();
    const created = await call('POST', '/api/admin/pages', {
      slug: 'outlives-a-failed-log',
      translations: { en: { title: 'Kept', description: 'Kept.', body: '# Kept' } },
    });
    const { id } = created.json() as { id: number };
    // The log refuses one action, as a full disk or a lost connection would at that moment.
    await database.pool.query(`
      CREATE FUNCTION refuse_page_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'the operator log is unavailable'; END $$;
      CREATE TRIGGER refuse_page_delete BEFORE INSERT ON operator_actions
        FOR EACH ROW WHEN (NEW.action = 'page.delete') EXECUTE FUNCTION refuse_page_delete();
    `);
    try {
      const deleted = await call('DELETE', `/api/admin/pages/${id}`);
      expect(deleted.statusCode).toBe(500);
    } finally {
      await database.pool.query(`
        DROP TRIGGER refuse_page_delete ON operator_actions;
        DROP FUNCTION refuse_page_delete();
      `);
    }
    const kept = await call('GET', `/api/admin/pages/${id}`);
    expect(kept.statusCode).toBe(200);
    expect((await entriesOf('page', id)).map((entry) => entry.action)).toEqual(['page.create']);
  });
});
