import { crashPointX100 } from '@satsino/fairness/crash';
import { chainCheckpoints, hashAtPosition } from '@satsino/fairness/crash-chain';
import { describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.js';
import { listChains } from '../src/modules/crash/crash.repo.js';
import { nextRoundOutcome } from '../src/modules/crash/crash-chains.js';
import { useDatabaseBeforeMigration } from './helpers/database-before-migration.js';

/*
 * A database with crash chains from before the seeding event (migration 0013) keeps its tables
 * running: each old chain counts as published and salted when it was made, its random salt kept.
 */
const SEED_TAG = '0013_crash_seeding_event';

describe('migrating crash chains made before the seeding event', () => {
  const database = useDatabaseBeforeMigration(SEED_TAG);
  const pool = () => database.pool();

  it('keeps an old chain running with its salt, published and salted at its creation', async () => {
    await database.migrateToBefore();
    const seed = 'ab'.repeat(32);
    const checkpoints = [...chainCheckpoints(seed, 20, 5)];
    const terminating = checkpoints.at(-1)?.hash;
    const oldSalt = '3f9a0c2e7d5b41a6c8e0f2d4b6a81c3e';
    await pool().query(
      `INSERT INTO crash_chains (table_slug, salt, seed, terminating_hash, length, checkpoints,
         created_at)
       VALUES ('crash', $1, $2, $3, 20, $4::jsonb, '2025-03-01T12:00:00Z')`,
      [oldSalt, seed, terminating, JSON.stringify(checkpoints)],
    );

    await runMigrations(pool());

    const [chain] = await listChains(pool(), { publishedOnly: true, limit: 10 });
    expect(chain).toMatchObject({
      table: 'crash',
      salt: oldSalt,
      promisedBlockHeight: null,
      status: 'ready',
    });
    expect(chain?.publishedAt.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    expect(chain?.saltedAt?.toISOString()).toBe('2025-03-01T12:00:00.000Z');
    // The loop takes its next round from it, decided by the old salt as before.
    const outcome = await nextRoundOutcome(pool(), 'crash');
    const hash = hashAtPosition(checkpoints, 1);
    expect(outcome).toEqual({
      chainId: chain?.id,
      position: 1,
      gameHash: hash,
      crashPointX100: crashPointX100(hash, oldSalt),
    });
  });
});
