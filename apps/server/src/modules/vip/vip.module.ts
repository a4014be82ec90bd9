import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerMenuAdminRoutes } from '../content/menu/menu.admin.js';
import { registerVipLevelAdminRoutes } from '../content/vip/vip-levels.admin.js';
import { createVipLevelsService } from '../content/vip/vip-levels.service.js';
import { createNotifier } from '../notifications/notifier.js';
import { registerVipRoutes } from './vip.routes.js';
import { createVipService } from './vip.service.js';
import { startVipWatch } from './vip-watch.js';

/**
 * The vip domain: the player's standing, level-up notifications (read lazily and by a periodic
 * watch over new bets), and the operator's writes of the programme's levels and of the site's
 * menus (both content, whose public reads the content routes serve).
 */
export async function registerVipModule(app: FastifyInstance, services: ModuleServices) {
  const { database, now, logger } = services;
  const vip = createVipService({
    db: database.db,
    levels: createVipLevelsService({ db: database.db }),
    notifier: createNotifier({ db: database.db, realtime: services.realtime, now }),
    logger,
    now,
  });
  registerVipRoutes(app, vip);
  startVipWatch(app, vip, logger);

  const admin = { pool: database.pool, db: database.db, operatorLog: services.operatorLog };
  registerVipLevelAdminRoutes(app, admin);
  registerMenuAdminRoutes(app, admin);
  return { vip };
}
