import {
  adminGameList,
  categoriesResponse,
  gameDetails,
  gamesListResponse,
  gamesSectionsResponse,
} from '@satsino/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/connection.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { bearer, type TestPlayer } from './helpers/accounts.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { registerOperator } from './helpers/wallet.js';

/**
 * Public catalogue answers are kept in memory per process and locale. Two app instances on one
 * database stand for two API processes behind a load balancer: what the operator changes through
 * either must show at once in the next public read from both.
 */
describe('catalogue: answers kept in memory, and changes seen at once by every instance', () => {
  const testApp: () => TestApp = useTestApp();
  let other: { app: FastifyInstance; database: Database };
  let admin: TestPlayer;
  /** SQL statements each instance's pool was asked to run. */
  const statements = new Map<Database, number>();

  const instances = () => ({ first: testApp(), second: other });
  const get = (instance: { app: FastifyInstance }, url: string) =>
    instance.app.inject({ method: 'GET', url });
  const names = async (instance: { app: FastifyInstance }, url = '/api/games/list?locale=en') =>
    gamesListResponse.parse((await get(instance, url)).json()).games.map((g) => g.game.name);
  const countStatements = (database: Database) => {
    const query = database.pool.query.bind(database.pool);
    statements.set(database, 0);
    database.pool.query = ((...args: Parameters<typeof query>) => {
      statements.set(database, (statements.get(database) ?? 0) + 1);
      return query(...args);
    }) as typeof database.pool.query;
  };
  /** How many statements `work` sent through the instance's pool. */
  const statementsOf = async (database: Database, work: () => Promise<unknown>) => {
    const before = statements.get(database) ?? 0;
    await work();
    return (statements.get(database) ?? 0) - before;
  };
  const asOperator = (method: 'PATCH' | 'POST', url: string, payload?: object) =>
    testApp().app.inject({
      method,
      url,
      headers: bearer(admin.token),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    const { app, database, config } = testApp();
    await seedDemoCatalogue(database.db);
    admin = await registerOperator(app, database.db);
    const logger = pino({ level: 'silent' });
    const secondDatabase = await openDatabase(config, logger);
    other = {
      app: await buildApp({ config, database: secondDatabase, logger }),
      database: secondDatabase,
    };
    await other.app.ready();
    countStatements(database);
    countStatements(secondDatabase);
  });

  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
  });

  it('answers a repeated call from memory: one statement, the version check', async () => {
    const { first, second } = instances();
    for (const instance of [first, second]) {
      for (const url of [
        '/api/games/list?locale=de&sort=asc',
        '/api/games/info/dice?locale=fr',
        '/api/games/sections?sections=category_id:3,flag:new',
      ]) {
        const made = await statementsOf(instance.database, () => get(instance, url));
        expect(made, url).toBeGreaterThan(1);
        const again = await statementsOf(instance.database, () => get(instance, url));
        expect(again, url).toBe(1);
      }
    }
  });

  it("shows an operator's change at once on both instances, whichever one made it", async () => {
    const { first, second } = instances();
    for (const instance of [first, second]) {
      expect(await names(instance)).toContain('Dice');
      expect((await get(instance, '/api/games/info/dice?locale=en')).json().game.name).toBe('Dice');
    }
    const games = adminGameList.parse(
      (
        await testApp().app.inject({
          method: 'GET',
          url: '/api/admin/catalogue/games',
          headers: bearer(admin.token),
        })
      ).json(),
    ).games;
    const dice = games.find((game) => game.game_id === 'dice');
    expect(dice).toBeDefined();

    // Renamed through the first instance: the second's next read has the new name.
    const renamed = await asOperator('PATCH', `/api/admin/catalogue/games/${dice?.id}`, {
      names: { en: 'Lucky Dice' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const instance of [second, first]) {
      expect(await names(instance)).toContain('Lucky Dice');
      const info = gameDetails.parse(
        (await get(instance, '/api/games/info/dice?locale=en')).json(),
      );
      expect(info.game.name).toBe('Lucky Dice');
      const { sections } = gamesSectionsResponse.parse(
        (await get(instance, '/api/games/sections?sections=category_id:3,flag:new')).json(),
      );
      expect(sections[0]?.games.map((g) => g.game.name)).toContain('Lucky Dice');
    }

    // Unpublished through the second instance's operator API: gone from the first's lists and
    // counts at once.
    const hidden = await other.app.inject({
      method: 'POST',
      url: `/api/admin/catalogue/games/${dice?.id}/unpublish`,
      headers: bearer(admin.token),
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    for (const instance of [first, second]) {
      expect(await names(instance)).not.toContain('Lucky Dice');
      expect((await get(instance, '/api/games/info/dice')).statusCode).toBe(404);
      const { categories } = categoriesResponse.parse(
        (await instance.app.inject({ method: 'POST', url: '/api/games/categories' })).json(),
      );
      expect(categories.find((c) => c.code === 'original')?.games_count).toBe(8);
    }
    expect(
      (await asOperator('POST', `/api/admin/catalogue/games/${dice?.id}/publish`)).statusCode,
    ).toBe(200);
    expect(await names(second)).toContain('Lucky Dice');
  });

  it('sees a change written to the tables directly, too', async () => {
    const { first, second } = instances();
    expect(await names(second, '/api/games/list?locale=en&search=limbo')).toEqual(['Limbo']);
    await first.database.pool.query(
      `UPDATE catalogue_game_translations SET name = 'Limbo Deluxe'
        WHERE locale = 'en' AND game_id = (SELECT id FROM catalogue_games WHERE slug = 'limbo')`,
    );
    expect(await names(second, '/api/games/list?locale=en&search=limbo')).toEqual(['Limbo Deluxe']);
  });
});
