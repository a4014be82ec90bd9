import { type GameListEntry, gamesListResponse } from '@satsino/contract/catalogue';
import {
  FAVOURITES_MAX,
  favouriteState,
  playerGamesResponse,
  RECENT_GAMES_MAX,
} from '@satsino/contract/player-games';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { playerFavouriteGames } from '../src/modules/player-games/player-games.schema.js';
import { recordGameLaunch } from '../src/modules/player-games/player-games.service.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, registerPlayer, type TestPlayer } from './helpers/accounts.js';
import { insertTestGames } from './helpers/catalogue-factory.js';
import {
  seededBefore0025,
  useDatabaseBeforeMigration,
} from './helpers/database-before-migration.js';
import { useGamesTestApp } from './helpers/games.js';
import { expectNoServerError, fire, statusCounts } from './helpers/races.js';
import { postJson } from './helpers/wallet.js';

/*
 * Favourites and recently played (issue 15): a player's own lists of the lobby's games, kept
 * apart from the public (cached) lists. A heart is idempotent and a race of two makes one row;
 * a real-money launch moves its game to the front of "Recently played", which keeps the 20 latest.
 */
describe('favourites and recently played', () => {
  const games = useGamesTestApp();
  let app: FastifyInstance;
  const db = () => games.getTestApp().database.db;
  const pool = () => games.getTestApp().database.pool;

  /** Games of this file only, so the recent list's limit can be passed. */
  const extraSlugs = Array.from({ length: RECENT_GAMES_MAX + 2 }, (_, i) => `pg-extra-${i}`);

  beforeAll(async () => {
    app = games.app();
    await insertTestGames(
      db(),
      extraSlugs.map((slug, index) => ({
        slug,
        names: { en: `Extra ${index}` },
        providerSlug: 'reelforge',
        categoryIds: [8],
        position: 1000 + index,
      })),
    );
    await insertTestGames(db(), [
      {
        slug: 'pg-unpublished',
        names: { en: 'Hidden' },
        providerSlug: 'reelforge',
        categoryIds: [8],
        position: 2000,
        published: false,
      },
    ]);
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, player?: TestPlayer) =>
    app.inject({ method, url, headers: player ? bearer(player.token) : {} });
  const favourites = async (player: TestPlayer) => {
    const response = await call('GET', '/api/games/favourites', player);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return playerGamesResponse.parse(response.json()).games;
  };
  const recent = async (player: TestPlayer, locale = 'en') => {
    const response = await call('GET', `/api/games/recent?locale=${locale}`, player);
    expect(response.statusCode, response.body).toBe(200);
    return playerGamesResponse.parse(response.json()).games;
  };
  const ids = (list: readonly GameListEntry[]) => list.map((game) => game.game.game_id);

  it('refuses every call of a signed-out visitor with 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/games/favourites'],
      ['PUT', '/api/games/favourites/dice'],
      ['DELETE', '/api/games/favourites/dice'],
      ['GET', '/api/games/recent'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().code).toBe('unauthenticated');
    }
  });

  it('keeps a favourite once however often it is put, newest first, and removes it idempotently', async () => {
    const player = await registerPlayer(app);
    expect(await favourites(player)).toEqual([]);

    for (let i = 0; i < 3; i += 1) {
      const put = await call('PUT', '/api/games/favourites/dice', player);
      expect(put.statusCode, put.body).toBe(200);
      expect(favouriteState.parse(put.json())).toEqual({ game_id: 'dice', favourite: true });
    }
    await call('PUT', '/api/games/favourites/fruit-fiesta', player);
    const listed = await favourites(player);
    expect(ids(listed)).toEqual(['fruit-fiesta', 'dice']);
    // The same tiles as the public list, so the lobby draws them alike.
    const publicList = gamesListResponse.parse(
      (await call('GET', '/api/games/list?limitto=100')).json(),
    );
    expect(listed[1]).toEqual(publicList.games.find((game) => game.game.game_id === 'dice'));

    for (let i = 0; i < 2; i += 1) {
      const removed = await call('DELETE', '/api/games/favourites/dice', player);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({ game_id: 'dice', favourite: false });
    }
    expect(ids(await favourites(player))).toEqual(['fruit-fiesta']);

    // Another player's list is their own.
    expect(await favourites(await registerPlayer(app))).toEqual([]);
  });

  it('makes one row of two hearts racing, and answers both', async () => {
    const player = await registerPlayer(app);
    for (const slug of ['limbo', 'blackjack', 'neon-nights']) {
      const answers = await fire(2, () => call('PUT', `/api/games/favourites/${slug}`, player));
      expectNoServerError(answers);
      expect(statusCounts(answers)).toEqual({ 200: 2 });
    }
    const racedRemovals = await fire(2, () =>
      call('DELETE', '/api/games/favourites/limbo', player),
    );
    expect(statusCounts(racedRemovals)).toEqual({ 200: 2 });
    const rows = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(playerFavouriteGames)
      .where(eq(playerFavouriteGames.userId, player.id));
    expect(rows[0]?.count).toBe(2);
    expect(ids(await favourites(player))).toEqual(['neon-nights', 'blackjack']);
  });

  it('answers 404 for an unknown or unpublished game, and stores nothing', async () => {
    const player = await registerPlayer(app);
    for (const slug of ['no-such-game', 'pg-unpublished']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, `/api/games/favourites/${slug}`, player);
        expect(response.statusCode, `${method} ${slug}`).toBe(404);
        expect(response.json().code).toBe('game_not_found');
      }
    }
    expect(await favourites(player)).toEqual([]);
  });

  it(`refuses a heart beyond ${FAVOURITES_MAX} with 409, and still accepts one already kept`, async () => {
    const player = await registerPlayer(app);
    const slugs = Array.from({ length: FAVOURITES_MAX }, (_, i) => `pg-fav-${i}`);
    await insertTestGames(
      db(),
      slugs.map((slug, index) => ({
        slug,
        names: { en: `Fav ${index}` },
        providerSlug: 'reelforge',
        categoryIds: [8],
        position: 3000 + index,
      })),
    );
    // Filled in one statement: the limit is what is tested, not two hundred requests.
    await db().execute(sql`
      INSERT INTO player_favourite_games (user_id, game_id)
      SELECT ${player.id}, g.id FROM catalogue_games g WHERE g.slug LIKE 'pg-fav-%'`);

    const full = await call('PUT', '/api/games/favourites/dice', player);
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().code).toBe('favourites_full');
    const kept = await call('PUT', '/api/games/favourites/pg-fav-0', player);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await favourites(player)).toHaveLength(FAVOURITES_MAX);
    expect(ids(await favourites(player))).not.toContain('dice');
  });

  it('lists the games a player launched for real money, latest first, each once', async () => {
    const player = await games.fundedPlayer();
    expect(await recent(player)).toEqual([]);
    for (const slug of ['dice', 'limbo', 'dice']) {
      const launch = await postJson(app, '/api/games/gameURL', player.token, { game_id: slug });
      expect(launch.statusCode, launch.body).toBe(200);
    }
    // A demo launch is nobody's: it records nothing.
    await postJson(app, '/api/games/demo/gameURL', player.token, { game_id: 'blackjack' });
    const listed = await recent(player, 'de');
    expect(ids(listed)).toEqual(['dice', 'limbo']);
    expect(listed[0]?.game.name).toBe('Dice');

    // An unknown game's launch is refused by the games domain and notes nothing here.
    const unknown = await postJson(app, '/api/games/gameURL', player.token, { game_id: 'nope' });
    expect(unknown.statusCode).toBe(404);
    expect(ids(await recent(player))).toEqual(['dice', 'limbo']);
  });

  it(`keeps only the ${RECENT_GAMES_MAX} latest distinct games`, async () => {
    const player = await registerPlayer(app);
    for (const slug of extraSlugs) await recordGameLaunch(pool(), player.id, slug);
    // Launching an old one again brings it to the front without dropping another.
    await recordGameLaunch(pool(), player.id, extraSlugs.at(-5) as string);
    const expected = [
      extraSlugs.at(-5),
      ...extraSlugs
        .slice(-RECENT_GAMES_MAX)
        .reverse()
        .filter((s) => s !== extraSlugs.at(-5)),
    ];
    const listed = await recent(player);
    expect(ids(listed)).toEqual(expected);
    const stored = await db().execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM player_recent_games WHERE user_id = ${player.id}`,
    );
    expect(stored.rows[0]?.count).toBe(RECENT_GAMES_MAX);

    // Racing launches of the same games leave each game once.
    await Promise.all(
      [0, 1, 0, 1, 0].map((i) => recordGameLaunch(pool(), player.id, extraSlugs[i] as string)),
    );
    const after = ids(await recent(player));
    expect(after).toHaveLength(RECENT_GAMES_MAX);
    expect(new Set(after).size).toBe(RECENT_GAMES_MAX);
    expect(after.slice(0, 2).sort()).toEqual([extraSlugs[0], extraSlugs[1]].sort());
  });
});

describe('migration 0023 on a database seeded before it', () => {
  const database = useDatabaseBeforeMigration('0023_player_games');
  const pool = () => database.pool();

  it('takes the crash tables out of live casino and non-slots out of featured, and nothing else', async () => {
    await database.migrateToBefore();
    await seedDemoCatalogue(drizzle(pool()), { only: seededBefore0025 });
    // As the old seed placed them, and an operator's own placements beside them.
    await pool().query(`
      INSERT INTO catalogue_game_categories (game_id, category_id, position)
      SELECT g.id, c.id, g.position FROM catalogue_games g, catalogue_categories c
       WHERE (c.code = 'live_casino' AND g.slug IN ('crash', 'crash-bull', 'crash-sw'))
          OR (c.code = 'featured' AND g.slug IN ('roulette-royale', 'money-wheel'))
          OR (c.code = 'live_casino' AND g.slug = 'european-roulette')
      ON CONFLICT DO NOTHING`);
    // An operator made live casino a crash table's primary category: that placement stays.
    await pool().query(`
      UPDATE catalogue_games SET category_id = (SELECT id FROM catalogue_categories WHERE code = 'live_casino')
       WHERE slug = 'crash-sw'`);

    await runMigrations(pool());

    const listed = async (code: string) =>
      (
        await pool().query<{ slug: string }>(
          `SELECT g.slug FROM catalogue_game_categories gc
             JOIN catalogue_games g ON g.id = gc.game_id
             JOIN catalogue_categories c ON c.id = gc.category_id
            WHERE c.code = $1 ORDER BY g.slug`,
          [code],
        )
      ).rows.map((row) => row.slug);
    expect(await listed('live_casino')).toEqual(['crash-sw', 'european-roulette']);
    expect(await listed('featured')).toEqual(['cosmic-cash', 'fruit-fiesta', 'pharaoh-gold']);
    expect(await listed('original')).toEqual(['crash', 'crash-bull', 'crash-sw', 'dice', 'limbo']);
  });
});
