import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { createPool } from '../../src/db/connection.js';
import { runMigrations } from '../../src/db/migrate.js';
import { MIGRATIONS_DIR } from '../../src/platform/paths.js';
import { databaseUrl, dropDatabase, withAdminClient } from './admin.js';

/**
 * A scratch database of the calling file that a migration's test brings to the schema as it was
 * before `tag`: `migrateToBefore()` applies the journal's earlier migrations only (the same
 * files), so the test can write rows as an older release did and then run every migration.
 */
export function useDatabaseBeforeMigration(tag: string): {
  pool: () => pg.Pool;
  migrateToBefore: () => Promise<void>;
} {
  const name = `satsino_before_${tag.slice(0, 4)}_${process.pid}_${Date.now().toString(36)}`;
  let pool: pg.Pool | undefined;
  let earlier: string | undefined;

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    pool = createPool(databaseUrl(adminUrl, name), pino({ level: 'silent' }));
    earlier = await mkdtemp(path.join(tmpdir(), 'satsino-migrations-'));
    await cp(MIGRATIONS_DIR, earlier, { recursive: true });
    const journalPath = path.join(earlier, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const migration = journal.entries.find((entry) => entry.tag === tag);
    if (!migration) throw new Error(`${tag} is not in the journal`);
    journal.entries = journal.entries.filter((entry) => entry.idx < migration.idx);
    await writeFile(journalPath, JSON.stringify(journal));
  });

  afterAll(async () => {
    await pool?.end();
    await dropDatabase(inject('databaseAdminUrl'), name);
    if (earlier) await rm(earlier, { recursive: true, force: true });
  });

  const current = () => {
    if (!pool) throw new Error('the database is made in beforeAll');
    return pool;
  };
  return {
    pool: current,
    migrateToBefore: async () => {
      if (!earlier) throw new Error('the migrations are copied in beforeAll');
      await runMigrations(current(), earlier);
    },
  };
}

/** The engines migration 0025 allows (issue 16's originals): an older schema refuses them. */
const ENGINES_OF_0025: readonly string[] = ['mines', 'plinko', 'keno', 'hilo'];

/** The demo games a release before migration 0025 seeded: `seedDemoCatalogue`'s `only`. */
export const seededBefore0025 = (game: { engine: string }): boolean =>
  !ENGINES_OF_0025.includes(game.engine);
