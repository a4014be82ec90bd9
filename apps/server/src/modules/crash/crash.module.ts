import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { createBetLedger } from '../ledger/bets.js';
import { registerCrashRoutes } from './crash.routes.js';
import { type CrashService, createCrashService } from './crash.service.js';
import { auditCrashBets } from './crash-audit.repo.js';
import { registerCrashChainRoutes } from './crash-chains.routes.js';
import { createCrashChainService } from './crash-chains.service.js';
import { createCrashLimits } from './crash-limits.js';
import { registerCrashLimitsRoutes } from './crash-limits.routes.js';
import { type CrashLoop, createCrashLoop } from './crash-loop.js';
import { type CrashSettings, DEFAULT_CRASH_SETTINGS } from './crash-settings.js';

export interface CrashModule {
  /**
   * The loop's settings. They may be changed until the app is ready (tests run short phases);
   * after that they are frozen.
   */
  settings: CrashSettings;
  service: CrashService;
  loop: CrashLoop;
}

declare module 'fastify' {
  interface FastifyInstance {
    crash: CrashModule;
  }
}

/**
 * The crash domain: three tables whose rounds a leader-elected loop runs (one process at a time),
 * and the routes any process answers.
 */
export async function registerCrashModule(app: FastifyInstance, services: ModuleServices) {
  services.ledger.addAuditChecks(auditCrashBets);
  const settings: CrashSettings = {
    ...DEFAULT_CRASH_SETTINGS,
    ...services.config.crashPace,
    loopEnabled: services.config.crashLoop,
  };
  const deps = {
    sql: services.database.pool,
    ledger: services.ledger,
    bets: createBetLedger(services.ledger),
    publisher: { publish: services.realtime.publishCrashEvent.bind(services.realtime) },
    settings,
    logger: services.logger,
  };
  const limits = createCrashLimits({
    pool: services.database.pool,
    operatorLog: services.operatorLog,
  });
  const service = createCrashService({
    ...deps,
    limits,
    maxStakeMinor: (userId) => services.bonusRules.maxStakeMinor(userId),
    now: services.now,
  });
  const loop = createCrashLoop({ ...deps, pool: services.database.pool });
  app.decorate('crash', { settings, service, loop });
  const chains = createCrashChainService({
    sql: services.database.pool,
    pool: services.database.pool,
    operatorLog: services.operatorLog,
    settings,
    logger: services.logger,
    now: services.now,
  });
  registerCrashChainRoutes(app, { chains });
  registerCrashRoutes(app, { crash: service, rateLimiter: services.rateLimiter });
  registerCrashLimitsRoutes(app, { limits });

  app.addHook('onReady', async () => {
    Object.freeze(settings);
    loop.start();
  });
  // Before the hub and the database close: the step each table is in finishes first.
  app.addHook('preClose', async () => {
    await loop.stop();
  });
}
