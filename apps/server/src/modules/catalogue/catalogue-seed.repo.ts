import type { Locale } from '@satsino/contract/locales';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from './catalogue.schema.js';

/*
 * The demo seed's writes into the catalogue (apps/server/src/seed). They only ever add: a row
 * whose key is taken is not inserted and a translation a locale has is kept, so nothing an
 * operator changed is overwritten.
 */

/** A database or a transaction: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'insert' | 'execute'>;

const firstId = (rows: { id: number }[]) => rows[0]?.id;

/** One seed at a time, until the transaction ends: two processes starting together must not both insert. */
export async function lockCatalogueSeed(db: Queryable): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('satsino.catalogue_seed'))`);
}

export async function insertCategoryIfFree(
  db: Queryable,
  category: Omit<typeof catalogueCategories.$inferInsert, 'id'> & { id: number },
): Promise<void> {
  await db.insert(catalogueCategories).values(category).onConflictDoNothing();
}

export const findCategoryId = async (db: Queryable, code: string) =>
  firstId(
    await db
      .select({ id: catalogueCategories.id })
      .from(catalogueCategories)
      .where(eq(catalogueCategories.code, code as typeof catalogueCategories.$inferSelect.code)),
  );

export async function addMissingCategoryNames(
  db: Queryable,
  categoryId: number,
  names: ReadonlyArray<readonly [Locale, string]>,
): Promise<void> {
  await db
    .insert(catalogueCategoryTranslations)
    .values(names.map(([locale, name]) => ({ categoryId, locale, name })))
    .onConflictDoNothing();
}

/** The seed gives categories their ids: the identity continues after the highest one. */
export async function continueCategoryIds(db: Queryable): Promise<void> {
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence('catalogue_categories', 'id'),
                      GREATEST((SELECT max(id) FROM catalogue_categories), 1))`,
  );
}

export async function insertProviderIfFree(
  db: Queryable,
  provider: Omit<typeof catalogueProviders.$inferInsert, 'id'>,
): Promise<void> {
  await db.insert(catalogueProviders).values(provider).onConflictDoNothing();
}

export const findProviderId = async (db: Queryable, slug: string) =>
  firstId(
    await db
      .select({ id: catalogueProviders.id })
      .from(catalogueProviders)
      .where(eq(catalogueProviders.slug, slug)),
  );

/**
 * The new game's id, or undefined when its slug is taken. The statement names only the columns
 * the seed sets, where Drizzle's insert names every column of today's table: so today's seed
 * also writes into the older schemas that the migration tests start from.
 */
export async function insertGameIfFree(
  db: Queryable,
  game: Omit<typeof catalogueGames.$inferInsert, 'id'>,
): Promise<number | undefined> {
  const columns = getTableColumns(catalogueGames);
  const set = Object.entries(game).flatMap(([key, value]) =>
    value === undefined ? [] : [{ column: columns[key as keyof typeof columns], value }],
  );
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO ${catalogueGames} (${sql.join(
      set.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    )})
    VALUES (${sql.join(
      set.map(({ column, value }) => sql`${sql.param(value, column)}`),
      sql`, `,
    )})
    ON CONFLICT DO NOTHING
    RETURNING id::int AS id`);
  return result.rows[0]?.id;
}

export async function addGameCategories(
  db: Queryable,
  gameId: number,
  categoryIds: readonly number[],
  position: number,
): Promise<void> {
  await db
    .insert(catalogueGameCategories)
    .values(categoryIds.map((categoryId) => ({ gameId, categoryId, position })))
    .onConflictDoNothing();
}

export const findGameId = async (db: Queryable, slug: string) =>
  firstId(
    await db
      .select({ id: catalogueGames.id })
      .from(catalogueGames)
      .where(eq(catalogueGames.slug, slug)),
  );

export async function addMissingGameTexts(
  db: Queryable,
  gameId: number,
  texts: ReadonlyArray<{ locale: Locale; name: string; description: string }>,
): Promise<void> {
  await db
    .insert(catalogueGameTranslations)
    .values(texts.map((text) => ({ gameId, ...text })))
    .onConflictDoNothing();
}
