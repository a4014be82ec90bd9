import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, createPool, type Db } from '../src/db/connection.js';
import { runMigrations } from '../src/db/migrate.js';
import { siteSettings } from '../src/modules/site/site.schema.js';
import { seedDemo } from '../src/seed/seed-demo.js';
import { databaseUrl, dropDatabase, withAdminClient } from './helpers/admin.js';

const logger = pino({ level: 'silent' });

/** Everything migrations decide: tables, columns, types, defaults, constraints, indexes. */
async function schemaSnapshot(pool: pg.Pool) {
  const columns = await pool.query(
    `SELECT table_schema, table_name, column_name, data_type, column_default, is_nullable
       FROM information_schema.columns
      WHERE table_schema IN ('public', 'drizzle')
      ORDER BY 1, 2, 3`,
  );
  const constraints = await pool.query(
    `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
       FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  );
  const indexes = await pool.query(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
  );
  const applied = await pool.query(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  return {
    columns: columns.rows,
    constraints: constraints.rows,
    indexes: indexes.rows,
    applied: applied.rows,
  };
}

describe('migrations on an empty database', () => {
  const name = `satsino_empty_${process.pid}_${Date.now().toString(36)}`;
  let pool: pg.Pool;

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    pool = createPool(databaseUrl(adminUrl, name), logger);
  });

  afterAll(async () => {
    await pool.end();
    await dropDatabase(inject('databaseAdminUrl'), name);
  });

  it('two processes migrating at once both succeed, and the schema is applied once', async () => {
    const other = createPool(databaseUrl(inject('databaseAdminUrl'), name), logger);
    try {
      await Promise.all([runMigrations(pool), runMigrations(other)]);
    } finally {
      await other.end();
    }
    const snapshot = await schemaSnapshot(pool);
    expect(snapshot.applied.length).toBeGreaterThan(0);
    expect(snapshot.columns.some((column) => column.table_name === 'site_settings')).toBe(true);
  });

  it('applying the migrations again changes nothing', async () => {
    const before = await schemaSnapshot(pool);
    await runMigrations(pool);
    await runMigrations(pool);
    expect(await schemaSnapshot(pool)).toEqual(before);
  });
});

describe('database conventions', () => {
  let pool: pg.Pool;
  let db: Db;
  const name = `satsino_conv_${process.pid}_${Date.now().toString(36)}`;

  beforeAll(async () => {
    const adminUrl = inject('databaseAdminUrl');
    await withAdminClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`),
    );
    pool = createPool(databaseUrl(adminUrl, name), logger);
    db = createDb(pool);
  });

  afterAll(async () => {
    await pool.end();
    await dropDatabase(inject('databaseAdminUrl'), name);
  });

  it('parses bigint to BigInt without losing precision, in raw SQL and through Drizzle', async () => {
    const raw = await pool.query('SELECT 9007199254740993::bigint AS amount');
    expect(raw.rows[0].amount).toBe(9_007_199_254_740_993n);
    const viaDrizzle = await db.execute(sql`SELECT (-9007199254740993)::bigint AS amount`);
    expect(viaDrizzle.rows[0]?.amount).toBe(-9_007_199_254_740_993n);
  });

  it('seeds the demo data idempotently, never overwriting what an operator changed', async () => {
    await seedDemo(db);
    await db
      .update(siteSettings)
      .set({ value: true })
      .where(eq(siteSettings.key, 'maintenance_mode'));
    await seedDemo(db);
    const rows = await db
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'maintenance_mode'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toBe(true);
  });
});
