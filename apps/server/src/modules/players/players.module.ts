import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import type { SessionService } from '../auth/sessions.service.js';
import { registerAccountLockGuard } from './account-lock-guard.js';
import { registerPlayerRoutes } from './players.routes.js';
import { createPlayersService } from './players.service.js';

/**
 * The players domain (issue 17): the operator's search and player page, and the account lock
 * with the guard that enforces it. It needs the sessions to sign a locked player out.
 */
export async function registerPlayersModule(
  app: FastifyInstance,
  services: ModuleServices,
  sessions: Pick<SessionService, 'endOthersWith'>,
) {
  const { database, now } = services;
  registerAccountLockGuard(app, { db: database.db, pool: database.pool });
  const players = createPlayersService({
    pool: database.pool,
    operatorLog: services.operatorLog,
    sessions,
    notifier: services.notifier,
    now,
  });
  registerPlayerRoutes(app, players);
  return { players };
}
