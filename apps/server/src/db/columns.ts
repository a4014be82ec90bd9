import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, timestamp } from 'drizzle-orm/pg-core';

/*
 * Column pieces that several domains' schemas share, so the same idea reads the same in every
 * table (and in the hand-written migrations that match them).
 */

/** When a row was made and last changed; the database fills both in on insert. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A fixed list of values as SQL literals. The values come from the contract, never from input. */
export const sqlList = (values: readonly string[]): SQL =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** The CHECK condition that a column holds one of a fixed list of values. */
export const oneOf = (column: PgColumn, values: readonly string[]): SQL =>
  sql`${column} IN (${sqlList(values)})`;
