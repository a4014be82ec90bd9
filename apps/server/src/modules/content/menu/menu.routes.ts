import { localeQuery, menuResponse } from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { MenuService } from './menu.service.js';

export function registerMenuRoutes(app: FastifyInstance, menu: MenuService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/menu',
    {
      schema: {
        tags: ['content'],
        summary: 'Menu links by area: drawer, its Casino group, footer "About us", legal',
        description:
          '`to` is a site path without the locale prefix (the web adds it) unless `external`.',
        querystring: localeQuery,
        response: { 200: menuResponse },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return { menus: await menu.menus(locale) };
    },
  );
}
