import type { GameFlag, GameSort } from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf, type SqlRow } from '../../db/rows.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueNameCollation,
  catalogueProviders,
} from './catalogue.schema.js';

/** What the catalogue reads of each table: everything but the rows' timestamps. */
export const CATEGORY_COLUMNS = columnsOf(catalogueCategories, [
  'id',
  'code',
  'slug',
  'icon',
  'inMenu',
  'inFooter',
  'position',
]);
export const PROVIDER_COLUMNS = columnsOf(catalogueProviders, [
  'id',
  'slug',
  'name',
  'artStyle',
  'position',
]);
export const GAME_COLUMNS = columnsOf(catalogueGames, [
  'id',
  'slug',
  'providerId',
  'categoryId',
  'engine',
  'variant',
  'launchPath',
  'supportsDemo',
  'position',
  'popular',
  'featured',
  'isNew',
  'published',
  'rtpBps',
  'imageKey',
]);
const GAME_TRANSLATION_COLUMNS = columnsOf(catalogueGameTranslations, [
  'gameId',
  'locale',
  'name',
  'description',
]);
const CATEGORY_TRANSLATION_COLUMNS = columnsOf(catalogueCategoryTranslations, [
  'categoryId',
  'locale',
  'name',
]);

export type CategoryRow = RowOf<typeof catalogueCategories, keyof typeof CATEGORY_COLUMNS>;
export type ProviderRow = RowOf<typeof catalogueProviders, keyof typeof PROVIDER_COLUMNS>;
export type GameRow = RowOf<typeof catalogueGames, keyof typeof GAME_COLUMNS>;
export type GameTranslationRow = RowOf<
  typeof catalogueGameTranslations,
  keyof typeof GAME_TRANSLATION_COLUMNS
>;
export type CategoryTranslationRow = RowOf<
  typeof catalogueCategoryTranslations,
  keyof typeof CATEGORY_TRANSLATION_COLUMNS
>;

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
    .select({ category: CATEGORY_COLUMNS, games: counts.games })
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
    .select(CATEGORY_TRANSLATION_COLUMNS)
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
      provider: PROVIDER_COLUMNS,
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

/** A studio by slug, in any case (`/providers/Velvet-Tables` finds `velvet-tables`). */
export async function findProviderBySlug(db: Db, slug: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select(PROVIDER_COLUMNS)
    .from(catalogueProviders)
    .where(eq(catalogueProviders.slug, slug.trim().toLowerCase()));
  return row;
}

