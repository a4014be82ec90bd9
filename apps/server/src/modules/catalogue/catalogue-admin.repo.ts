import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  CATEGORY_COLUMNS,
  type CategoryRow,
  GAME_COLUMNS,
  type GameRow,
  PROVIDER_COLUMNS,
  type ProviderRow,
} from './catalogue.repo.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from './catalogue.schema.js';

/*
 * The operator's writes to the catalogue, and the reads only the operator's pages make. The
 * lobby's reads are in catalogue.repo.ts.
 */

type NewCategory = typeof catalogueCategories.$inferInsert;
type NewProvider = typeof catalogueProviders.$inferInsert;
type NewGame = typeof catalogueGames.$inferInsert;
export type CategoryChanges = Partial<Omit<CategoryRow, 'id'>>;
export type ProviderChanges = Partial<Omit<ProviderRow, 'id'>>;
export type GameChanges = Partial<Omit<GameRow, 'id' | 'slug'>>;

// ------------------------------------------------------------------------------- categories

export async function insertCategory(tx: Db, values: NewCategory): Promise<CategoryRow> {
  const [row] = await tx.insert(catalogueCategories).values(values).returning(CATEGORY_COLUMNS);
  if (!row) throw new Error('insert into catalogue_categories returned no row');
  return row;
}

/** Answers whether the category exists (an empty change touches only its `updated_at`). */
export async function updateCategory(
  tx: Db,
  id: number,
  changes: CategoryChanges,
): Promise<boolean> {
  const rows = await tx
    .update(catalogueCategories)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(catalogueCategories.id, id))
    .returning({ id: catalogueCategories.id });
  return rows.length > 0;
}

export async function deleteCategory(tx: Db, id: number) {
  const [row] = await tx
    .delete(catalogueCategories)
    .where(eq(catalogueCategories.id, id))
    .returning({ code: catalogueCategories.code });
  return row;
}

/** Sets the category's name in each locale given; the other locales keep theirs. */
export async function putCategoryNames(tx: Db, categoryId: number, names: Record<string, string>) {
  for (const [locale, name] of Object.entries(names)) {
    await tx
      .insert(catalogueCategoryTranslations)
      .values({ categoryId, locale, name })
      .onConflictDoUpdate({
        target: [catalogueCategoryTranslations.categoryId, catalogueCategoryTranslations.locale],
        set: { name, updatedAt: sql`now()` },
      });
  }
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogueCategories.id })
    .from(catalogueCategories)
    .where(inArray(catalogueCategories.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

// -------------------------------------------------------------------------------- providers

export async function insertProvider(tx: Db, values: NewProvider): Promise<ProviderRow> {
  const [row] = await tx.insert(catalogueProviders).values(values).returning(PROVIDER_COLUMNS);
  if (!row) throw new Error('insert into catalogue_providers returned no row');
  return row;
}

/** Answers whether the studio exists. */
export async function updateProvider(
  tx: Db,
  id: number,
  changes: ProviderChanges,
): Promise<boolean> {
  const rows = await tx
    .update(catalogueProviders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(catalogueProviders.id, id))
    .returning({ id: catalogueProviders.id });
  return rows.length > 0;
}

export async function deleteProvider(tx: Db, id: number) {
  const [row] = await tx
    .delete(catalogueProviders)
    .where(eq(catalogueProviders.id, id))
    .returning({ slug: catalogueProviders.slug });
  return row;
}

export async function providerExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: catalogueProviders.id })
    .from(catalogueProviders)
    .where(eq(catalogueProviders.id, id));
  return rows.length > 0;
}

/** Every studio, as a game's answer shows it. */
export function allProviders(db: Db): Promise<ProviderRow[]> {
  return db.select(PROVIDER_COLUMNS).from(catalogueProviders);
}

// ------------------------------------------------------------------------------------ games

export async function findGame(db: Db, id: number): Promise<GameRow | undefined> {
  const [row] = await db.select(GAME_COLUMNS).from(catalogueGames).where(eq(catalogueGames.id, id));
  return row;
}

/** Every game, unpublished ones included, in the lobby's order. */
export function allGames(db: Db): Promise<GameRow[]> {
  return db
    .select(GAME_COLUMNS)
    .from(catalogueGames)
    .orderBy(asc(catalogueGames.position), asc(catalogueGames.id));
}

export async function insertGame(tx: Db, values: NewGame): Promise<GameRow> {
  const [row] = await tx.insert(catalogueGames).values(values).returning(GAME_COLUMNS);
  if (!row) throw new Error('insert into catalogue_games returned no row');
  return row;
}

/** The game as it is after the change, or undefined when there is none. */
export async function updateGame(
  tx: Db,
  id: number,
  changes: GameChanges,
): Promise<GameRow | undefined> {
  const [row] = await tx
    .update(catalogueGames)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(catalogueGames.id, id))
    .returning(GAME_COLUMNS);
  return row;
}

export async function deleteGame(tx: Db, id: number) {
  const [row] = await tx
    .delete(catalogueGames)
    .where(eq(catalogueGames.id, id))
    .returning({ slug: catalogueGames.slug });
  return row;
}

/**
 * Sets the game's name in a locale, with its description when one is given (else a new row's is
 * empty and an existing row keeps its own).
 */
export async function putGameName(
  tx: Db,
  gameId: number,
  locale: string,
  name: string,
  description: string | undefined,
) {
  await tx
    .insert(catalogueGameTranslations)
    .values({ gameId, locale, name, description: description ?? '' })
    .onConflictDoUpdate({
      target: [catalogueGameTranslations.gameId, catalogueGameTranslations.locale],
      set: { name, ...(description === undefined ? {} : { description }), updatedAt: sql`now()` },
    });
}

/** Sets the description of a locale the game has a name in; false when it has none there. */
export async function setGameDescription(
  tx: Db,
  gameId: number,
  locale: string,
  description: string,
): Promise<boolean> {
  const updated = await tx
    .update(catalogueGameTranslations)
    .set({ description, updatedAt: sql`now()` })
    .where(
      and(
        eq(catalogueGameTranslations.gameId, gameId),
        eq(catalogueGameTranslations.locale, locale),
      ),
    )
    .returning({ gameId: catalogueGameTranslations.gameId });
  return updated.length > 0;
}

/** The categories a game is listed in, the primary one among them. */
export async function gameCategoryIdsOf(tx: Db, gameId: number): Promise<number[]> {
  const rows = await tx
    .select({ categoryId: catalogueGameCategories.categoryId })
    .from(catalogueGameCategories)
    .where(eq(catalogueGameCategories.gameId, gameId));
  return rows.map((row) => row.categoryId);
}

/**
 * Lists the game in exactly these categories: the others' rows go, and a new one takes the
 * game's position; a category it was already in keeps the place it has there.
 */
export async function setGameCategories(
  tx: Db,
  game: Pick<GameRow, 'id' | 'position'>,
  categoryIds: readonly number[],
) {
  await tx
    .delete(catalogueGameCategories)
    .where(
      and(
        eq(catalogueGameCategories.gameId, game.id),
        notInArray(catalogueGameCategories.categoryId, [...categoryIds]),
      ),
    );
  await tx
    .insert(catalogueGameCategories)
    .values(
      categoryIds.map((categoryId) => ({ gameId: game.id, categoryId, position: game.position })),
    )
    .onConflictDoNothing();
}
