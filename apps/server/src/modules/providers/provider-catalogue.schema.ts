import {
  PROVIDER_IMPORT_SOURCES,
  PROVIDER_IMPORT_STATUSES,
  PROVIDER_THUMBNAIL_TYPES,
} from '@satsino/contract/provider-catalogue';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns.js';
import { users } from '../account/account.schema.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';
import { providerIntegrations } from './providers.schema.js';

/*
 * What importing a provider's feed keeps besides the catalogue rows (issue 15): the imports
 * themselves (their progress, which the operator's page polls, and their counts) and the
 * thumbnails, downloaded once and served from our origin, so no page depends on the provider.
 */

/** Raw bytes; node-postgres reads and writes bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** One import of an integration's feed; at most one runs per integration at a time. */
export const providerImports = pgTable(
  'provider_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    integrationId: bigint('integration_id', { mode: 'number' })
      .notNull()
      .references(() => providerIntegrations.id, { onDelete: 'cascade' }),
    startedBy: bigint('started_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: PROVIDER_IMPORT_STATUSES }).notNull().default('running'),
    source: text('source', { enum: PROVIDER_IMPORT_SOURCES }).notNull(),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    unpublished: integer('unpublished').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The first rejected rows: `{ row, game_code, reason }`. */
    rejections: jsonb('rejections').notNull().default(sql`'[]'::jsonb`),
    thumbnailsFetched: integer('thumbnails_fetched').notNull().default(0),
    thumbnailsFailed: integer('thumbnails_failed').notNull().default(0),
    errorCode: text('error_code'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('provider_imports_integration_idx').on(table.integrationId, table.id),
    // A second import of the same integration waits for the first to finish (409).
    uniqueIndex('provider_imports_running_key')
      .on(table.integrationId)
      .where(sql`${table.status} = 'running'`),
    check('provider_imports_status_check', oneOf(table.status, PROVIDER_IMPORT_STATUSES)),
    check('provider_imports_source_check', oneOf(table.source, PROVIDER_IMPORT_SOURCES)),
  ],
);

/** A provider game's thumbnail as downloaded: served at /api/games/thumbnails/{game_id}. */
export const providerGameThumbnails = pgTable(
  'provider_game_thumbnails',
  {
    gameId: bigint('game_id', { mode: 'number' })
      .primaryKey()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    /** Where it came from: a re-import downloads it again only when the feed names another. */
    sourceUrl: text('source_url').notNull(),
    contentType: text('content_type', { enum: PROVIDER_THUMBNAIL_TYPES }).notNull(),
    /** Hex SHA-256 of the bytes: the ETag, and (shortened) the tile URL's revision. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'provider_game_thumbnails_content_type_check',
      oneOf(table.contentType, PROVIDER_THUMBNAIL_TYPES),
    ),
  ],
);
