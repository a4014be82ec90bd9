import {
  localeQuery,
  PAGES_LIST_MAX,
  page,
  pagesListRequest,
  pagesListResponse,
  slugParams,
} from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/openapi-errors.js';
import { emptyBodyAsDefaults, PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { PagesService } from './pages.service.js';

/** SPEC §7 website pages: the list (both forms of the call) and one page by slug. */
export function registerPageRoutes(app: FastifyInstance, pages: PagesService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/pages',
    {
      preValidation: emptyBodyAsDefaults,
      schema: {
        tags: ['content'],
        summary: 'Published website pages from limit_from to limit_to (defaults 0 and 300)',
        querystring: localeQuery,
        body: pagesListRequest,
        response: { 200: pagesListResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => ({
      pages: await pages.list(request.body, requestLocale(request, reply)),
    }),
  );

  routes.get(
    '/api/pages',
    {
      schema: {
        tags: ['content'],
        summary: `The same list in one cacheable GET: every published page (at most ${PAGES_LIST_MAX})`,
        description:
          'For the UI content the web loads at start (footer and policy links). It takes no ' +
          'window and may be cached for a minute; POST /api/pages is the windowed form.',
        querystring: localeQuery,
        response: { 200: pagesListResponse },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return { pages: await pages.list({ limit_from: 0, limit_to: PAGES_LIST_MAX }, locale) };
    },
  );

  routes.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One published page by slug, with its Markdown body',
        params: slugParams,
        querystring: localeQuery,
        response: { 200: page, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return pages.get(request.params.slug, locale);
    },
  );
}
