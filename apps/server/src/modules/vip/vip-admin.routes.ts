import {
  adminVipManager,
  adminVipManagerAssign,
  adminVipManagerList,
  adminVipManagerParams,
} from '@satsino/contract/vip';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { VipManagers } from './vip-managers.js';

const bearer = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The operator's VIP calls: Platinum players' personal managers. */
export function registerVipAdminRoutes(app: FastifyInstance, managers: VipManagers): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staff = { preValidation: staffOnly };

  routes.get(
    '/api/admin/vip/managers',
    {
      ...staff,
      schema: {
        tags,
        summary: 'Players with a personal VIP manager, newest assignment first',
        security: bearer,
        response: { 200: adminVipManagerList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ items: await managers.list() }),
  );

  routes.put(
    '/api/admin/vip/managers/:userId',
    {
      ...staff,
      schema: {
        tags,
        summary: "Assigns (or replaces) a Platinum player's personal VIP manager",
        description: 'The manager must be staff (support or admin); the player must be Platinum.',
        security: bearer,
        params: adminVipManagerParams,
        body: adminVipManagerAssign,
        response: { 200: adminVipManager, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      managers.assign(
        requireIdentity(request).userId,
        request.params.userId,
        request.body.manager_id,
      ),
  );

  routes.delete(
    '/api/admin/vip/managers/:userId',
    {
      ...staff,
      schema: {
        tags,
        summary: "Removes a player's personal VIP manager",
        security: bearer,
        params: adminVipManagerParams,
        response: {
          204: z.null().meta({ description: 'Removed' }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await managers.unassign(requireIdentity(request).userId, request.params.userId);
      return reply.code(204).send(null);
    },
  );
}
