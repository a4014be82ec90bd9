import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import '../provided-context.js';
import { databaseUrl, dropDatabase, withAdminClient } from './admin.js';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** PostgreSQL refuses to copy a template while another copy of it is starting. */
const OBJECT_IN_USE = '55006';

/** A fresh database for one test file: a copy of the migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const template = inject('templateDatabase');
  const name = `satsino_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(adminUrl, async (client) => {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        // A commit need not wait for its WAL to reach the disk: what a test reads back is the
        // same (a commit is visible at once either way); only a crash of PostgreSQL itself could
        // lose the last commits, and a test's database is thrown away after it.
        await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
      });
      break;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== OBJECT_IN_USE || attempt >= 20) throw error;
      await sleep(100 * attempt);
    }
  }
  return {
    name,
    url: databaseUrl(adminUrl, name),
    drop: () => dropDatabase(adminUrl, name),
  };
}
