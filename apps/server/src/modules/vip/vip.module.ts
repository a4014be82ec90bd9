import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { createVipLevelsService } from '../content/vip/vip-levels.service.js';
import { createNotifier } from '../notifications/notifier.js';
import { registerVipRoutes } from './vip.routes.js';
import { createVipService } from './vip.service.js';
import { startVipWatch } from './vip-watch.js';

/**
 * The vip domain: the player's standing and level-up notifications (read lazily and by a
 * periodic watch over new bets). The levels themselves are content: the content routes serve
 * their public reads and the operator's writes.
 */
export async function registerVipModule(app: FastifyInstance, services: ModuleServices) {
  const { database, now, logger } = services;
  const vip = createVipService({
    db: database.db,
    pool: database.pool,
    levels: createVipLevelsService({ db: database.db }),
    notifier: createNotifier({ db: database.db, realtime: services.realtime, now }),
    logger,
    now,
  });
  registerVipRoutes(app, vip);
  startVipWatch(app, vip, logger);
  return { vip };
}
