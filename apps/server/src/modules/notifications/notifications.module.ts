import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { createNotificationsService } from './notifications.service.js';

/** The notifications domain: the player's list, the operator's sending, and the notifier. */
export async function registerNotificationsModule(
  app: FastifyInstance,
  services: ModuleServices,
): Promise<void> {
  const { database, notifier, now } = services;
  registerNotificationRoutes(
    app,
    createNotificationsService({
      db: database.db,
      pool: database.pool,
      notifier,
      operatorLog: services.operatorLog,
      now,
    }),
  );
}