export async function findGameBySlug(db: Db, slug: string): Promise<GameWithProvider | undefined> {
  const [row] = await db
    .select({
      game: GAME_COLUMNS,
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
    .select(GAME_TRANSLATION_COLUMNS)
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

// ------------------------------------------------------------------------------ the lobby's pages

/** What a game tile shows: the game's own columns, its studio's, and its names in one locale. */
export type GameTile = Omit<GameRow, 'providerId' | 'published'> & {
  providerSlug: ProviderRow['slug'];
  providerName: ProviderRow['name'];
  providerStyle: ProviderRow['artStyle'];
  /** In the locale asked for, else English, else the slug. */
  name: string;
  /** In English, else the slug. */
  englishName: string;
  /** Every category listing the game, in the categories' order. */
  categoryIds: number[];
};

/** One page of published games, its filters already resolved to what the database compares. */
export interface GamePageQuery {
  locale: Locale;
  /** Both given: the category must have this id and this slug (lower case). */
  categoryId?: number | undefined;
  categorySlug?: string | undefined;
  /** Lower case. */
  providerSlug?: string | undefined;
  flag?: GameFlag | undefined;
  /** The player's text, trimmed; the database makes its search key. */
  search?: string | undefined;
  sort: GameSort;
  offset: number;
  limit: number;
}

export interface GamePage {
  /** How many games match, on every page. */
  total: number;
  games: GameTile[];
}

const FLAG_COLUMNS: Record<GameFlag, SQL> = {
  new: sql`g.is_new`,
  popular: sql`g.popular`,
  featured: sql`g.featured`,
};

interface SortKey {
  expression: SQL;
  descending?: boolean;
  /** A collation to sort in (names sort in the locale's). */
  collation?: string;
}

/**
 * The columns of a tile, from `g` (the game), `p` (its studio) and `n` (its names). Every list of
 * tiles reads these (the player's favourites and recent games too), so all lists draw alike.
 */
export const TILE_COLUMNS = sql`
  g.id, g.slug, g.category_id, g.engine, g.variant, g.launch_path, g.supports_demo, g.position,
  g.popular, g.featured, g.is_new, g.rtp_bps, g.image_key,
  p.slug AS provider_slug, p.name AS provider_name, p.art_style AS provider_style,
  n.name, n.english_name,
  (SELECT coalesce(json_agg(gc.category_id ORDER BY c.position, c.id), '[]'::json)
     FROM catalogue_game_categories gc
     JOIN catalogue_categories c ON c.id = gc.category_id
    WHERE gc.game_id = g.id) AS category_ids`;

/** A tile as the statement answers it: its ids are int8, which node-postgres reads as bigint. */
export type TileRow = SqlRow<
  typeof catalogueGames,
  | 'slug'
  | 'engine'
  | 'variant'
  | 'launch_path'
  | 'supports_demo'
  | 'position'
  | 'popular'
  | 'featured'
  | 'is_new'
  | 'rtp_bps'
  | 'image_key'
> & {
  id: bigint;
  category_id: bigint;
  provider_slug: ProviderRow['slug'];
  provider_name: ProviderRow['name'];
  provider_style: ProviderRow['artStyle'];
  name: string;
  english_name: string;
  category_ids: number[];
};

export const tileOf = (row: TileRow): GameTile => ({
  id: Number(row.id),
  slug: row.slug,
  categoryId: Number(row.category_id),
  engine: row.engine,
  variant: row.variant,
  launchPath: row.launch_path,
  supportsDemo: row.supports_demo,
  position: row.position,
  popular: row.popular,
  featured: row.featured,
  isNew: row.is_new,
  rtpBps: row.rtp_bps,
  imageKey: row.image_key,
  providerSlug: row.provider_slug,
  providerName: row.provider_name,
  providerStyle: row.provider_style,
  name: row.name,
  englishName: row.english_name,
  categoryIds: row.category_ids,
});

/** The sort keys as the columns k0, k1, … of the matching games. */
const keyColumns = (keys: readonly SortKey[]) =>
  sql.join(
    keys.map((key, index) => sql`${key.expression} AS ${sql.raw(`k${index}`)}`),
    sql`, `,
  );

/** Those columns by name, as a query over the matching games reads them. */
const keyNames = (keys: readonly SortKey[]) =>
  sql.join(
    keys.map((_, index) => sql.raw(`k${index}`)),
    sql`, `,
  );

/** ORDER BY those columns, each in its direction and collation. */
const orderByKeys = (keys: readonly SortKey[]) =>
  sql.join(
    keys.map((key, index) => {
      const column = sql.raw(`k${index}`);
      const collated = key.collation
        ? sql`${column} COLLATE ${sql.identifier(key.collation)}`
        : column;
      return key.descending ? sql`${collated} DESC` : collated;
    }),
    sql`, `,
  );

/**
 * The games of a list call that match, as FROM … WHERE …, and the order they come in. It reads
 * from whichever table has an index in that order: `catalogue_game_names` in the locale's
 * collation for the name orders and for searches, else `catalogue_games` (with the category's
 * places when one is asked for). The page is cut from that order by the index as far as it
 * reaches: a deep page skips index entries, it never reads the rows before it.
 */
function matchingGames(query: GamePageQuery) {
  const byName = query.sort === 'asc' || query.sort === 'desc';
  const fromNames = byName || query.search !== undefined;
  const id = fromNames ? sql`n.game_id` : sql`g.id`;

  const tables: SQL[] = [fromNames ? sql`catalogue_game_names n` : sql`catalogue_games g`];
  const conditions: SQL[] = fromNames
    ? [sql`n.locale = ${query.locale}`, sql`n.published`]
    : [sql`g.published`];
  // A name order over every published game reads the names' index alone.
  const gameColumnsNeeded = !byName || query.providerSlug !== undefined || query.flag !== undefined;
  if (fromNames && gameColumnsNeeded) {
    tables.push(sql`JOIN catalogue_games g ON g.id = n.game_id`);
  }

  const inCategory = query.categoryId !== undefined || query.categorySlug !== undefined;
  if (inCategory) {
    const category = and(
      query.categoryId === undefined ? undefined : sql`c.id = ${query.categoryId}`,
      query.categorySlug === undefined ? undefined : sql`c.slug = ${query.categorySlug}`,
    );
    // An unknown category is no id: the join finds nothing and the list is empty.
    tables.push(sql`JOIN catalogue_game_categories gc ON gc.game_id = ${id}
      AND gc.category_id = (SELECT c.id FROM catalogue_categories c WHERE ${category})`);
  }
  if (query.providerSlug !== undefined) {
    conditions.push(
      sql`g.provider_id = (SELECT p.id FROM catalogue_providers p WHERE p.slug = ${query.providerSlug})`,
    );
  }
  if (query.flag !== undefined) conditions.push(FLAG_COLUMNS[query.flag]);

  const place: SortKey[] = inCategory
    ? [{ expression: sql`gc.position` }, { expression: sql`g.position` }, { expression: sql`g.id` }]
    : [{ expression: sql`g.position` }, { expression: sql`g.id` }];
  const collation = catalogueNameCollation(query.locale);
  const keys: SortKey[] =
    query.sort === 'asc'
      ? [{ expression: sql`n.name`, collation }, { expression: sql`n.game_id` }]
      : query.sort === 'desc'
        ? [
            { expression: sql`n.name`, collation, descending: true },
            { expression: sql`n.game_id`, descending: true },
          ]
        : query.sort === 'popular'
          ? [{ expression: sql`g.popular`, descending: true }, ...place]
          : place;

  return {
    id,
    from: sql.join(tables, sql` `),
    where: sql.join(conditions, sql` AND `),
    keys,
  };
}

/**
 * One page of a list call and how many games match, in one statement. A search matches the
 * names (in the locale, else English, and in English) containing its text, ignoring case and
 * accents; when none does, the names that contain a word within a typo of it instead (pg_trgm's
 * word similarity at its default threshold of 0.6): "rulette" finds the roulettes. Both are
 * trigram index scans.
 */
export async function listGamePage(db: Db, query: GamePageQuery): Promise<GamePage> {
  const { id, from, where, keys } = matchingGames(query);
  let matching = sql`SELECT ${id} AS id, ${keyColumns(keys)} FROM ${from} WHERE ${where}`;
  let prelude = sql``;
  if (query.search !== undefined) {
    const contains = sql`n.search_text LIKE catalogue_search_pattern(${query.search})`;
    // Trigrams need three letters: a shorter text has no typo to forgive.
    const similar = sql`(length(catalogue_search_key(${query.search})) >= 3
      AND n.search_text %> catalogue_search_key(${query.search}))`;
    prelude = sql`WITH candidates AS MATERIALIZED (
        SELECT ${id} AS id, ${contains} AS contains, ${keyColumns(keys)}
          FROM ${from}
         WHERE ${where} AND (${contains} OR ${similar})
      ) `;
    matching = sql`SELECT id, ${keyNames(keys)} FROM candidates
      WHERE contains OR NOT EXISTS (SELECT 1 FROM candidates WHERE contains)`;
  }
  const order = orderByKeys(keys);

  const result = await db.execute<TileRow & { total: number; ord: bigint | null }>(sql`
    ${prelude}
    SELECT total.count AS total, page.*
      FROM (SELECT count(*)::int AS count FROM (${matching}) AS counted) AS total
      LEFT JOIN LATERAL (
        SELECT ${TILE_COLUMNS}, cut.ord
          FROM (SELECT m.id, row_number() OVER (ORDER BY ${order}) AS ord
                  FROM (${matching}) AS m
                 ORDER BY ${order}
                 LIMIT ${query.limit} OFFSET ${query.offset}) AS cut
          JOIN catalogue_games g ON g.id = cut.id
          JOIN catalogue_providers p ON p.id = g.provider_id
          JOIN catalogue_game_names n ON n.game_id = g.id AND n.locale = ${query.locale}
      ) AS page ON true
     ORDER BY page.ord`);
  const [first] = result.rows;
  return {
    total: first?.total ?? 0,
    games: result.rows.filter((row) => row.ord !== null).map(tileOf),
  };
}

/** One published game for its page: its tile, its description and its primary category. */
export interface GameDetailsRow {
  tile: GameTile;
  /** Markdown: the locale's, else the English one (a locale may have a name but no text yet). */
  description: string;
  category: { id: number; slug: string; name: string };
}

export async function findGameDetails(
  db: Db,
  slug: string,
  locale: Locale,
): Promise<GameDetailsRow | undefined> {
  const result = await db.execute<
    TileRow & { description: string; primary_slug: string; primary_name: string }
  >(sql`
    SELECT ${TILE_COLUMNS},
           coalesce(nullif(tl.description, ''), te.description, '') AS description,
           c.slug AS primary_slug, coalesce(cl.name, ce.name, c.code) AS primary_name
      FROM catalogue_games g
      JOIN catalogue_providers p ON p.id = g.provider_id
      JOIN catalogue_game_names n ON n.game_id = g.id AND n.locale = ${locale}
      JOIN catalogue_categories c ON c.id = g.category_id
      LEFT JOIN catalogue_game_translations tl ON tl.game_id = g.id AND tl.locale = ${locale}
      LEFT JOIN catalogue_game_translations te ON te.game_id = g.id AND te.locale = 'en'
      LEFT JOIN catalogue_category_translations cl ON cl.category_id = c.id AND cl.locale = ${locale}
      LEFT JOIN catalogue_category_translations ce ON ce.category_id = c.id AND ce.locale = 'en'
     WHERE g.slug = ${slug} AND g.published`);
  const [row] = result.rows;
  if (!row) return undefined;
  const tile = tileOf(row);
  return {
    tile,
    description: row.description,
    category: { id: tile.categoryId, slug: row.primary_slug, name: row.primary_name },
  };
}

/** The catalogue's version: every write to a catalogue table raises it (migration 0014). */
export async function readCatalogueVersion(db: Db): Promise<bigint> {
  const result = await db.execute<{ version: bigint }>(
    sql`SELECT version FROM catalogue_version WHERE id`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('catalogue_version has no row: migration 0014 inserts it');
  return row.version;
}
