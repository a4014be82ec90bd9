import {
  adminBonus,
  adminBonusCancelRequest,
  adminBonusGrantRequest,
  adminBonusList,
  bonusIdParams,
  playerIdParams,
} from '@satsino/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { requestKey } from '../wallet/request-key.js';
import { presentAdminBonus } from './bonuses.presenter.js';
import type { BonusService } from './bonuses.service.js';

const bearer = [{ bearerAuth: [] }];

/** Operator calls of the bonus programme: read for staff, grant and cancel for admins. */
export function registerBonusAdminRoutes(
  app: FastifyInstance,
  deps: { bonuses: BonusService; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/players/:userId/bonuses',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: "A player's bonuses, open ones first",
        security: bearer,
        params: playerIdParams,
        response: { 200: adminBonusList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await deps.bonuses.listForOperator(request.params.userId);
      const now = deps.now();
      return rows.map((row) => presentAdminBonus(row, now));
    },
  );

  routes.post(
    '/api/admin/players/:userId/bonuses',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Grant a cash bonus by hand: credited to the bonus balance, wagered as set',
        description:
          'Send an Idempotency-Key header to make a retry safe: the same key answers the bonus it granted; with another amount or terms it is a 409.',
        security: bearer,
        params: playerIdParams,
        body: adminBonusGrantRequest,
        response: { 201: adminBonus, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const row = await deps.bonuses.grantByOperator(
        requireIdentity(request).userId,
        request.params.userId,
        request.body,
        requestKey(request),
      );
      reply.code(201);
      return presentAdminBonus(row, deps.now());
    },
  );

  routes.post(
    '/api/admin/bonuses/:id/cancel',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'End an open bonus; a running one gives its bonus balance back to the house',
        security: bearer,
        params: bonusIdParams,
        body: adminBonusCancelRequest,
        response: { 200: adminBonus, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const row = await deps.bonuses.cancelByOperator(
        requireIdentity(request).userId,
        request.params.id,
        request.body.reason,
      );
      return presentAdminBonus(row, deps.now());
    },
  );
}
