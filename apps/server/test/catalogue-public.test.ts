import {
  CATALOGUE_MESSAGES,
  categoriesResponse,
  GAMES_PAGE_MAX,
  gameDetails,
  gamesListResponse,
  POPULAR_CATEGORY_ID,
  providersResponse,
} from '@satsino/contract/catalogue';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGames,
  catalogueGameTranslations,
} from '../src/modules/catalogue/catalogue.schema.js';
import { createCatalogueService } from '../src/modules/catalogue/catalogue.service.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { type TestApp, useTestApp } from './helpers/app.js';

describe('catalogue: public calls on the demo catalogue', () => {
  const testApp: () => TestApp = useTestApp();
  const inject = (options: InjectOptions) => testApp().app.inject(options);
  const get = (url: string, headers?: Record<string, string>) =>
    inject({ method: 'GET', url, ...(headers && { headers }) });
  const list = async (query: string) => {
    const response = await get(`/api/games/list?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return gamesListResponse.parse(response.json());
  };
  const slugs = async (query: string) => (await list(query)).games.map((g) => g.game.game_id);

  beforeAll(async () => {
    const { db } = testApp().database;
    await seedDemoCatalogue(db);
    // Fixtures of this file: a German name for dice, and limbo without its Japanese texts.
    await db
      .update(catalogueGameTranslations)
      .set({ name: 'Würfel' })
      .where(
        and(
          eq(catalogueGameTranslations.locale, 'de'),
          eq(
            catalogueGameTranslations.gameId,
            db
              .select({ id: catalogueGames.id })
              .from(catalogueGames)
              .where(eq(catalogueGames.slug, 'dice')),
          ),
        ),
      );
    await db
      .delete(catalogueGameTranslations)
      .where(
        and(
          eq(catalogueGameTranslations.locale, 'ja'),
          eq(
            catalogueGameTranslations.gameId,
            db
              .select({ id: catalogueGames.id })
              .from(catalogueGames)
              .where(eq(catalogueGames.slug, 'limbo')),
          ),
        ),
      );
    await db
      .delete(catalogueCategoryTranslations)
      .where(
        and(
          eq(catalogueCategoryTranslations.locale, 'fi'),
          eq(catalogueCategoryTranslations.categoryId, POPULAR_CATEGORY_ID),
        ),
      );
  });

  describe('POST /api/games/categories', () => {
    it('lists the categories in order, with published game counts, for guests', async () => {
      const response = await inject({ method: 'POST', url: '/api/games/categories' });
      expect(response.statusCode).toBe(200);
      const { categories } = categoriesResponse.parse(response.json());
      expect(categories.map((c) => c.code)).toEqual([
        'original',
        'live_casino',
        'roulette',
        'blackjack',
        'popular',
        'game_show',
        'featured',
        'slots',
        'table_games',
      ]);
      const popular = categories.find((c) => c.code === 'popular');
      expect(popular).toMatchObject({ id: POPULAR_CATEGORY_ID, in_menu: false, games_count: 10 });
      expect(categories.find((c) => c.code === 'live_casino')).toMatchObject({
        slug: 'live-casino',
        name: 'Live Casino',
        in_menu: true,
        in_footer: true,
        // Live casino is live-dealer games from a provider: none until one is imported (issue 15).
        games_count: 0,
      });
      expect(categories.find((c) => c.code === 'table_games')?.games_count).toBe(5);
    });

    it('accepts an empty object body and names categories in the asked locale, else English', async () => {
      const response = await inject({
        method: 'POST',
        url: '/api/games/categories?locale=fi',
        payload: {},
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-language']).toBe('fi');
      const { categories } = categoriesResponse.parse(response.json());
      expect(categories.find((c) => c.code === 'slots')?.name).toBe('Kolikkopelit');
      expect(categories.find((c) => c.code === 'popular')?.name).toBe('Popular');

      const german = await inject({
        method: 'POST',
        url: '/api/games/categories',
        headers: { 'accept-language': 'de-DE,de;q=0.9' },
      });
      const names = categoriesResponse.parse(german.json()).categories.map((c) => c.name);
      expect(names).toContain('Tischspiele');
    });

    it('has a cacheable GET form keyed on the language', async () => {
      const response = await get('/api/games/categories');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.headers.vary).toContain('Accept-Language');
    });
  });

  describe('POST /api/games/providers', () => {
    it('lists the four studios with logo URLs and game counts', async () => {
      const response = await inject({ method: 'POST', url: '/api/games/providers' });
      expect(response.statusCode).toBe(200);
      const { providers } = providersResponse.parse(response.json());
      expect(providers.map((p) => [p.slug, p.name, p.games_count])).toEqual([
        ['originals', 'Originals', 9],
        ['velvet-tables', 'Velvet Tables', 4],
        ['reelforge', 'Reelforge', 6],
        ['spotlight-studio', 'Spotlight Studio', 1],
      ]);
      expect(providers[0]?.image).toMatch(
        /^\/api\/catalogue\/media\/providers\/originals\.svg\?v=/,
      );
    });
  });

  describe('GET /api/games/list', () => {
    it('lists every published game in the operator order, as SPEC §3 entries', async () => {
      const body = await list('');
      expect(body.totalcount).toBe(20);
      expect(body.games.slice(0, 3).map((g) => g.game.game_id)).toEqual(['dice', 'limbo', 'crash']);
      const crash = body.games.find((g) => g.game.game_id === 'crash');
      expect(crash).toMatchObject({
        provider: 'originals',
        provided_by: 'Originals',
        supportsDemo: '0',
        engine: 'crash',
        variant: 'crash',
        launch_path: '/games/crash',
        popular: true,
        featured: true,
        new: false,
        rtp_bps: 9900,
        game_category_id: 1,
        game: { name: 'Crash', game_id: 'crash', provider: 'originals', supportsDemo: '0' },
      });
      expect(crash?.category_ids).toEqual([1, POPULAR_CATEGORY_ID]);
      expect(crash?.url_thumb).toMatch(/^\/api\/catalogue\/media\/games\/crash\.svg\?v=/);
      expect(body.games.find((g) => g.game.game_id === 'dice')?.supportsDemo).toBe('1');
    });

    it('windows with limitfrom (inclusive) and limitto (exclusive); empty limitto runs to the end', async () => {
      expect(await slugs('limitfrom=1&limitto=4')).toEqual(['limbo', 'crash', 'crash-bull']);
      const tail = await list('limitfrom=18&limitto=');
      expect(tail.totalcount).toBe(20);
      expect(tail.games.map((g) => g.game.game_id)).toEqual(['keno', 'hilo']);
      expect((await list('limitfrom=40')).games).toEqual([]);
      expect((await list(`limitfrom=0&limitto=${GAMES_PAGE_MAX * 10}`)).games).toHaveLength(20);
    });

    it('refuses a window that ends before it starts, and bad numbers, with 422', async () => {
      const reversed = await get('/api/games/list?limitfrom=5&limitto=2');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json().errors.limitto).toEqual([CATALOGUE_MESSAGES.limitWindow]);
      expect((await get('/api/games/list?limitfrom=-1')).statusCode).toBe(422);
      expect((await get('/api/games/list?limitto=abc')).statusCode).toBe(422);
      expect((await get('/api/games/list?sort=random')).statusCode).toBe(422);
    });

    it('filters by category id or slug (any case), and by provider slug in any case', async () => {
      const popular = await list(`category_id=${POPULAR_CATEGORY_ID}`);
      expect(popular.totalcount).toBe(10);
      const originals = [
        'dice',
        'limbo',
        'crash',
        'crash-bull',
        'crash-sw',
        'mines',
        'plinko',
        'keno',
        'hilo',
      ];
      expect(await slugs('category=original')).toEqual(originals);
      expect(await slugs('category=ORIGINAL')).toEqual(originals);
      // The crash tables are originals, and "Featured slots" lists slots only (issue 15).
      expect(await slugs('category=live-casino')).toEqual([]);
      expect(await slugs('category=featured')).toEqual([
        'fruit-fiesta',
        'pharaoh-gold',
        'cosmic-cash',
      ]);
      expect(await slugs('provider=Velvet-Tables')).toEqual([
        'european-roulette',
        'roulette-royale',
        'blackjack',
        'blackjack-vip',
      ]);
      expect(await slugs('provider=velvet-tables&category=blackjack')).toEqual([
        'blackjack',
        'blackjack-vip',
      ]);
    });

    it('answers an empty list for an unknown category or provider', async () => {
      expect(await list('category_id=999')).toEqual({ totalcount: 0, games: [] });
      expect(await list('category=bingo')).toEqual({ totalcount: 0, games: [] });
      expect(await list('provider=nobody')).toEqual({ totalcount: 0, games: [] });
    });

    it('searches localized and English names, ignoring case; short searches match nothing', async () => {
      expect(await slugs('search=ROUL')).toEqual(['european-roulette', 'roulette-royale']);
      expect(await slugs('search=%20jack%20')).toEqual(['blackjack', 'blackjack-vip']);
      expect(await list('search=r')).toEqual({ totalcount: 0, games: [] });
      expect(await slugs('search=w%C3%BCrfel&locale=de')).toEqual(['dice']);
      expect(await slugs('search=wurfel&locale=de')).toEqual(['dice']);
      expect(await slugs('search=dice&locale=de')).toEqual(['dice']);
      expect(await list('search=w%C3%BCrfel&locale=en')).toEqual({ totalcount: 0, games: [] });
    });

    it('sorts by position, popularity first, or name either way in the locale', async () => {
      const all = await list('sort=default');
      expect(all.games.map((g) => g.position)).toEqual(
        [...all.games.map((g) => g.position)].sort((a, b) => a - b),
      );
      const popular = (await list('sort=popular')).games;
      expect(popular.slice(0, 7).every((g) => g.popular)).toBe(true);
      expect(popular.slice(7).some((g) => g.popular)).toBe(false);
      expect(popular.slice(0, 2).map((g) => g.game.game_id)).toEqual(['dice', 'crash']);

      const asc = await slugs('sort=asc');
      expect(asc.slice(0, 3)).toEqual(['blackjack', 'blackjack-vip', 'cosmic-cash']);
      expect(await slugs('sort=desc')).toEqual([...asc].reverse());
      // In German, dice is "Würfel": it sorts last.
      expect((await slugs('sort=asc&locale=de')).at(-1)).toBe('dice');
    });

    it('is cacheable and names games in the locale', async () => {
      const response = await get('/api/games/list?category=original', { 'accept-language': 'de' });
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = gamesListResponse.parse(response.json());
      expect(body.games[0]?.game.name).toBe('Würfel');
    });
  });

  describe('GET /api/games/info/:game_id', () => {
    it('answers the game with its description in the locale and its primary category', async () => {
      const response = await get('/api/games/info/european-roulette?locale=fr');
      expect(response.statusCode).toBe(200);
      const details = gameDetails.parse(response.json());
      expect(details.description).toContain('35 contre 1');
      // 36/37 = 97.297 %, stated rounded down.
      expect(details.description).toMatch(/97,29\s?%/);
      expect(details.category).toEqual({ id: 4, name: 'Roulette', slug: 'roulette' });
      expect(details.rtp_bps).toBe(9729);
    });

    it("states each game's RTP from its engine and variant, and the wheel's as its lowest bet", async () => {
      const info = async (gameId: string) =>
        gameDetails.parse((await get(`/api/games/info/${gameId}?locale=en`)).json());
      const wheel = await info('money-wheel');
      expect(wheel.rtp_bps).toBe(9225);
      expect(wheel.description).toContain('at least 92.25%');
      expect(wheel.description).not.toMatch(/everyone/i);
      expect((await info('neon-nights')).rtp_bps).toBe(9662);
      expect((await info('cosmic-cash')).rtp_bps).toBe(9547);
      const slot = await info('fruit-fiesta');
      expect(slot.description).toContain('10 fixed paylines');
      // Its feature round (issue 14), as the engine plays it, and the RTP that includes it.
      expect(slot.description).toContain('start 5, 6 or 8 free spins inside the round');
      expect(slot.description).toContain('96.57%');
      // A theme without one claims none.
      expect((await info('neon-nights')).description).not.toMatch(/scatter|free spin/i);
      const blackjack = await info('blackjack');
      expect(blackjack.rtp_bps).toBe(9943);
      expect(blackjack.description).toContain('You may split a pair once');
      expect(blackjack.description).toContain('99.43%');
    });

    it('falls back to English where the locale has no text', async () => {
      const details = gameDetails.parse((await get('/api/games/info/limbo?locale=ja')).json());
      expect(details.game.name).toBe('Limbo');
      expect(details.description).toMatch(/^Set a target multiplier/);
      expect(details.category.name).toBe('オリジナル');
    });

    it('answers 404 for an unknown game', async () => {
      const response = await get('/api/games/info/no-such-game');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CATALOGUE_MESSAGES.gameNotFound);
    });
  });

  describe('an unpublished game', () => {
    it('is invisible everywhere players look, and not playable', async () => {
      const { db } = testApp().database;
      await db
        .update(catalogueGames)
        .set({ published: false })
        .where(eq(catalogueGames.slug, 'neon-nights'));
      try {
        expect((await get('/api/games/info/neon-nights')).statusCode).toBe(404);
        expect((await list('')).totalcount).toBe(19);
        expect(await list('search=neon')).toEqual({ totalcount: 0, games: [] });
        const categories = categoriesResponse.parse(
          (await inject({ method: 'POST', url: '/api/games/categories' })).json(),
        ).categories;
        expect(categories.find((c) => c.id === POPULAR_CATEGORY_ID)?.games_count).toBe(9);
        const catalogue = createCatalogueService({ db });
        expect(await catalogue.findPlayableGame('neon-nights')).toBeUndefined();
        expect(await catalogue.findPlayableGame('dice')).toEqual({
          id: expect.any(Number),
          game_id: 'dice',
          name: 'Dice',
          engine: 'dice',
          variant: 'classic',
          supports_demo: true,
          rtp_bps: 9899,
          launch_path: null,
        });
        expect(await catalogue.findPlayableGame('nope')).toBeUndefined();
      } finally {
        await db
          .update(catalogueGames)
          .set({ published: true })
          .where(eq(catalogueGames.slug, 'neon-nights'));
      }
      const [category] = await db
        .select({ id: catalogueCategories.id })
        .from(catalogueCategories)
        .where(eq(catalogueCategories.code, 'slots'));
      expect(await slugs(`category_id=${category?.id}`)).toContain('neon-nights');
    });
  });
});
