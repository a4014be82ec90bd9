import { mediaParams } from '@satsino/contract/content';
import { adminMediaList } from '@satsino/contract/content-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../../platform/authentication.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import { contentErrors } from '../content.errors.js';
import { ARTWORK_NAMES, ARTWORKS, isArtworkName } from './artworks.js';
import { renderArtwork } from './svg.js';

/** The art only changes with a release, so browsers and proxies may keep it for a week. */
const MEDIA_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
/** An SVG opened on its own is a document: it may draw, never run or load anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export function registerMediaRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Drawn once per process: the registry is fixed at build time.
  const rendered = new Map<string, string>();

  routes.get(
    '/api/media/:name.svg',
    {
      schema: {
        tags: ['content'],
        summary: 'Generated promotional art (SVG), referred to by image_url and bg_img',
        params: mediaParams,
        response: {
          // A string with a non-JSON content type is sent as it is, never serialized.
          200: {
            description: 'SVG document',
            content: { 'image/svg+xml': { schema: z.string() } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isArtworkName(name)) throw contentErrors.imageNotFound();
      let svg = rendered.get(name);
      if (!svg) {
        svg = renderArtwork(name, ARTWORKS[name]);
        rendered.set(name, svg);
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', MEDIA_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', SVG_CSP)
        .send(svg);
    },
  );

  routes.get(
    '/api/admin/media',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The generated artworks an image_key may name',
        security: [{ bearerAuth: [] }],
        response: { 200: adminMediaList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ names: ARTWORK_NAMES }),
  );
}
