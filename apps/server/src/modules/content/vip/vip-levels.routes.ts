import { localeQuery, vipLevelsResponse } from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { VipLevelsService } from './vip-levels.service.js';

/** SPEC §7 names both paths for the same list; the web keeps them in reverse order. */
export function registerVipLevelRoutes(app: FastifyInstance, vip: VipLevelsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const path of ['/api/levels', '/api/vip-levels']) {
    routes.get(
      path,
      {
        schema: {
          tags: ['content'],
          summary: 'VIP levels, lowest first, with their benefits, cashback and bonus',
          querystring: localeQuery,
          response: { 200: vipLevelsResponse },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request, reply);
        reply.header('cache-control', PUBLIC_CONTENT_CACHE);
        return { levels: await vip.levels(locale) };
      },
    );
  }
}
