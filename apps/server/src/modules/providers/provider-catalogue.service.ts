import {
  type CategoryCode,
  type GameArtMotif,
  type ProviderArtStyle,
  providerSlugOf,
} from '@satsino/contract/catalogue';
import type { ErrorCode } from '@satsino/contract/errors';
import { ERROR_TEXTS } from '@satsino/contract/errors';
import type { ProviderFeedGame } from '@satsino/contract/provider';
import {
  type AdminProviderImport,
  PROVIDER_FEED_MAX_BYTES,
  PROVIDER_FEED_TIMEOUT_MS,
  PROVIDER_IMPORT_BATCH_SIZE,
  PROVIDER_IMPORT_REJECTIONS_SHOWN,
} from '@satsino/contract/provider-catalogue';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { AppError } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { providerAdminErrors } from './provider-admin.errors.js';
import {
  categoryIdsByCode,
  type ImportedGame,
  slugsHeldByOthers,
  unpublishMissing,
  upsertStudios,
  writeGameBatch,
} from './provider-catalogue.repo.js';
import { providerImports } from './provider-catalogue.schema.js';
import {
  type FeedFormat,
  type FeedRejection,
  type FeedRow,
  FeedUnreadable,
  feedFormatOf,
  parseFeed,
  rtpBpsOf,
} from './provider-feed.js';
import {
  createThumbnailFetch,
  readLimited,
  refreshThumbnails,
  type ThumbnailJob,
} from './provider-thumbnails.js';
import { providerIntegrations } from './providers.schema.js';
import { integrationHosts } from './thumbnail-addresses.js';

/*
 * Importing a provider's game feed into the catalogue (issue 15). The operator starts an import
 * (its feed URL, or a file uploaded); it runs in the background and records its progress in its
 * row, which the operator's page polls. Studios become catalogue providers, games catalogue games
 * of the `provider` engine, with their English names and the categories their feed category maps
 * to; games the feed no longer lists are unpublished; thumbnails are downloaded once and kept.
 */

/** The feed's categories in ours: the primary category, then the others it is listed in. */
export const FEED_CATEGORY_MAP: Record<
  ProviderFeedGame['category'],
  { primary: CategoryCode; motif: GameArtMotif }
> = {
  slots: { primary: 'slots', motif: 'fruit' },
  live: { primary: 'live_casino', motif: 'cards' },
  roulette: { primary: 'roulette', motif: 'roulette' },
  blackjack: { primary: 'blackjack', motif: 'cards' },
  game_show: { primary: 'game_show', motif: 'wheel' },
  table: { primary: 'table_games', motif: 'cards' },
};
/** The categories an import manages; the operator's other listings (popular …) are left alone. */
export const MANAGED_CATEGORIES: readonly CategoryCode[] = [
  'slots',
  'live_casino',
  'roulette',
  'blackjack',
  'game_show',
  'table_games',
];

/** A live game is listed in "Live casino" too, whatever its own category. */
export function categoryCodesOf(game: Pick<ProviderFeedGame, 'category' | 'live'>): CategoryCode[] {
  const { primary } = FEED_CATEGORY_MAP[game.category];
  return game.live && primary !== 'live_casino' ? [primary, 'live_casino'] : [primary];
}

/** A game's public id: the integration's code and the provider's game code. */
export const importedSlugOf = (integrationCode: string, gameCode: string) =>
  providerSlugOf(`${integrationCode}-${gameCode}`);
const MAX_SLUG_LENGTH = 80;
/** Imported games come after the house's own in the lobby's default order. */
const IMPORTED_POSITION_BASE = 1_000;
/** An import still "running" after this long died with its process: it no longer blocks. */
const STALE_IMPORT_MS = 30 * 60 * 1000;

const IMPORT_COLUMNS = columnsOf(providerImports, [
  'id',
  'integrationId',
  'status',
  'source',
  'total',
  'processed',
  'created',
  'updated',
  'unchanged',
  'unpublished',
  'rejected',
  'rejections',
  'thumbnailsFetched',
  'thumbnailsFailed',
  'errorCode',
  'startedAt',
  'finishedAt',
]);
export type ImportRow = RowOf<typeof providerImports, keyof typeof IMPORT_COLUMNS>;

