import { createHash } from 'node:crypto';
import { PROVIDER_THUMB_KEY_PREFIX } from '@satsino/contract/catalogue';
import {
  PROVIDER_THUMBNAIL_CONCURRENCY,
  PROVIDER_THUMBNAIL_MAX_BYTES,
  PROVIDER_THUMBNAIL_TIMEOUT_MS,
  type ProviderThumbnailType,
} from '@satsino/contract/provider-catalogue';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Agent, fetch as undiciFetch } from 'undici';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { catalogueErrors } from '../catalogue/catalogue.errors.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';
import { providerGameThumbnails } from './provider-catalogue.schema.js';
import {
  ForbiddenAddressError,
  publicOnlyLookup,
  requirePublicUrl,
} from './thumbnail-addresses.js';

/*
 * Provider thumbnails (issue 15): each downloaded once at import — bounded in time, size and
 * number at once, and kept only when its bytes are an SVG, PNG, JPEG or WebP image — then served
 * from our origin, so no lobby page depends on the provider or tells it who is looking.
 *
 * SVG is kept as SVG rather than rasterised: an <img> never runs an SVG's scripts, and the
 * document itself, opened on its own, is answered with a CSP that allows no script, no request
 * and no plugin, as our generated art is (catalogue media routes).
 */

/** A week, then the ETag makes revalidation a 304; the URL's revision changes with the bytes. */
const THUMBNAIL_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const THUMBNAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The image type the bytes are, by their first bytes; the provider's header only has to agree. */
export function sniffImageType(bytes: Buffer): ProviderThumbnailType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart();
  if (
    (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) &&
    /<svg[\s>]/.test(head)
  ) {
    return 'image/svg+xml';
  }
  return undefined;
}

export interface DownloadedThumbnail {
  contentType: ProviderThumbnailType;
  sha256: string;
  content: Buffer;
}

/** Redirects a thumbnail's download follows at most, each checked like the first address. */
const MAX_REDIRECTS = 3;

/**
 * The fetch thumbnails are downloaded with: connections go only to public addresses, or to the
 * integration's own hosts (thumbnail-addresses.ts). One per import, closed after it.
 */
export function createThumbnailFetch(trustedHosts: ReadonlySet<string>) {
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(trustedHosts) } });
  const guarded = ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher } as Parameters<
      typeof undiciFetch
    >[1]) as unknown as Promise<Response>) as typeof fetch;
  return { fetch: guarded, trustedHosts, close: () => dispatcher.close() };
}
export type ThumbnailFetch = Pick<
  ReturnType<typeof createThumbnailFetch>,
  'fetch' | 'trustedHosts'
>;

/** One thumbnail, or why it was not kept. */
export async function downloadThumbnail(
  url: string,
  fetcher: ThumbnailFetch,
): Promise<DownloadedThumbnail | { failed: string }> {
  let response: Response | undefined;
  let address = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      requirePublicUrl(new URL(address), fetcher.trustedHosts);
      response = await fetcher.fetch(address, {
        signal: AbortSignal.timeout(PROVIDER_THUMBNAIL_TIMEOUT_MS),
        // Each redirect's address is checked before it is followed.
        redirect: 'manual',
        headers: { accept: 'image/svg+xml,image/png,image/jpeg,image/webp' },
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) break;
      await response.body?.cancel();
      address = new URL(location, address).toString();
      response = undefined;
    }
  } catch (error) {
    const forbidden =
      error instanceof ForbiddenAddressError ||
      (error as { cause?: unknown }).cause instanceof ForbiddenAddressError;
    return { failed: forbidden ? 'not a public address' : 'unreachable' };
  }
  if (response === undefined) return { failed: 'too many redirects' };
  if (!response.ok) {
    await response.body?.cancel();
    return { failed: `HTTP ${response.status}` };
  }
  const declared = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > PROVIDER_THUMBNAIL_MAX_BYTES) {
    await response.body?.cancel();
    return { failed: 'too large' };
  }
  const content = await readLimited(response, PROVIDER_THUMBNAIL_MAX_BYTES);
  if (content === undefined) return { failed: 'too large' };
  const contentType = sniffImageType(content);
  if (!contentType || (declared !== undefined && declared !== contentType)) {
    return { failed: 'not an SVG, PNG, JPEG or WebP image' };
  }
  return { contentType, content, sha256: createHash('sha256').update(content).digest('hex') };
}

/** The body up to `limit` bytes, or undefined past it (the rest is not read). */
export async function readLimited(response: Response, limit: number): Promise<Buffer | undefined> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(Buffer.from(value));
    }
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

/** The image key of a provider game whose thumbnail is kept: it revises the tile's URL. */
export const thumbnailKeyOf = (sha256: string) =>
  `${PROVIDER_THUMB_KEY_PREFIX}${sha256.slice(0, 16)}`;

