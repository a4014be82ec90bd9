import type { Locale } from '@satsino/contract/locales';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from './catalogue.schema.js';

export type CategoryRow = typeof catalogueCategories.$inferSelect;
export type ProviderRow = typeof catalogueProviders.$inferSelect;
export type GameRow = typeof catalogueGames.$inferSelect;
export type GameTranslationRow = typeof catalogueGameTranslations.$inferSelect;
export type CategoryTranslationRow = typeof catalogueCategoryTranslations.$inferSelect;

/** A game with what its list entry shows of its studio. */
export interface GameWithProvider {
  game: GameRow;
  providerSlug: string;
  providerName: string;
  providerStyle: ProviderRow['artStyle'];
}

const publishedGames = eq(catalogueGames.published, true);

/** Every category in the operator's order, with how many published games it lists. */
export async function listCategories(db: Db): Promise<(CategoryRow & { gamesCount: number })[]> {
  const counts = db
    .select({ categoryId: catalogueGameCategories.categoryId, games: count().as('games') })
    .from(catalogueGameCategories)
    .innerJoin(catalogueGames, eq(catalogueGames.id, catalogueGameCategories.gameId))
    .where(publishedGames)
    .groupBy(catalogueGameCategories.categoryId)
    .as('counts');
  const rows = await db
    .select({ category: catalogueCategories, games: counts.games })
    .from(catalogueCategories)
    .leftJoin(counts, eq(counts.categoryId, catalogueCategories.id))
    .orderBy(asc(catalogueCategories.position), asc(catalogueCategories.id));
  return rows.map((row) => ({ ...row.category, gamesCount: Number(row.games ?? 0) }));
}

export async function categoryTranslations(
  db: Db,
  categoryIds: readonly number[],
  locales?: readonly Locale[],
): Promise<CategoryTranslationRow[]> {
  if (categoryIds.length === 0) return [];
  return db
    .select()
    .from(catalogueCategoryTranslations)
    .where(
      and(
        inArray(catalogueCategoryTranslations.categoryId, [...categoryIds]),
        locales ? inArray(catalogueCategoryTranslations.locale, [...locales]) : undefined,
      ),
    );
}

/** Every studio in the operator's order, with its published and total game counts. */
export async function listProviders(
  db: Db,
): Promise<(ProviderRow & { gamesCount: number; gamesTotal: number })[]> {
  const rows = await db
    .select({
      provider: catalogueProviders,
      published: sql<number>`count(${catalogueGames.id}) FILTER (WHERE ${catalogueGames.published})`,
      total: count(catalogueGames.id),
    })
    .from(catalogueProviders)
    .leftJoin(catalogueGames, eq(catalogueGames.providerId, catalogueProviders.id))
    .groupBy(catalogueProviders.id)
    .orderBy(asc(catalogueProviders.position), asc(catalogueProviders.name));
  return rows.map((row) => ({
    ...row.provider,
    gamesCount: Number(row.published),
    gamesTotal: Number(row.total),
  }));
}

export async function findCategory(
  db: Db,
  by: { id?: number | undefined; slug?: string | undefined },
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueCategories)
    .where(
      and(
        by.id === undefined ? undefined : eq(catalogueCategories.id, by.id),
        by.slug === undefined ? undefined : eq(catalogueCategories.slug, by.slug.toLowerCase()),
      ),
    );
  return row;
}

/** A studio by slug, in any case (`/providers/Velvet-Tables` finds `velvet-tables`). */
export async function findProviderBySlug(db: Db, slug: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(catalogueProviders)
    .where(eq(catalogueProviders.slug, slug.trim().toLowerCase()));
  return row;
}

/**
 * The published games of a list query, with the place each has in the category asked for. The
 * catalogue is a few hundred titles: the service searches and sorts them by their localized
 * names in memory, where each locale's collation is at hand.
 */
export async function listPublishedGames(
  db: Db,
  filter: { categoryId?: number; providerId?: number },
): Promise<(GameWithProvider & { categoryPosition: number | null })[]> {
  const base = db
    .select({
      game: catalogueGames,
      providerSlug: catalogueProviders.slug,
      providerName: catalogueProviders.name,
      providerStyle: catalogueProviders.artStyle,
      categoryPosition:
        filter.categoryId === undefined
          ? sql<number | null>`NULL::integer`
          : catalogueGameCategories.position,
    })
    .from(catalogueGames)
    .innerJoin(catalogueProviders, eq(catalogueProviders.id, catalogueGames.providerId));
  const joined =
    filter.categoryId === undefined
      ? base
      : base.innerJoin(
          catalogueGameCategories,
          and(
            eq(catalogueGameCategories.gameId, catalogueGames.id),
            eq(catalogueGameCategories.categoryId, filter.categoryId),
          ),
        );
  return joined.where(
    and(
      publishedGames,
      filter.providerId === undefined
        ? undefined
        : eq(catalogueGames.providerId, filter.providerId),
    ),
  );
}

export async function findGameBySlug(db: Db, slug: string): Promise<GameWithProvider | undefined> {
  const [row] = await db
    .select({
      game: catalogueGames,
      providerSlug: catalogueProviders.slug,
      providerName: catalogueProviders.name,
      providerStyle: catalogueProviders.artStyle,
    })
    .from(catalogueGames)
    .innerJoin(catalogueProviders, eq(catalogueProviders.id, catalogueGames.providerId))
    .where(eq(catalogueGames.slug, slug));
  return row;
}

export async function gameTranslations(
  db: Db,
  gameIds: readonly number[],
  locales?: readonly Locale[],
): Promise<GameTranslationRow[]> {
  if (gameIds.length === 0) return [];
  return db
    .select()
    .from(catalogueGameTranslations)
    .where(
      and(
        inArray(catalogueGameTranslations.gameId, [...gameIds]),
        locales ? inArray(catalogueGameTranslations.locale, [...locales]) : undefined,
      ),
    );
}

/** Each game's categories, in the order of their ids' rows (primary first). */
export async function gameCategoryIds(
  db: Db,
  gameIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (gameIds.length === 0) return result;
  const rows = await db
    .select({
      gameId: catalogueGameCategories.gameId,
      categoryId: catalogueGameCategories.categoryId,
    })
    .from(catalogueGameCategories)
    .innerJoin(catalogueCategories, eq(catalogueCategories.id, catalogueGameCategories.categoryId))
    .where(inArray(catalogueGameCategories.gameId, [...gameIds]))
    .orderBy(asc(catalogueCategories.position), asc(catalogueCategories.id));
  for (const row of rows) {
    const list = result.get(row.gameId);
    if (list) list.push(row.categoryId);
    else result.set(row.gameId, [row.categoryId]);
  }
  return result;
}
