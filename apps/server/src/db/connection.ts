import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger as Logger } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../platform/config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { schema } from './schema.js';

/*
 * Money is bigint minor units: int8 must never pass through a JS number. node-postgres keeps its
 * type parsers in one process-wide registry, which Drizzle also reads for raw SQL, so the parser
 * is registered there, once, for every pool.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => BigInt(value));

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** `embedded` when the server started its own PostgreSQL, else `external`. */
  mode: 'embedded' | 'external';
  /** Closes the pool, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

const POOL_SIZE = 10;
const CONNECT_TIMEOUT_MS = 5_000;

export function createPool(connectionString: string, logger: Logger): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'satsino',
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle({ client: pool, schema });
}

/** Opens the database of the configuration: `DATABASE_URL` if given, else the embedded one. */
export async function openDatabase(config: AppConfig, logger: Logger): Promise<Database> {
  if (config.databaseUrl) {
    const pool = createPool(config.databaseUrl, logger);
    return { pool, db: createDb(pool), mode: 'external', close: () => pool.end() };
  }

  const embedded = await startEmbeddedPostgres(config.dataDir, logger);
  const pool = createPool(embedded.url, logger);
  return {
    pool,
    db: createDb(pool),
    mode: 'embedded',
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}