export interface ThumbnailJob {
  gameId: number;
  url: string;
}

/** Image keys changed by kept thumbnails are written this many at a time (one statement). */
const IMAGE_KEY_BATCH = 200;

/**
 * Downloads the thumbnails of the games whose kept copy is missing or came from another URL,
 * PROVIDER_THUMBNAIL_CONCURRENCY at a time, and keeps each one that is an image; the games'
 * image keys (the tile URL's revision) follow in batches, so the catalogue's version moves once
 * per batch rather than once per picture.
 */
export async function refreshThumbnails(
  db: Db,
  jobs: readonly ThumbnailJob[],
  onProgress: (done: { fetched: number; failed: number }) => Promise<void>,
  fetcher: ThumbnailFetch,
): Promise<{ fetched: number; failed: number }> {
  const counts = { fetched: 0, failed: 0 };
  if (jobs.length === 0) return counts;
  const kept = await db
    .select({ gameId: providerGameThumbnails.gameId, sourceUrl: providerGameThumbnails.sourceUrl })
    .from(providerGameThumbnails)
    .where(
      inArray(
        providerGameThumbnails.gameId,
        jobs.map((job) => job.gameId),
      ),
    );
  const keptUrl = new Map(kept.map((row) => [row.gameId, row.sourceUrl]));
  const queue = jobs.filter((job) => keptUrl.get(job.gameId) !== job.url);
  let pendingKeys: { id: number; key: string }[] = [];
  const flushKeys = async () => {
    if (pendingKeys.length === 0) return;
    const batch = pendingKeys;
    pendingKeys = [];
    await db.execute(sql`
      UPDATE ${catalogueGames} AS g SET image_key = r.key
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(id bigint, key text)
       WHERE g.id = r.id AND g.image_key <> r.key`);
  };
  let next = 0;
  let sinceReport = 0;
  async function worker() {
    while (next < queue.length) {
      const job = queue[next] as ThumbnailJob;
      next += 1;
      const downloaded = await downloadThumbnail(job.url, fetcher);
      if ('failed' in downloaded) counts.failed += 1;
      else {
        await keepThumbnail(db, job, downloaded);
        pendingKeys.push({ id: job.gameId, key: thumbnailKeyOf(downloaded.sha256) });
        counts.fetched += 1;
      }
      if (pendingKeys.length >= IMAGE_KEY_BATCH) await flushKeys();
      sinceReport += 1;
      if (sinceReport >= 100) {
        sinceReport = 0;
        await onProgress({ ...counts });
      }
    }
  }
  await Promise.all(
    Array.from({ length: Math.min(PROVIDER_THUMBNAIL_CONCURRENCY, queue.length) }, worker),
  );
  await flushKeys();
  return counts;
}

async function keepThumbnail(db: Db, job: ThumbnailJob, image: DownloadedThumbnail) {
  await db
    .insert(providerGameThumbnails)
    .values({ gameId: job.gameId, sourceUrl: job.url, ...image })
    .onConflictDoUpdate({
      target: providerGameThumbnails.gameId,
      set: {
        sourceUrl: job.url,
        contentType: image.contentType,
        sha256: image.sha256,
        content: image.content,
        fetchedAt: sql`now()`,
      },
    });
}

/** GET /api/games/thumbnails/:game_id — a provider game's kept thumbnail, from our origin. */
export function registerProviderThumbnailRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/games/thumbnails/:game_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A provider game's thumbnail, downloaded at import and served from our origin",
        params: z.object({ game_id: z.string().max(80) }),
        response: {
          200: {
            description: 'The image (SVG, PNG, JPEG or WebP)',
            content: { 'image/*': { schema: z.string() } },
          },
          304: z.null().meta({ description: 'Not modified (If-None-Match)' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const [row] = await deps.db
        .select({
          contentType: providerGameThumbnails.contentType,
          sha256: providerGameThumbnails.sha256,
          content: providerGameThumbnails.content,
        })
        .from(providerGameThumbnails)
        .innerJoin(catalogueGames, eq(catalogueGames.id, providerGameThumbnails.gameId))
        .where(eq(catalogueGames.slug, request.params.game_id));
      if (!row) throw catalogueErrors.gameNotFound();
      const etag = `"${row.sha256.slice(0, 32)}"`;
      reply
        .header('cache-control', THUMBNAIL_CACHE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', THUMBNAIL_CSP);
      const wanted = request.headers['if-none-match'];
      if (wanted?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send(null);
      // The bytes as kept: the response schema above documents them, it does not serialize them.
      return (reply as FastifyReply).header('content-type', row.contentType).send(row.content);
    },
  );
}
