import {
  adminCategory,
  adminCategoryList,
  adminEngineList,
  adminGame,
  adminGameList,
  adminProvider,
  adminProviderList,
  CATALOGUE_MESSAGES,
  gamesListResponse,
} from '@satsino/contract/catalogue';
import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { operatorActions } from '../src/modules/operator-log/operator-log.schema.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { registerOperator, registerVerifiedPlayer } from './helpers/wallet.js';

describe('catalogue: operator calls', () => {
  const testApp: () => TestApp = useTestApp();
  let admin: TestPlayer;
  let player: TestPlayer;
  const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
    testApp().app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload }),
    });
  const base = '/api/admin/catalogue';
  const logged = async (action: string) =>
    testApp()
      .database.db.select()
      .from(operatorActions)
      .where(and(eq(operatorActions.action, action), eq(operatorActions.actorUserId, admin.id)));

  beforeAll(async () => {
    const { app, database } = testApp();
    await seedDemoCatalogue(database.db);
    admin = await registerOperator(app, database.db);
    player = await registerVerifiedPlayer(app, database.db);
  });

  const newGame = (overrides: Record<string, unknown> = {}) => ({
    game_id: 'lucky-dice',
    names: { en: 'Lucky Dice', de: 'Glückswürfel' },
    descriptions: { en: 'Roll **lucky**.', de: 'Würfle **glücklich**.' },
    provider_id: 1,
    category_id: 1,
    category_ids: [9, 9, 7],
    position: 5,
    popular: false,
    featured: true,
    new: true,
    supports_demo: true,
    published: true,
    engine: 'dice',
    variant: 'classic',
    ...overrides,
  });

  it('is for admins only: guests get 401, players 403', async () => {
    for (const [method, url] of [
      ['GET', `${base}/games`],
      ['POST', `${base}/games`],
      ['GET', `${base}/categories`],
      ['POST', `${base}/providers`],
      ['POST', `${base}/games/1/unpublish`],
      ['DELETE', `${base}/games/1`],
    ] as const) {
      expect((await call(method, url, undefined, {})).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, player.token, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/games/info/dice')).statusCode).toBe(200);
  });

  it('lists categories, providers, games and engines with everything the forms need', async () => {
    const categories = adminCategoryList.parse(
      (await call('GET', `${base}/categories`, admin.token)).json(),
    ).categories;
    expect(categories).toHaveLength(9);
    expect(categories.find((c) => c.code === 'slots')?.names).toMatchObject({
      en: 'Slots',
      ja: 'スロット',
    });
    const providers = adminProviderList.parse(
      (await call('GET', `${base}/providers`, admin.token)).json(),
    ).providers;
    expect(providers.map((p) => p.art_style)).toEqual([
      'originals',
      'velvet',
      'reelforge',
      'spotlight',
    ]);
    const games = adminGameList.parse((await call('GET', `${base}/games`, admin.token)).json());
    expect(games.games).toHaveLength(20);
    expect(Object.keys(games.games[0]?.descriptions ?? {})).toHaveLength(10);
    const engines = adminEngineList.parse(
      (await call('GET', `${base}/engines`, admin.token)).json(),
    );
    expect(engines.engines.find((e) => e.engine === 'crash')?.variants).toEqual([
      'crash',
      'crashbull',
      'crashsw',
    ]);
    // Each variant states its own RTP: slot themes differ, the wheel states its lowest bet.
    expect(engines.engines.find((e) => e.engine === 'slots')?.rtp_bps).toMatchObject({
      'fruit-fiesta': 9657,
      'neon-nights': 9662,
      'cosmic-cash': 9547,
    });
    expect(engines.engines.find((e) => e.engine === 'wheel')?.rtp_bps).toEqual({
      'money-wheel': 9225,
    });
  });

  it('creates a game, logged, that players see at once', async () => {
    const response = await call('POST', `${base}/games`, admin.token, newGame());
    expect(response.statusCode, response.body).toBe(201);
    const game = adminGame.parse(response.json());
    expect(game).toMatchObject({
      game_id: 'lucky-dice',
      rtp_bps: 9899,
      image_key: 'dice',
      launch_path: null,
      category_ids: [1, 7, 9],
      published: true,
    });
    expect(await logged('catalogue.game.create')).toHaveLength(1);

    const info = await call('GET', '/api/games/info/lucky-dice?locale=de');
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ description: 'Würfle **glücklich**.', new: true });
    const featured = gamesListResponse.parse(
      (await call('GET', '/api/games/list?category=featured')).json(),
    );
    expect(featured.games.map((g) => g.game.game_id)).toContain('lucky-dice');
    expect(featured.games.find((g) => g.game.game_id === 'lucky-dice')?.game.name).toBe(
      'Lucky Dice',
    );
  });

  it('refuses bad games with 422 field errors', async () => {
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ variant: 'turbo' }, 'variant'],
      [{ engine: 'poker' }, 'engine'],
      [{ game_id: 'lucky-dice' }, 'game_id', CATALOGUE_MESSAGES.gameIdTaken],
      [{ game_id: 'Bad Slug' }, 'game_id'],
      [{ provider_id: 999 }, 'provider_id', CATALOGUE_MESSAGES.unknownProvider],
      [{ category_id: 999 }, 'category_id', CATALOGUE_MESSAGES.unknownCategory],
      [{ category_ids: [1, 998] }, 'category_ids', CATALOGUE_MESSAGES.unknownCategory],
      [{ names: { de: 'Nur Deutsch' } }, 'names'],
      [{ names: { en: 'Lucky', xx: 'Unknown' } }, 'names'],
      [{ launch_path: 'https://evil.example' }, 'launch_path'],
    ];
    for (const [overrides, field, message] of cases) {
      const body = newGame({ game_id: 'another-dice', ...overrides });
      const response = await call('POST', `${base}/games`, admin.token, body);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(errors)).toContain(field);
      if (message) expect(errors[field]?.[0]).toContain(message);
    }
    const [crash] = adminGameList
      .parse((await call('GET', `${base}/games`, admin.token)).json())
      .games.filter((g) => g.game_id === 'crash');
    const badVariant = await call('PATCH', `${base}/games/${crash?.id}`, admin.token, {
      variant: 'classic',
    });
    expect(badVariant.statusCode).toBe(422);
    expect(badVariant.json().errors.variant[0]).toContain('crash, crashbull, crashsw');
  });

  it('edits a game: engine change takes the variant RTP; unknown game 404', async () => {
    const games = adminGameList.parse((await call('GET', `${base}/games`, admin.token)).json());
    const lucky = games.games.find((g) => g.game_id === 'lucky-dice');
    const response = await call('PATCH', `${base}/games/${lucky?.id}`, admin.token, {
      engine: 'roulette',
      variant: 'royale',
      names: { fr: 'Dés chanceux' },
      category_ids: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminGame.parse(response.json())).toMatchObject({
      engine: 'roulette',
      variant: 'royale',
      rtp_bps: 9729,
      image_key: 'crown',
      category_ids: [1],
      names: { en: 'Lucky Dice', de: 'Glückswürfel', fr: 'Dés chanceux' },
    });
    const themed = async (variant: string) =>
      adminGame.parse(
        (
          await call('PATCH', `${base}/games/${lucky?.id}`, admin.token, {
            engine: 'slots',
            variant,
          })
        ).json(),
      ).rtp_bps;
    expect(await themed('neon-nights')).toBe(9662);
    expect(await themed('cosmic-cash')).toBe(9547);
    expect((await call('PATCH', `${base}/games/99999`, admin.token, {})).statusCode).toBe(404);
    expect(await logged('catalogue.game.update')).toHaveLength(3);
  });

  it('unpublishes and publishes: players stop and start seeing the game', async () => {
    const games = adminGameList.parse((await call('GET', `${base}/games`, admin.token)).json());
    const dice = games.games.find((g) => g.game_id === 'dice');
    const catalogue = createCatalogueService({ db: testApp().database.db });

    const hidden = await call('POST', `${base}/games/${dice?.id}/unpublish`, admin.token);
    expect(adminGame.parse(hidden.json()).published).toBe(false);
    expect((await call('GET', '/api/games/info/dice')).statusCode).toBe(404);
    const listed = gamesListResponse.parse((await call('GET', '/api/games/list')).json());
    expect(listed.games.map((g) => g.game.game_id)).not.toContain('dice');
    expect(await catalogue.findPlayableGame('dice')).toBeUndefined();

    const shown = await call('POST', `${base}/games/${dice?.id}/publish`, admin.token);
    expect(adminGame.parse(shown.json()).published).toBe(true);
    expect((await call('GET', '/api/games/info/dice')).statusCode).toBe(200);
    expect(await catalogue.findPlayableGame('dice')).toMatchObject({ game_id: 'dice' });
    expect(await logged('catalogue.game.unpublish')).toHaveLength(1);
    expect(await logged('catalogue.game.publish')).toHaveLength(1);
    expect((await call('POST', `${base}/games/99999/publish`, admin.token)).statusCode).toBe(404);
  });

  it('creates, edits and deletes providers; one with games cannot go', async () => {
    const created = await call('POST', `${base}/providers`, admin.token, {
      name: 'Moonlight Games',
      art_style: 'spotlight',
      position: 50,
    });
    expect(created.statusCode, created.body).toBe(201);
    const provider = adminProvider.parse(created.json());
    expect(provider).toMatchObject({ slug: 'moonlight-games', games_count: 0, games_total: 0 });

    const duplicate = await call('POST', `${base}/providers`, admin.token, {
      name: 'Moonlight games',
      art_style: 'originals',
      position: 1,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.slug).toEqual([CATALOGUE_MESSAGES.slugTaken]);

    const renamed = await call('PATCH', `${base}/providers/${provider.id}`, admin.token, {
      name: 'Moonlight Studio',
    });
    expect(adminProvider.parse(renamed.json())).toMatchObject({
      name: 'Moonlight Studio',
      slug: 'moonlight-games',
    });
    const logo = await call('GET', '/api/catalogue/media/providers/moonlight-games.svg');
    expect(logo.body).toContain('Moonlight');

    const inUse = await call('DELETE', `${base}/providers/1`, admin.token);
    expect(inUse.statusCode, inUse.body).toBe(409);
    expect(inUse.json().message).toBe(CATALOGUE_MESSAGES.providerInUse);
    expect((await call('DELETE', `${base}/providers/${provider.id}`, admin.token)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `${base}/providers/${provider.id}`, admin.token)).statusCode).toBe(
      404,
    );
    expect(await logged('catalogue.provider.delete')).toHaveLength(1);
  });

  it('edits and deletes categories, with validation', async () => {
    const missingEnglish = await call('POST', `${base}/categories`, admin.token, {
      code: 'slots',
      names: { de: 'Nur Deutsch' },
      icon: 'Casino',
      in_menu: true,
      in_footer: false,
      position: 1,
    });
    expect(missingEnglish.statusCode).toBe(422);
    expect(Object.keys(missingEnglish.json().errors)).toContain('names');

    const takenCode = await call('POST', `${base}/categories`, admin.token, {
      code: 'slots',
      slug: 'more-slots',
      names: { en: 'More slots' },
      icon: 'Casino',
      in_menu: true,
      in_footer: false,
      position: 1,
    });
    expect(takenCode.statusCode).toBe(422);
    expect(takenCode.json().errors.code).toEqual([CATALOGUE_MESSAGES.codeTaken]);

    const edited = await call('PATCH', `${base}/categories/7`, admin.token, {
      in_menu: true,
      names: { de: 'Top-Auswahl' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminCategory.parse(edited.json())).toMatchObject({
      code: 'featured',
      in_menu: true,
      names: { en: 'Featured', de: 'Top-Auswahl' },
    });
    const german = await call('POST', '/api/games/categories?locale=de');
    expect(german.json().categories.find((c: { id: number }) => c.id === 7)).toMatchObject({
      name: 'Top-Auswahl',
      in_menu: true,
    });

    expect((await call('DELETE', `${base}/categories/8`, admin.token)).statusCode).toBe(409);
    // Featured is no game's primary category: it goes, and its games stay listed elsewhere.
    expect((await call('DELETE', `${base}/categories/7`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/games/list?category_id=7')).json()).toEqual({
      totalcount: 0,
      games: [],
    });
    expect((await call('GET', '/api/games/info/roulette-royale')).statusCode).toBe(200);
    const actions = await testApp()
      .database.db.select()
      .from(operatorActions)
      .where(like(operatorActions.action, 'catalogue.category.%'));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'catalogue.category.delete',
      'catalogue.category.update',
    ]);
  });

  it('deletes a game', async () => {
    const games = adminGameList.parse((await call('GET', `${base}/games`, admin.token)).json());
    const lucky = games.games.find((g) => g.game_id === 'lucky-dice');
    expect((await call('DELETE', `${base}/games/${lucky?.id}`, admin.token)).statusCode).toBe(204);
    expect((await call('GET', '/api/games/info/lucky-dice')).statusCode).toBe(404);
    expect((await call('GET', `${base}/games/${lucky?.id}`, admin.token)).statusCode).toBe(404);
  });
});
