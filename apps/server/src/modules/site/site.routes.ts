import {
  maintenanceStateResponse,
  maintenanceUpdateRequest,
  siteInfoResponse,
} from '@satsino/contract/site-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, requireIdentity } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { MaintenanceSwitch } from './maintenance.js';

const bearer = [{ bearerAuth: [] }];

export function registerSiteRoutes(
  app: FastifyInstance,
  deps: { maintenance: MaintenanceSwitch; siteName: string; supportEmail: string },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { maintenance } = deps;

  routes.get(
    '/api/site',
    {
      schema: {
        tags: ['site'],
        summary:
          'Site name, support address and whether maintenance is on (the web then shows /maintenancePage)',
        response: { 200: siteInfoResponse },
      },
    },
    async (_request, reply) => {
      // The web asks at every start; a cached "off" would hide maintenance from it.
      reply.header('cache-control', 'no-store');
      return {
        site_name: deps.siteName,
        support_email: deps.supportEmail,
        maintenance: await maintenance.isActive(),
      };
    },
  );

  routes.get(
    '/api/admin/maintenance',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The maintenance switch',
        security: bearer,
        response: { 200: maintenanceStateResponse, ...errorResponses(401, 403) },
      },
    },
    async () => maintenance.state(),
  );

  routes.put(
    '/api/admin/maintenance',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Switch maintenance on or off; other processes follow within seconds',
        security: bearer,
        body: maintenanceUpdateRequest,
        response: { 200: maintenanceStateResponse, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => maintenance.set(request.body.enabled, requireIdentity(request).userId),
  );
}
