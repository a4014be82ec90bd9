import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { createDb, createPool, type Db } from '../../apps/server/src/db/connection.js';
import { createTestDatabase, type TestDatabase } from '../../apps/server/test/helpers/database.js';
import {
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/test/helpers/server-process.js';
import {
  holdWorkerBrowser,
  launchBrowser,
  releaseWorkerBrowser,
  workerBrowserHeld,
} from './browser.js';

/**
 * How long a browser test may take unless it says: a walk that takes 10 s alone took over 20 s on
 * a CI machine running two browser files on two cores. Unit tests keep the suite's 20 s.
 */
const JOURNEY_TEST_TIMEOUT_MS = 60_000;

/** What a browser test drives: the built server on its own database, a browser, and that database. */
export interface Journey {
  server: ServerProcess;
  browser: Browser;
  /** The server's database, for what a test sets up or reads behind the screens. */
  db: Db;
}

export interface JourneyOptions {
  /** More environment for the server process (SEED_DEMO, SITE_NAME …). */
  env?: Record<string, string>;
  /** Work on the fresh database before the server starts, e.g. seeding content it reads at start. */
  beforeServer?: (db: Db) => Promise<void>;
}

/**
 * Starts, for the test file, a fresh copy of the migrated database and the built server (`npm run
 * build` first), and stops them after it; the browser is the worker's (`workerBrowser`), and the
 * contexts the file opened in it are closed after it. E2E_WEB_DIST_DIR points the server at
 * another web build (e.g. one made before a page is in the menus). Answers a getter, as
 * `useTestApp` does: call it inside tests and hooks.
 */
export function useJourney(options: JourneyOptions = {}): () => Journey {
  let database: TestDatabase | undefined;
  let pool: ReturnType<typeof createPool> | undefined;
  let current: Journey | undefined;
  /**
   * Whether this journey holds the worker's browser (ADR 0022), to let go of it after, or has a
   * browser of its own, to close after.
   */
  let browserKind: 'worker' | 'own' | undefined;
  // For this file only: Vitest restores the config after each file. Called before the file's
  // tests are declared, it is the default they are declared with.
  vi.setConfig({ testTimeout: JOURNEY_TEST_TIMEOUT_MS });

  beforeAll(async () => {
    // A file's second journey runs beside its first: it gets a browser of its own, as two
    // visits' pages loaded side by side in one browser process wait on each other. The browser
    // launches while the server starts.
    browserKind = workerBrowserHeld() ? 'own' : 'worker';
    const browserReady = browserKind === 'worker' ? holdWorkerBrowser() : launchBrowser();
    browserReady.catch(() => undefined);
    database = await createTestDatabase();
    pool = createPool(database.url, pino({ level: 'silent' }));
    const db = createDb(pool);
    await options.beforeServer?.(db);
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      // The test's API calls stand in for many players by naming their address, as a proxy on
      // this machine would (e2e/helpers/accounts.ts); the browser's own requests name none.
      TRUST_PROXY: 'loopback',
      ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
      ...options.env,
    });
    try {
      current = { server, browser: await browserReady, db };
    } catch (error) {
      // Without a browser afterAll has no journey to stop: stop the server here, or it outlives
      // the run.
      server.child.kill('SIGTERM');
      await server.exited;
      throw error;
    }
  });

  afterAll(async () => {
    // The worker's browser stays for the worker's next file; the contexts this file left open go.
    if (browserKind === 'worker') await releaseWorkerBrowser();
    else await current?.browser.close();
    current?.server.child.kill('SIGTERM');
    await current?.server.exited;
    await pool?.end();
    await database?.drop();
  });

  return () => {
    if (!current) throw new Error('useJourney: the server and browser start in beforeAll');
    return current;
  };
}
