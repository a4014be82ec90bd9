import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import type { SessionService } from '../auth/sessions.service.js';
import { registerLimitsRoutes } from './limits.routes.js';
import { createLimitsService } from './limits.service.js';

/**
 * The limits domain (ADR 0020): the player's responsible-gambling rules. The bet and deposit
 * paths enforce them through limits.service.ts; this registers their settings and the
 * operator's view.
 */
export async function registerLimitsModule(
  app: FastifyInstance,
  services: ModuleServices,
  sessions: Pick<SessionService, 'endOthersWith'>,
) {
  const limits = createLimitsService({
    pool: services.database.pool,
    sessions,
    now: services.now,
  });
  registerLimitsRoutes(app, limits);
  return { limits };
}
