import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { schema } from '../../db/schema.js';

/** A database transaction of the ledger: a client of the pool between BEGIN and COMMIT. */
export interface LedgerClient {
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
  /** A named statement is parsed and planned once per connection: the hot path uses these. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    config: pg.QueryConfig,
  ): Promise<pg.QueryResult<Row>>;
}

const SERIALIZATION_FAILURE = '40001';
const DEADLOCK_DETECTED = '40P01';
const MAX_ATTEMPTS = 5;

function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK_DETECTED;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TransactionOptions {
  /**
   * One consistent snapshot that writes nothing (REPEATABLE READ READ ONLY): for reports that
   * compare many tables, such as the ledger's audit.
   */
  readOnlySnapshot?: boolean;
}

/**
 * Runs `work` in one transaction and commits it; rolls back on any error. A serialization failure
 * or a deadlock is not the caller's fault: the whole transaction runs again, a few times, with a
 * growing random pause so the contenders do not collide again in step. This is the server's one
 * way to open a transaction; `inDbTransaction` is the same for Drizzle's queries.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const begin = options.readOnlySnapshot
    ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'
    : 'BEGIN';
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(Math.random() * 5 * 2 ** attempt);
    } finally {
      client.release();
    }
  }
}

/**
 * `inTransaction` for a module whose queries are Drizzle's: the transaction's client seen through
 * Drizzle, and as itself for the hand-written statements that commit with them (the operator log,
 * the ledger's postings).
 */
export function inDbTransaction<T>(
  pool: pg.Pool,
  work: (tx: Db, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, (client) => work(drizzle({ client, schema }), client));
}

/**
 * Runs a unit of work that is a single statement on the pool (its own implicit transaction),
 * again on a serialization failure or a deadlock, as inTransaction does for longer work.
 */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      await pause(Math.random() * 5 * 2 ** attempt);
    }
  }
}
