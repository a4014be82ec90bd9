import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../../../db/connection.js';
import { schema } from '../../../db/schema.js';
import { inTransaction, type LedgerClient } from '../../ledger/ledger-transaction.js';

/**
 * One database transaction seen two ways: Drizzle for the domain's queries and the raw client
 * for the operator log (which writes with plain SQL), so an operator's change and its trace
 * commit together or not at all.
 */
export function operatorTransaction<T>(
  pool: pg.Pool,
  work: (tx: Db, client: LedgerClient) => Promise<T>,
): Promise<T> {
  return inTransaction(pool, (client) => work(drizzle({ client, schema }), client));
}
