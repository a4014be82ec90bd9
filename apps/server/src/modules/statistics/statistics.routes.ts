import { LOCALES } from '@satsino/contract/locales';
import { houseStatistics, playerStatistics, statisticsQuery } from '@satsino/contract/statistics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { StatisticsService } from './statistics.service.js';

const bearer = [{ bearerAuth: [] }];
const houseQuery = z.object({ locale: z.enum(LOCALES).default('en') });

/** SPEC §2 "statistics": the player's own figures and the house's of today. */
export function registerStatisticsRoutes(app: FastifyInstance, statistics: StatisticsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/statistics',
    {
      preValidation: signedIn,
      schema: {
        tags: ['statistics'],
        summary: "The player's real-money play in a period: totals, per game, biggest wins",
        security: bearer,
        querystring: statisticsQuery,
        response: { 200: playerStatistics, ...errorResponses(401, 422) },
      },
    },
    async (request) => statistics.forPlayer(requireIdentity(request).userId, request.query.period),
  );

  routes.get(
    '/api/statistics/house',
    {
      schema: {
        tags: ['statistics'],
        summary: "Today's rounds, players, stakes per currency and biggest wins (UTC day)",
        querystring: houseQuery,
        response: { 200: houseStatistics, ...errorResponses(422) },
      },
    },
    async (request) => statistics.house(request.query.locale),
  );
}
