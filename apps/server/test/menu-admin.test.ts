import { menuResponse, VIP_MESSAGES } from '@satsino/contract/content';
import { adminMenuItem } from '@satsino/contract/content-admin';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { seedDemoContent } from '../src/seed/content/seed-content.js';
import { bearer, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';
import { postJson, registerOperator } from './helpers/wallet.js';

const SETTINGS_SLUGS = [
  'profile',
  'wallet',
  'transactions',
  'bonus',
  'notifications',
  'vip',
  'limits',
  'verification',
  'password',
  'sessions',
];

/**
 * The site's menus as the site configuration serves them (GET /api/menu), including the
 * settings layout's left menu, and the operator's writes of menu items.
 */
describe('menus', () => {
  const getApp = useTestApp();
  let operator: TestPlayer;

  beforeAll(async () => {
    const { app, database } = getApp();
    await seedDemoContent(database.db);
    operator = await registerOperator(app, database.db);
  });

  const menus = async (app: FastifyInstance, locale: string) =>
    menuResponse.parse(
      (await app.inject({ method: 'GET', url: `/api/menu?locale=${locale}` })).json(),
    ).menus;

  it('serve the settings menu: every settings page, in order, titled in the locale', async () => {
    const { app } = getApp();
    const english = await menus(app, 'en');
    expect(english.settings.map((item) => item.slug)).toEqual(SETTINGS_SLUGS);
    expect(english.settings[0]).toEqual({
      icon: 'PersonOutline',
      title: 'Profile',
      to: '/settings/profile',
      slug: 'profile',
      external: false,
    });
    expect(english.settings.every((item) => item.to === `/settings/${item.slug}`)).toBe(true);
    const japanese = await menus(app, 'ja');
    expect(japanese.settings.find((item) => item.slug === 'notifications')?.title).toBe('お知らせ');
  });

  it('operator writes are for admins only', async () => {
    const { app } = getApp();
    const player = await registerPlayer(app);
    for (const token of [undefined, player.token]) {
      const expected = token ? 403 : 401;
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/menu-items',
        headers: token ? bearer(token) : {},
      });
      expect(list.statusCode).toBe(expected);
      expect((await postJson(app, '/api/admin/menu-items', token, {})).statusCode).toBe(expected);
    }
  });

  it('validate area, icon, link and slug', async () => {
    const { app } = getApp();
    const valid = {
      area: 'settings',
      slug: 'statistics',
      icon: 'TimerOutlined',
      to: '/statistics',
      translations: { en: { title: 'Limits' } },
    };
    const cases = [
      [{ ...valid, area: 'sidebar' }, 'area', VIP_MESSAGES.area],
      [{ ...valid, icon: 'not an icon' }, 'icon', VIP_MESSAGES.icon],
      [{ ...valid, to: 'javascript:alert(1)' }, 'to', undefined],
      [{ ...valid, to: '//evil.example' }, 'to', undefined],
      [{ ...valid, slug: 'profile' }, 'slug', VIP_MESSAGES.menuSlugTaken],
      [{ ...valid, translations: {} }, 'translations.en', undefined],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await postJson(app, '/api/admin/menu-items', operator.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = (response.json() as { errors: Record<string, string[]> }).errors;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      if (message) expect(errors[field]).toEqual([message]);
    }
  });

  it('create, edit and delete an item, each logged, and players see the change', async () => {
    const { app, database } = getApp();
    const created = await postJson(app, '/api/admin/menu-items', operator.token, {
      area: 'settings',
      slug: 'statistics',
      icon: 'TimerOutlined',
      to: '/statistics',
      position: 99,
      translations: { en: { title: 'Limits' }, de: { title: 'Limits' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = adminMenuItem.parse(created.json());
    expect((await menus(app, 'en')).settings.at(-1)).toMatchObject({
      slug: 'statistics',
      title: 'Limits',
    });

    const edited = await app.inject({
      method: 'PATCH',
      url: `/api/admin/menu-items/${item.id}`,
      headers: bearer(operator.token),
      payload: { icon: 'HourglassEmpty', translations: { de: { title: 'Spiellimits' } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminMenuItem.parse(edited.json())).toMatchObject({
      icon: 'HourglassEmpty',
      translations: { en: { title: 'Limits' }, de: { title: 'Spiellimits' } },
    });
    expect((await menus(app, 'de')).settings.at(-1)?.title).toBe('Spiellimits');

    const listed = await app.inject({
      method: 'GET',
      url: '/api/admin/menu-items',
      headers: bearer(operator.token),
    });
    expect((listed.json() as { items: Array<{ id: number }> }).items.map((x) => x.id)).toContain(
      item.id,
    );

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/menu-items/${item.id}`,
      headers: bearer(operator.token),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/admin/menu-items/${item.id}`,
      headers: bearer(operator.token),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      message: VIP_MESSAGES.menuItemNotFound,
      code: 'menu_item_not_found',
    });
    expect((await menus(app, 'en')).settings.map((entry) => entry.slug)).toEqual(SETTINGS_SLUGS);

    const actions = await database.db
      .select({ action: operatorActions.action })
      .from(operatorActions)
      .where(
        and(
          eq(operatorActions.targetType, 'menu_item'),
          eq(operatorActions.targetId, String(item.id)),
        ),
      );
    expect(actions.map((row) => row.action).sort()).toEqual([
      'menu_item.create',
      'menu_item.delete',
      'menu_item.update',
    ]);
  });
});
