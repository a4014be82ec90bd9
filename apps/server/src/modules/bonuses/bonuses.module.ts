import { CURRENCIES } from '@satsino/contract/money';
import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { startPeriodicJob } from '../../platform/periodic-job.js';
import { registerBonusCampaignRoutes } from './admin-campaigns.routes.js';
import { registerBonusRoutes } from './bonuses.routes.js';
import type { BonusService } from './bonuses.service.js';
import { registerBonusAdminRoutes } from './bonuses-admin.routes.js';
import { auditBonuses } from './bonuses-audit.repo.js';

/** How often the periodic job settles expired and wagered bonuses. */
export const BONUS_SWEEP_INTERVAL_MS = 60_000;
/** Session advisory lock of the sweep: one process sweeps at a time. */
const SWEEP_LOCK_KEY = 7_007_000_001;

/**
 * Runs `service.sweep()` every interval in whichever process takes the advisory lock first; the
 * others skip that round. Returns a stop function that waits for a running pass.
 */
export function startBonusSweeper(
  services: Pick<ModuleServices, 'database' | 'logger'>,
  bonuses: Pick<BonusService, 'sweep'>,
  intervalMs = BONUS_SWEEP_INTERVAL_MS,
  beforeEachPass: () => Promise<void> = async () => {},
): () => Promise<void> {
  const job = startPeriodicJob({
    name: 'bonus sweep',
    pool: services.database.pool,
    logger: services.logger,
    lockKey: SWEEP_LOCK_KEY,
    intervalMs,
    run: async () => {
      await beforeEachPass();
      await bonuses.sweep();
    },
  });
  return job.stop;
}

export async function registerBonusesModule(
  app: FastifyInstance,
  services: ModuleServices,
  bonuses: BonusService,
) {
  // Every bonus row against its grant and settlement, in the ledger audit.
  services.ledger.addAuditChecks(auditBonuses);
  registerBonusRoutes(app, { bonuses, now: services.now });
  registerBonusAdminRoutes(app, { bonuses, now: services.now });
  registerBonusCampaignRoutes(app, { pool: services.database.pool });
  let stop: (() => Promise<void>) | undefined;
  // The house's bonus cost accounts exist before the first grant: a grant inside a deposit's
  // transaction reads its account on that transaction's connection and must never need a
  // second one to make it while other requests hold the rest of the pool.
  let costAccountsMade = false;
  const makeCostAccounts = async () => {
    if (costAccountsMade) return;
    for (const currency of CURRENCIES) {
      await services.ledger.accounts.systemAccount('bonus_cost', currency);
    }
    costAccountsMade = true;
  };
  app.addHook('onReady', async () => {
    // A server whose database is down still starts (health answers 503); the sweep makes the
    // accounts once the database is back.
    await makeCostAccounts().catch((error: unknown) => {
      services.logger.warn(
        { err: error },
        'bonus cost accounts not made yet: database unreachable',
      );
    });
    stop = startBonusSweeper(services, bonuses, BONUS_SWEEP_INTERVAL_MS, makeCostAccounts);
  });
  // Before the database closes: a pass in flight finishes first.
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
