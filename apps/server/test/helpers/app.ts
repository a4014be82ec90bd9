import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Database, openDatabase } from '../../src/db/connection.js';
import { type AppConfig, loadConfig } from '../../src/platform/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/**
 * Builds the real app on a fresh database for the test file, exactly as `main.ts` does but
 * without listening; requests go through `app.inject`. `environment` overrides variables.
 */
export function useTestApp(
  environment: Record<string, string> = {},
  /** Registers extra routes (e.g. ones that throw) before the app is ready. */
  configure?: (app: FastifyInstance) => void,
): () => TestApp {
  let testDatabase: TestDatabase | undefined;
  let current: TestApp | undefined;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      // The crash rounds would run in every test file's app; the crash tests ask for them.
      CRASH_LOOP: 'false',
      ...environment,
      DATABASE_URL: testDatabase.url,
    });
    const logger = pino({ level: config.logLevel });
    const database = await openDatabase(config, logger);
    const app = await buildApp({ config, database, logger });
    configure?.(app);
    await app.ready();
    current = { app, database, config };
  });

  afterAll(async () => {
    await current?.app.close();
    await current?.database.close();
    await testDatabase?.drop();
  });

  return () => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll');
    return current;
  };
}
