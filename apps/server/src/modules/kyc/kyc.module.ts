import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { createNotifier } from '../notifications/notifier.js';
import { registerKycRoutes } from './kyc.routes.js';
import { createKycService } from './kyc.service.js';
import { registerKycAdminRoutes } from './kyc-admin.routes.js';

/** The kyc domain: the player's account verification and the operator's review of it. */
export async function registerKycModule(app: FastifyInstance, services: ModuleServices) {
  const { database, now } = services;
  const kyc = createKycService({
    db: database.db,
    pool: database.pool,
    operatorLog: services.operatorLog,
    notifier: createNotifier({ db: database.db, realtime: services.realtime, now }),
    rateLimiter: services.rateLimiter,
    now,
    queueChanged: (change) => services.realtime.publishOperatorEvent(change),
  });
  registerKycRoutes(app, kyc);
  registerKycAdminRoutes(app, kyc);
  return { kyc };
}
