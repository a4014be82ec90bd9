import { cashbackStatus } from '@satsino/contract/cashback';
import { localeQuery } from '@satsino/contract/content';
import { vipManager, vipStatus } from '@satsino/contract/vip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { CashbackService } from '../cashback/cashback.service.js';
import { requestLocale } from '../content/content.locale.js';
import type { VipService } from './vip.service.js';
import type { VipManagers } from './vip-managers.js';

export function registerVipRoutes(
  app: FastifyInstance,
  deps: { vip: VipService; cashback: CashbackService; managers: VipManagers },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/vip/status',
    {
      preValidation: signedIn,
      schema: {
        tags: ['vip'],
        summary: "The player's VIP standing: wagered total, level, next level and progress",
        description:
          'Wagered is the sum of the real-money stakes (bonus-balance stakes excluded) of every bet not rolled back. Level names are in the locale asked for.',
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: vipStatus, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', 'no-store');
      return deps.vip.status(requireIdentity(request).userId, locale);
    },
  );

  routes.get(
    '/api/vip/cashback',
    {
      preValidation: signedIn,
      schema: {
        tags: ['vip'],
        summary: 'Cashback accrued so far this day and this week, before it is paid',
        description:
          'Net loss is real-money stakes minus real-money wins (bonus money excluded). Daily and weekly cashback are paid as a bonus with 1× wagering after the period ends, VIP cashback as cash (docs/decisions/0014).',
        security: [{ bearerAuth: [] }],
        querystring: localeQuery,
        response: { 200: cashbackStatus, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', 'no-store');
      return deps.cashback.status(requireIdentity(request).userId, locale);
    },
  );

  routes.get(
    '/api/vip/manager',
    {
      preValidation: signedIn,
      schema: {
        tags: ['vip'],
        summary: "The player's personal VIP manager (Platinum), if one is assigned",
        security: [{ bearerAuth: [] }],
        response: { 200: vipManager, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.managers.forPlayer(requireIdentity(request).userId);
    },
  );
}
