import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crashPointX100 } from '@satsino/fairness/crash';
import { chainCheckpoints, hashAtPosition } from '@satsino/fairness/crash-chain';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../src/db/connection.js';
import { runMigrations } from '../src/db/migrate.js';
import { listChains } from '../src/modules/crash/crash.repo.js';
import { nextRoundOutcome } from '../src/modules/crash/crash-chains.js';
import { MIGRATIONS_DIR } from '../src/platform/paths.js';
import { databaseUrl, dropDatabase, withAdminClient } from './helpers/admin.js';

/*
 * A database with crash chains from before the seeding event (migration 0013) keeps its tables
 * running: each old chain counts as published and salted when it was made, its random salt kept.
 */
const logger = pino({ level: 'silent' });
const SEED_TAG = '0013_crash_seeding_event';

describe('migrating crash chains made before the seeding event', () => {
  const name = `satsino_crash_migration_${process.pid}_${Date.now().toString(36)}`;
  let pool: pg.Pool;
  let before: string;

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    pool = createPool(databaseUrl(adminUrl, name), logger);
    // The migrations as they were before 0013: the same files, the journal up to 0012 (later
    // ones too are applied after it, in the second step).
    before = await mkdtemp(path.join(tmpdir(), 'satsino-migrations-'));
    await cp(MIGRATIONS_DIR, before, { recursive: true });
    const journalPath = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const seeding = journal.entries.find((entry) => entry.tag === SEED_TAG);
    if (!seeding) throw new Error(`${SEED_TAG} is not in the journal`);
    journal.entries = journal.entries.filter((entry) => entry.idx < seeding.idx);
    await writeFile(journalPath, JSON.stringify(journal));
  });

  afterAll(async () => {
    await pool.end();
    await dropDatabase(inject('databaseAdminUrl'), name);
    await rm(before, { recursive: true, force: true });
  });

  it('keeps an old chain running with its salt, published and salted at its creation', async () => {
    await runMigrations(pool, before);
    const seed = 'ab'.repeat(32);
    const checkpoints = [...chainCheckpoints(seed, 20, 5)];
    const terminating = checkpoints.at(-1)?.hash;
    const oldSalt = '3f9a0c2e7d5b41a6c8e0f2d4b6a81c3e';
    await pool.query(
      `INSERT INTO crash_chains (table_slug, salt, seed, terminating_hash, length, checkpoints,
         created_at)
       VALUES ('crash', $1, $2, $3, 20, $4::jsonb, '2025-03-01T12:00:00Z')`,
      [oldSalt, seed, terminating, JSON.stringify(checkpoints)],
    );

    await runMigrations(pool);

    const [chain] = await listChains(pool, { publishedOnly: true, limit: 10 });
    expect(chain).toMatchObject({
      table: 'crash',
      salt: oldSalt,
      promisedBlockHeight: null,
      status: 'ready',
    });
    expect(chain?.publishedAt.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(chain?.saltedAt?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    // The loop takes its next round from it, decided by the old salt as before.
    const outcome = await nextRoundOutcome(pool, 'crash');
    const hash = hashAtPosition(checkpoints, 1);
    expect(outcome).toEqual({
      chainId: chain?.id,
      position: 1,
      gameHash: hash,
      crashPointX100: crashPointX100(hash, oldSalt),
    });
  });
});
