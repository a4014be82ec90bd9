import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/connection.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import { catalogueErrors } from '../catalogue.errors.js';
import { findGameBySlug, findProviderBySlug, gameTranslations } from '../catalogue.repo.js';
import { renderGameThumb, renderProviderLogo } from './art.js';
import { motifOf } from './motifs.js';

/**
 * Art URLs carry a revision of what the drawing depends on, so a cached copy is never stale for
 * long: a week, then the ETag makes revalidation a 304.
 */
const MEDIA_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
/** An SVG opened on its own is a document: it may draw, never run or load anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const svgResponse = {
  200: {
    description: 'SVG document',
    content: { 'image/svg+xml': { schema: z.string() } },
  },
  304: z.null().meta({ description: 'Not modified (If-None-Match)' }),
  ...errorResponses(404),
};

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', MEDIA_CACHE)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SVG_CSP);
  const wanted = request.headers['if-none-match'];
  if (wanted?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send(null);
  return reply.header('content-type', 'image/svg+xml; charset=utf-8').send(svg);
}

/** The generated game tiles (210x160) and studio logos (120x50). Public, like the lobby. */
export function registerCatalogueMediaRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  routes.get(
    '/api/catalogue/media/games/:game_id.svg',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A game's tile (SVG, 210x160), in its studio's style",
        params: z.object({ game_id: z.string().max(80) }),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const entry = await findGameBySlug(db, request.params.game_id);
      if (!entry) throw catalogueErrors.gameNotFound();
      const [english] = await gameTranslations(db, [entry.game.id], ['en']);
      const svg = renderGameThumb({
        style: entry.providerStyle,
        motif: motifOf(entry.game.imageKey, entry.game.engine),
        title: english?.name ?? entry.game.slug,
      });
      return sendSvg(request, reply, svg);
    },
  );

  routes.get(
    '/api/catalogue/media/providers/:slug.svg',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A studio's logo (SVG, 120x50)",
        params: z.object({ slug: z.string().max(80) }),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const provider = await findProviderBySlug(db, request.params.slug);
      if (!provider) throw catalogueErrors.providerNotFound();
      return sendSvg(
        request,
        reply,
        renderProviderLogo({ style: provider.artStyle, name: provider.name }),
      );
    },
  );
}
