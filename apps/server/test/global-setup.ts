import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { createPool } from '../src/db/connection.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { runMigrations } from '../src/db/migrate.js';
import { dropDatabase, withAdminClient } from './helpers/admin.js';
import './provided-context.js';

/**
 * Without TEST_DATABASE_URL one embedded PostgreSQL runs for the whole test run; with it, that
 * server is used. Either way one template database is migrated here, once.
 */
export default async function setup(project: TestProject) {
  const logger = pino({ level: 'warn' });
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'satsino-test-'));
    embedded = await startEmbeddedPostgres(dataDir, logger);
    adminUrl = embedded.url;
  }

  // Unique per run, so two runs against one shared server do not trip over each other.
  const templateDatabase = `satsino_template_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE "${templateDatabase}"`),
  );
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateDatabase}`;
  const pool = createPool(templateUrl.toString(), logger);
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await dropDatabase(adminUrl, templateDatabase);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
