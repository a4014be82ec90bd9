import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/*
 * Rows typed from the Drizzle schema, so that no query's row type repeats a table by hand
 * (ADR 0011). Queries name the columns they read: a new column, a password hash or a seed, is
 * never read by a query that did not ask for it.
 */

type ColumnKey<T extends Table> = keyof T['_']['columns'] & string;

/** The named columns of a table, for Drizzle's `select(…)` and `returning(…)`. */
export function columnsOf<T extends Table, K extends ColumnKey<T>>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}

/** A row of `table` with the named columns, as Drizzle answers it (property names). */
export type RowOf<T extends Table, K extends keyof InferSelectModel<T>> = Pick<
  InferSelectModel<T>,
  K
>;

/**
 * A row of `table` as a hand-written statement answers it: the named columns under their SQL
 * names, with the schema's types. node-postgres reads int8 as bigint (db/connection.ts): a
 * statement casts an int8 column that the schema reads as a number (`id::int`), and one that it
 * casts otherwise (to text, say) states that type beside this one.
 */
export type SqlRow<
  T extends Table,
  K extends keyof InferSelectModel<T, { dbColumnNames: true }>,
> = Pick<InferSelectModel<T, { dbColumnNames: true }>, K>;