export function presentImport(row: ImportRow): AdminProviderImport {
  const errorCode = row.errorCode as ErrorCode | null;
  return {
    id: row.id,
    integration_id: row.integrationId,
    status: row.status,
    source: row.source,
    total: row.total,
    processed: row.processed,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    unpublished: row.unpublished,
    rejected: row.rejected,
    rejections: row.rejections as FeedRejection[],
    thumbnails_fetched: row.thumbnailsFetched,
    thumbnails_failed: row.thumbnailsFailed,
    error_code: errorCode,
    error: errorCode === null ? null : (ERROR_TEXTS[errorCode] ?? null),
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** Where the feed comes from: the integration's feed URL, or a file the operator uploaded. */
export type FeedSource =
  | { kind: 'feed' }
  | { kind: 'upload'; text: string; contentType: string | undefined; fileName: string };

export function createProviderCatalogueService(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
}) {
  const { db, pool, logger } = deps;
  const fetchImpl = deps.fetch ?? fetch;
  /** Imports running in this process: the app waits for them before it closes. */
  const running = new Set<Promise<void>>();

  async function readImport(id: number): Promise<ImportRow | undefined> {
    const [row] = await db
      .select(IMPORT_COLUMNS)
      .from(providerImports)
      .where(eq(providerImports.id, id));
    return row;
  }

  async function progress(id: number, fields: Partial<typeof providerImports.$inferInsert>) {
    await db.update(providerImports).set(fields).where(eq(providerImports.id, id));
  }

  async function fetchFeed(url: string): Promise<{ text: string; format: FeedFormat }> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal: AbortSignal.timeout(PROVIDER_FEED_TIMEOUT_MS),
        headers: { accept: 'application/json, text/csv' },
      });
    } catch {
      throw new AppError(502, 'provider_feed_unreachable');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError(502, 'provider_feed_unreachable');
    }
    const body = await readLimited(response, PROVIDER_FEED_MAX_BYTES);
    if (body === undefined) throw new AppError(422, 'provider_feed_unreadable');
    const text = body.toString('utf8');
    return {
      text,
      format: feedFormatOf(response.headers.get('content-type') ?? undefined, url, text),
    };
  }

  /** The import's work, after its row exists; every failure ends in the row, never thrown. */
  async function run(
    importId: number,
    integration: {
      id: number;
      code: string;
      enabled: boolean;
      feedUrl: string | null;
      launchUrl: string;
    },
    source: FeedSource,
  ): Promise<void> {
    try {
      const { text, format } =
        source.kind === 'feed'
          ? await fetchFeed(integration.feedUrl as string)
          : {
              text: source.text,
              format: feedFormatOf(source.contentType, source.fileName, source.text),
            };
      let feed: ReturnType<typeof parseFeed>;
      try {
        feed = parseFeed(text, format);
      } catch (error) {
        if (error instanceof FeedUnreadable) throw new AppError(422, 'provider_feed_unreadable');
        throw error;
      }
      const rejections = [...feed.rejections];
      const reject = (row: FeedRow, reason: string) =>
        rejections.push({ row: row.row, game_code: row.game.game_code, reason });
      await progress(importId, { total: feed.total, rejected: rejections.length });

      const categories = await categoryIdsByCode(pool, MANAGED_CATEGORIES);
      const studioStyle = (games: FeedRow[]): ProviderArtStyle =>
        games.some((row) => row.game.live) ? 'spotlight' : 'reelforge';
      const byStudio = new Map<string, FeedRow[]>();
      for (const row of feed.games) {
        const slug = providerSlugOf(row.game.studio);
        const list = byStudio.get(slug) ?? [];
        list.push(row);
        byStudio.set(slug, list);
      }
      const studioIds = await upsertStudios(
        pool,
        [...byStudio.entries()]
          .filter(([slug]) => slug !== '')
          .map(([slug, rows]) => ({
            slug,
            name: (rows[0] as FeedRow).game.studio.trim(),
            art_style: studioStyle(rows),
          })),
      );

      // Rows the catalogue cannot take: checked before writing, each rejected with its reason.
      const candidates: { row: FeedRow; game: ImportedGame }[] = [];
      const slugsSeen = new Set<string>();
      for (const row of feed.games) {
        const { game } = row;
        const slug = importedSlugOf(integration.code, game.game_code);
        const providerId = studioIds.get(providerSlugOf(game.studio));
        const codes = categoryCodesOf(game);
        const categoryIds = codes.map((code) => categories.get(code));
        if (slug === '' || slug.length > MAX_SLUG_LENGTH) {
          reject(row, 'game_code: makes no game id of at most 80 letters and digits');
        } else if (slugsSeen.has(slug)) {
          reject(row, 'game_code: makes the same game id as another row');
        } else if (providerId === undefined) {
          reject(row, 'studio: has no letters or digits');
        } else if (categoryIds.some((id) => id === undefined)) {
          reject(row, `category: the catalogue has no ${codes.join(' / ')} category`);
        } else {
          slugsSeen.add(slug);
          candidates.push({
            row,
            game: {
              code: game.game_code,
              slug,
              name: game.name,
              provider_id: providerId,
              category_id: categoryIds[0] as number,
              category_ids: categoryIds as number[],
              demo: game.demo,
              live: game.live,
              rtp_bps: rtpBpsOf(game.rtp),
              image_key: FEED_CATEGORY_MAP[game.category].motif,
              position: IMPORTED_POSITION_BASE + row.row,
            },
          });
        }
      }

      const counts = { processed: 0, created: 0, updated: 0, unchanged: 0 };
      const thumbnails: ThumbnailJob[] = [];
      const managedIds = MANAGED_CATEGORIES.flatMap((code) => categories.get(code) ?? []);
      for (let start = 0; start < candidates.length; start += PROVIDER_IMPORT_BATCH_SIZE) {
        const batch = candidates.slice(start, start + PROVIDER_IMPORT_BATCH_SIZE);
        const held = await slugsHeldByOthers(
          pool,
          integration.id,
          batch.map(({ game }) => ({ slug: game.slug, code: game.code })),
        );
        const writable = batch.filter(({ row, game }) => {
          if (!held.has(game.slug)) return true;
          reject(row, `game_code: the game id ${game.slug} belongs to another game`);
          return false;
        });
        const written = await writeGameBatch(
          pool,
          integration,
          writable.map(({ game }) => game),
          managedIds,
        );
        for (const { row, game } of writable) {
          const id = written.ids.get(game.code);
          if (id !== undefined) thumbnails.push({ gameId: id, url: row.game.thumbnail });
        }
        counts.processed += batch.length;
        counts.created += written.created;
        counts.updated += written.updated;
        counts.unchanged += written.unchanged;
        await progress(importId, { ...counts, rejected: rejections.length });
      }

      // Games the feed still lists, valid or not, stay as they are; the others are unpublished.
      const listed = [
        ...feed.games.map((row) => row.game.game_code),
        ...rejections.flatMap((rejection) => rejection.game_code ?? []),
      ];
      const unpublished = await unpublishMissing(pool, integration.id, listed);
      await progress(importId, {
        unpublished,
        rejected: rejections.length,
        rejections: rejections.slice(0, PROVIDER_IMPORT_REJECTIONS_SHOWN),
      });

      // Thumbnails only from public addresses, or from the integration's own hosts.
      const thumbnailFetch = createThumbnailFetch(
        integrationHosts([integration.feedUrl, integration.launchUrl]),
      );
      const fetched = await refreshThumbnails(
        db,
        thumbnails,
        (done) =>
          progress(importId, { thumbnailsFetched: done.fetched, thumbnailsFailed: done.failed }),
        thumbnailFetch,
      ).finally(() => thumbnailFetch.close());
      await progress(importId, {
        thumbnailsFetched: fetched.fetched,
        thumbnailsFailed: fetched.failed,
        status: 'done',
        finishedAt: new Date(),
      });
    } catch (error) {
      const code: ErrorCode = error instanceof AppError ? error.code : 'unexpected';
      if (!(error instanceof AppError))
        logger.error({ err: error, importId }, 'provider import failed');
      await progress(importId, { status: 'failed', errorCode: code, finishedAt: new Date() }).catch(
        (failure: unknown) => logger.error({ err: failure, importId }, 'import row not closed'),
      );
    }
  }

  return {
    /**
     * Starts an import and answers its row at once (the page polls it). One import of an
     * integration runs at a time: a second answers 409 while the first runs.
     */
    async start(
      operatorId: number,
      integrationId: number,
      source: FeedSource,
    ): Promise<AdminProviderImport> {
      const [integration] = await db
        .select({
          id: providerIntegrations.id,
          code: providerIntegrations.code,
          enabled: providerIntegrations.enabled,
          feedUrl: providerIntegrations.feedUrl,
          launchUrl: providerIntegrations.launchUrl,
        })
        .from(providerIntegrations)
        .where(eq(providerIntegrations.id, integrationId));
      if (!integration) throw providerAdminErrors.integrationNotFound();
      if (source.kind === 'feed' && !integration.feedUrl)
        throw providerAdminErrors.feedUrlMissing();
      // An import whose process died mid-way would block the next one for ever.
      await db
        .update(providerImports)
        .set({ status: 'failed', errorCode: 'unexpected', finishedAt: new Date() })
        .where(
          and(
            eq(providerImports.integrationId, integrationId),
            eq(providerImports.status, 'running'),
            lt(providerImports.startedAt, new Date(Date.now() - STALE_IMPORT_MS)),
          ),
        );
      let importId: number;
      try {
        importId = await inDbTransaction(pool, async (tx, client) => {
          const [row] = await tx
            .insert(providerImports)
            .values({ integrationId, startedBy: operatorId, source: source.kind })
            .returning({ id: providerImports.id });
          if (!row) throw new Error('an import row was not inserted');
          await deps.operatorLog.record(client, {
            actorUserId: operatorId,
            action: 'provider.import',
            targetType: 'provider_integration',
            targetId: integrationId,
            details: {
              import_id: row.id,
              source: source.kind,
              ...(source.kind === 'upload' ? { file_name: source.fileName } : {}),
            },
          });
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'provider_imports_running_key')) {
          throw providerAdminErrors.importRunning();
        }
        throw error;
      }
      const work = run(importId, integration, source);
      running.add(work);
      void work.finally(() => running.delete(work));
      const row = await readImport(importId);
      if (!row) throw new Error('an import row vanished');
      return presentImport(row);
    },

    async read(integrationId: number, importId: number): Promise<AdminProviderImport> {
      const row = await readImport(importId);
      if (!row || row.integrationId !== integrationId) throw providerAdminErrors.importNotFound();
      return presentImport(row);
    },

    /** The latest import of each integration asked for. */
    async latest(integrationIds: readonly number[]): Promise<Map<number, AdminProviderImport>> {
      const result = new Map<number, AdminProviderImport>();
      if (integrationIds.length === 0) return result;
      const rows = await db
        .selectDistinctOn([providerImports.integrationId], IMPORT_COLUMNS)
        .from(providerImports)
        .where(inArray(providerImports.integrationId, [...integrationIds]))
        .orderBy(providerImports.integrationId, desc(providerImports.id));
      for (const row of rows) result.set(row.integrationId, presentImport(row));
      return result;
    },

    /** Waits for this process's running imports (the app closing, a test ending). */
    async settled(): Promise<void> {
      await Promise.allSettled([...running]);
    },
  };
}
export type ProviderCatalogueService = ReturnType<typeof createProviderCatalogueService>;
