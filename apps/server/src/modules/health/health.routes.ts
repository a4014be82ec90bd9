import { healthResponse } from '@satsino/contract/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.js';

export function registerHealthRoutes(app: FastifyInstance, health: HealthService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const result = await health.check();
      reply.header('cache-control', 'no-store');
      return reply.status(result.database === 'up' ? 200 : 503).send(result);
    },
  );
}
