import { localeQuery } from '@satsino/contract/content';
import { vipStatus } from '@satsino/contract/vip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { requestLocale } from '../content/content.locale.js';
import type { VipService } from './vip.service.js';

export function registerVipRoutes(app: FastifyInstance, vip: VipService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/vip/status',
    {
      preValidation: signedIn,
      schema: {
        tags: ['vip'],
        summary: "The player's VIP standing: wagered total, level, next level and progress",
        description:
          'Wagered is the sum of the stakes of every bet not rolled back. Level names are in the locale asked for.',
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: vipStatus, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', 'no-store');
      return vip.status(requireIdentity(request).userId, locale);
    },
  );
}
