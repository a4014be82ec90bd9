import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { createCashbackService } from '../cashback/cashback.service.js';
import { auditCashback } from '../cashback/cashback-audit.repo.js';
import { startCashbackJob } from '../cashback/cashback-job.js';
import { createVipLevelsService } from '../content/vip/vip-levels.service.js';
import { createNotifier } from '../notifications/notifier.js';
import { registerVipRoutes } from './vip.routes.js';
import { createVipService } from './vip.service.js';
import { registerVipAdminRoutes } from './vip-admin.routes.js';
import { createVipManagers } from './vip-managers.js';
import { startVipWatch } from './vip-watch.js';

/**
 * The vip domain: the player's standing and level-up notifications (read lazily and by a
 * periodic watch over new bets), the benefits the levels give — the cashback job and its preview
 * (docs/decisions/0014), the Platinum VIP manager. The levels themselves are content: the
 * content routes serve their public reads and the operator's writes.
 */
export async function registerVipModule(app: FastifyInstance, services: ModuleServices) {
  const { database, now, logger } = services;
  const notifier = createNotifier({ db: database.db, realtime: services.realtime, now });
  const vip = createVipService({
    db: database.db,
    pool: database.pool,
    levels: createVipLevelsService({ db: database.db }),
    notifier,
    logger,
    now,
  });
  const cashback = createCashbackService({
    ledger: services.ledger,
    notifier,
    levelOf: (userId, locale) => vip.level(userId, locale),
    logger,
    now,
  });
  const managers = createVipManagers({
    db: database.db,
    pool: database.pool,
    operatorLog: services.operatorLog,
    levelOf: (userId) => vip.level(userId),
  });
  // Every cashback award against its payment, in the ledger audit.
  services.ledger.addAuditChecks(auditCashback);
  registerVipRoutes(app, { vip, cashback, managers });
  registerVipAdminRoutes(app, managers);
  startVipWatch(app, vip, logger);
  let job: ReturnType<typeof startCashbackJob> | undefined;
  app.addHook('onReady', async () => {
    job = startCashbackJob({ pool: database.pool, logger, cashback });
  });
  // Before the database closes: a pass in flight finishes first.
  app.addHook('onClose', async () => {
    await job?.stop();
  });
  return { vip, cashback, managers };
}
