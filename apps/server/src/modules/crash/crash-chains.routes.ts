import { crashChain, crashChainList } from '@satsino/contract/crash';
import {
  adminCrashChainList,
  crashChainCreateRequest,
  crashChainIdParams,
  crashChainSaltRequest,
} from '@satsino/contract/crash-admin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { CrashChainService } from './crash-chains.service.js';

const bearer = [{ bearerAuth: [] }];

/** The seeding event: every chain for the public, and the operator's publish and salt calls. */
export function registerCrashChainRoutes(
  app: FastifyInstance,
  deps: { chains: CrashChainService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/crash/chains',
    {
      schema: {
        tags: ['crash'],
        summary:
          'Every published crash chain: table, terminating hash, publication, promised Bitcoin block, salt, rounds played',
        response: { 200: crashChainList },
      },
    },
    async () => deps.chains.publicChains(),
  );

  routes.get(
    '/api/admin/crash/chains',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Every crash chain, scheduled publications included, newest first',
        security: bearer,
        response: { 200: adminCrashChainList, ...errorResponses(401, 403) },
      },
    },
    async () => deps.chains.operatorChains(),
  );

  routes.post(
    '/api/admin/crash/chains',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary:
          "Make and publish a table's next chain, promising a future Bitcoin block as its salt",
        description:
          'The table runs the chain only once its salt is entered. A table has at most one chain waiting for its block (409 otherwise).',
        security: bearer,
        body: crashChainCreateRequest,
        response: { 201: crashChain, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const chain = await deps.chains.publish(requireIdentity(request).userId, request.body);
      reply.code(201);
      return chain;
    },
  );

  routes.put(
    '/api/admin/crash/chains/:id/salt',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Enter the promised block's hash as the chain's salt (once, after publication)",
        description:
          'Sending the same salt again answers the chain; another salt is refused (409).',
        security: bearer,
        params: crashChainIdParams,
        body: crashChainSaltRequest,
        response: { 200: crashChain, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      deps.chains.setSalt(requireIdentity(request).userId, request.params.id, request.body.salt),
  );
}
