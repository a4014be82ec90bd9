import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerChatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';
import { registerChatAdminRoutes } from './chat-admin.routes.js';

/** The chat domain: support conversations between players and operators. */
export async function registerChatModule(app: FastifyInstance, services: ModuleServices) {
  const chat = createChatService({
    pool: services.database.pool,
    rateLimiter: services.rateLimiter,
    operatorLog: services.operatorLog,
    publishAppAlert: (userId, event) => services.realtime.publishAppAlert(userId, event),
    publishGroupCreated: (userId, event) => services.realtime.publishGroupCreated(userId, event),
    now: services.now,
  });
  registerChatRoutes(app, chat);
  registerChatAdminRoutes(app, chat);
}
