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
      await withAdminClient(adminUrl, (client) =>
        client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`),
      );
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
