import {
  CATALOGUE_ENGINES,
  CATEGORY_CODES,
  PROVIDER_ART_STYLES,
} from '@satsino/contract/catalogue';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from '../../db/columns.js';
import { providerIntegrations } from '../providers/providers.schema.js';

/*
 * The game catalogue: categories, providers (studios) and games. Language-free fields live in
 * the item's table and names in a `<item>_translations` table, one row per locale, as content
 * does; readers fall back to the English row. A game's slug is its public id (`game_id`).
 */

/** Slugs are addresses: lower-case words joined by hyphens. */
const slugShape = (column: PgColumn): SQL => sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;

/**
 * Casino categories (SPEC §3, §9). The id is set by default but may be given: the demo seed
 * gives `popular` the id 3 that the popular carousel asks for (SPEC §9).
 */
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    code: text('code', { enum: CATEGORY_CODES }).notNull(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull(),
    inMenu: boolean('in_menu').notNull().default(false),
    inFooter: boolean('in_footer').notNull().default(false),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('catalogue_categories_code_key').on(table.code),
    uniqueIndex('catalogue_categories_slug_key').on(table.slug),
    check('catalogue_categories_code_check', oneOf(table.code, CATEGORY_CODES)),
    check('catalogue_categories_slug_check', slugShape(table.slug)),
  ],
);

export const catalogueCategoryTranslations = pgTable(
  'catalogue_category_translations',
  {
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.locale] }),
    // Named here: the generated name would pass PostgreSQL's 63 characters and be cut.
    foreignKey({
      name: 'catalogue_category_translations_category_fk',
      columns: [table.categoryId],
      foreignColumns: [catalogueCategories.id],
    }).onDelete('cascade'),
    check('catalogue_category_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/** Game studios. Their names are brand names, the same in every locale. */
export const catalogueProviders = pgTable(
  'catalogue_providers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The look of the studio's generated logo and game art. */
    artStyle: text('art_style', { enum: PROVIDER_ART_STYLES }).notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('catalogue_providers_slug_key').on(table.slug),
    check('catalogue_providers_slug_check', slugShape(table.slug)),
    check('catalogue_providers_art_style_check', oneOf(table.artStyle, PROVIDER_ART_STYLES)),
  ],
);

/** Games: each one an engine of the games domain with a variant (its theme, paytable, table). */
export const catalogueGames = pgTable(
  'catalogue_games',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    providerId: bigint('provider_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueProviders.id, { onDelete: 'restrict' }),
    /** The primary category; it is also one of the game's rows in catalogue_game_categories. */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueCategories.id, { onDelete: 'restrict' }),
    engine: text('engine', { enum: CATALOGUE_ENGINES }).notNull(),
    variant: text('variant').notNull(),
    /** Site path of a game with a page of its own (the crash tables); null launches in the host. */
    launchPath: text('launch_path'),
    supportsDemo: boolean('supports_demo').notNull().default(true),
    position: integer('position').notNull().default(0),
    popular: boolean('popular').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    published: boolean('published').notNull().default(false),
    rtpBps: integer('rtp_bps').notNull(),
    /** The motif of the game's generated art (GAME_ART_MOTIFS), drawn in its studio's style. */
    imageKey: text('image_key').notNull(),
    /**
     * A provider game (engine `provider`, issue 15): the integration it came from and its code in
     * that provider's feed. Null for in-house games, and an import never touches those.
     */
    integrationId: bigint('integration_id', { mode: 'number' }).references(
      () => providerIntegrations.id,
      { onDelete: 'restrict' },
    ),
    externalCode: text('external_code'),
    /** A live-dealer game (the provider's feed says so); in-house games are not. */
    live: boolean('live').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('catalogue_games_slug_key').on(table.slug),
    // The lobby's orders, each read from an index only as far as the page asked for.
    index('catalogue_games_published_order_idx')
      .on(table.position, table.id)
      .where(sql`${table.published}`),
    index('catalogue_games_published_popular_idx')
      .on(table.popular.desc(), table.position, table.id)
      .where(sql`${table.published}`),
    index('catalogue_games_published_new_idx')
      .on(table.position, table.id)
      .where(sql`${table.published} AND ${table.isNew}`),
    index('catalogue_games_published_featured_idx')
      .on(table.position, table.id)
      .where(sql`${table.published} AND ${table.featured}`),
    index('catalogue_games_provider_order_idx').on(table.providerId, table.position, table.id),
    index('catalogue_games_category_idx').on(table.categoryId),
    check('catalogue_games_slug_check', slugShape(table.slug)),
    check('catalogue_games_engine_check', oneOf(table.engine, CATALOGUE_ENGINES)),
    uniqueIndex('catalogue_games_integration_code_key').on(table.integrationId, table.externalCode),
    check(
      'catalogue_games_provider_check',
      sql`(${table.engine} = 'provider') = (${table.integrationId} IS NOT NULL AND ${table.externalCode} IS NOT NULL)`,
    ),
    check('catalogue_games_rtp_bps_check', sql`${table.rtpBps} BETWEEN 0 AND 10000`),
    check(
      'catalogue_games_launch_path_check',
      sql`${table.launchPath} IS NULL OR ${table.launchPath} ~ '^/[a-z0-9/-]*$'`,
    ),
  ],
);

/** Every category a game is listed in, with its place there. */
export const catalogueGameCategories = pgTable(
  'catalogue_game_categories',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.categoryId] }),
    foreignKey({
      name: 'catalogue_game_categories_category_fk',
      columns: [table.categoryId],
      foreignColumns: [catalogueCategories.id],
    }).onDelete('cascade'),
    index('catalogue_game_categories_category_idx').on(table.categoryId, table.position),
  ],
);

export const catalogueGameTranslations = pgTable(
  'catalogue_game_translations',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    /** Markdown. */
    description: text('description').notNull().default(''),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.locale] }),
    check('catalogue_game_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/**
 * The collation a locale's game names sort in: the locale's ICU rules at base strength with
 * numeric order, as the lobby's Intl.Collator(locale, { sensitivity: 'base', numeric: true }).
 */
export const catalogueNameCollation = (locale: Locale) => `catalogue_name_${locale}`;

/**
 * What a tile and the lobby's name order and search read, per game and locale: the name in that
 * locale (else the English one, else the slug), the English name and whether the game is
 * published. Written only by the database's triggers on `catalogue_games` and
 * `catalogue_game_translations` (migration 0014), so it can never disagree with them.
 */
export const catalogueGameNames = pgTable(
  'catalogue_game_names',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    englishName: text('english_name').notNull(),
    published: boolean('published').notNull(),
    /** Both names as a search compares them: no accents, lower case, one per line. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`catalogue_search_key("name" || E'\\n' || "english_name")`),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.locale] }),
    check('catalogue_game_names_locale_check', oneOf(table.locale, LOCALES)),
    index('catalogue_game_names_search_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // One name order per locale, in that locale's collation (catalogueNameCollation).
    ...LOCALES.map((locale) =>
      index(`catalogue_game_names_${locale}_sort_idx`)
        .on(
          sql`${table.name} COLLATE ${sql.identifier(catalogueNameCollation(locale))}`,
          table.gameId,
        )
        .where(sql`${table.locale} = ${sql.raw(`'${locale}'`)} AND ${table.published}`),
    ),
  ],
);

/**
 * One number that every write to a catalogue table raises (statement triggers, migration 0014):
 * the public answers kept in memory are good while it stays the same.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`1`),
  },
  (table) => [check('catalogue_version_single_row_check', sql`${table.id}`)],
);
