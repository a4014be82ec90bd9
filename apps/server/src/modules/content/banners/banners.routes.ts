import { bannersResponse, localeQuery } from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { BannersService } from './banners.service.js';

export function registerBannerRoutes(app: FastifyInstance, banners: BannersService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/banners',
    {
      schema: {
        tags: ['content'],
        summary: 'The landing page banners',
        querystring: localeQuery,
        response: { 200: bannersResponse },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return { banners: await banners.list(locale) };
    },
  );
}
