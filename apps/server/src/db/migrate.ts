import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../platform/paths.js';

/** Arbitrary but fixed: every process of this app agrees on it, nothing else uses it. */
const MIGRATION_LOCK_KEY = 7_263_544_901;

/**
 * Applies the committed SQL migrations. Two processes starting together would both try; the
 * session-level advisory lock makes the second wait and then find nothing left to apply.
 */
export async function runMigrations(
  pool: pg.Pool,
  migrationsFolder = MIGRATIONS_DIR,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
