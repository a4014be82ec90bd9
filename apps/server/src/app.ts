import { API_BODY_LIMIT_BYTES } from '@satsino/contract/limits';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Database } from './db/connection.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAccountMails } from './modules/auth/auth.mails.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { registerOAuthRoutes } from './modules/auth/oauth.routes.js';
import { createOAuthService } from './modules/auth/oauth.service.js';
import { createSessionService } from './modules/auth/sessions.service.js';
import { registerBonusesModule } from './modules/bonuses/bonuses.module.js';
import { createBonusService } from './modules/bonuses/bonuses.service.js';
import { registerCatalogueModule } from './modules/catalogue/catalogue.module.js';
import { registerChatModule } from './modules/chat/chat.module.js';
import { registerContentRoutes } from './modules/content/content.routes.js';
import { registerCouponAdminRoutes } from './modules/coupons/coupons.routes.js';
import { createCouponService } from './modules/coupons/coupons.service.js';
import { registerCrashModule } from './modules/crash/crash.module.js';
import { registerGamesModule } from './modules/games/games.module.js';
import { pingDatabase } from './modules/health/health.repo.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { createHealthService } from './modules/health/health.service.js';
import { registerKycModule } from './modules/kyc/kyc.module.js';
import { createLedger } from './modules/ledger/ledger.service.js';
import { registerLimitsModule } from './modules/limits/limits.module.js';
import { createMailer } from './modules/mail/mailer.js';
import { registerNotificationsModule } from './modules/notifications/notifications.module.js';
import { createNotifier } from './modules/notifications/notifier.js';
import { createOperatorLog } from './modules/operator-log/operator-log.js';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.js';
import { registerPlayerGamesModule } from './modules/player-games/player-games.module.js';
import { registerPlayersModule } from './modules/players/players.module.js';
import { registerProviderCatalogueModule } from './modules/providers/provider-catalogue.module.js';
import { createProviderLaunchOrigins } from './modules/providers/provider-launch-origins.js';
import { registerProvidersModule } from './modules/providers/providers.module.js';
import { registerReportsModule } from './modules/reports/reports.routes.js';
import { createMaintenanceSwitch } from './modules/site/maintenance.js';
import { createMaintenanceGuard } from './modules/site/maintenance-guard.js';
import { registerSiteRoutes } from './modules/site/site.routes.js';
import { registerStatisticsRoutes } from './modules/statistics/statistics.routes.js';
import { createStatisticsService } from './modules/statistics/statistics.service.js';
import { registerVipModule } from './modules/vip/vip.module.js';
import { registerWalletModule } from './modules/wallet/wallet.module.js';
import { registerAuthentication } from './platform/authentication.js';
import type { AppConfig } from './platform/config.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { registerInputCharacterGuard } from './platform/input-characters.js';
import type { ModuleServices } from './platform/module-services.js';
import { registerOpenApi } from './platform/openapi.js';
import { createRateLimiter } from './platform/rate-limit.js';
import { createRealtimeHub } from './platform/realtime/realtime-hub.js';
import { registerRequestLog } from './platform/request-log.js';
import { registerSecurity } from './platform/security.js';
import { APP_VERSION } from './platform/version.js';
import { registerWebApp } from './platform/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  logger: FastifyBaseLogger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * Builds the whole application without listening: `main.ts` listens, tests `inject`.
 * The database is opened by the caller, who also closes it after `app.close()`; everything else
 * this function opens (real-time hub, Redis) closes with the app.
 */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    // Idle keep-alive sockets close at once on shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // registerRequestLog writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputCharacterGuard(app);
  registerRequestLog(app);

  const providerLaunchOrigins = createProviderLaunchOrigins({ db: database.db, logger });
  await registerSecurity(app, {
    frameOrigins: config.payments.onrampUrl ? [new URL(config.payments.onrampUrl).origin] : [],
    currentFrameOrigins: providerLaunchOrigins.current,
  });
  await registerOpenApi(app, config.siteName);

  const { db } = database;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined;
  redis?.on('error', (error) => logger.error({ err: error }, 'redis connection error'));
  const rateLimiter = createRateLimiter(redis);

  // The hub needs the sessions to authenticate sockets, and the sessions tell the hub which
  // sessions ended so their live connections drop: the cycle is closed through this callback.
  let disconnectSession: (sessionId: number) => void = () => {};
  const sessions = createSessionService({
    db,
    pool: database.pool,
    now,
    onRevoked: (sessionIds) => {
      for (const sessionId of sessionIds) disconnectSession(sessionId);
    },
  });
  const realtime = await createRealtimeHub({
    httpServer: app.server,
    authenticate: async (token) => {
      const identity = await sessions.authenticate(token);
      // A locked account's session gets no live connection (its calls get the lock's 403).
      if (!identity || identity.locked) return null;
      return { userId: identity.userId, sessionId: identity.sessionId, role: identity.role };
    },
    redisUrl: config.redisUrl,
    logger,
  });
  disconnectSession = (sessionId) => realtime.disconnectSession(sessionId);
  // Fastify's server.close() waits for open WebSockets, and only the hub ends them: close it first.
  app.addHook('preClose', () => realtime.close());
  // Closing twice is harmless; this also covers an app closed before it became ready.
  app.addHook('onClose', async () => {
    await realtime.close();
    await redis?.quit();
  });
  // Before authentication: a call maintenance turns away needs no session lookup.
  const operatorLog = createOperatorLog(db);
  const maintenance = createMaintenanceSwitch({
    db,
    pool: database.pool,
    operatorLog,
    forced: config.maintenanceForced,
  });
  app.addHook('onRequest', createMaintenanceGuard(maintenance));
  registerAuthentication(app, sessions.authenticate);

  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const mails = createAccountMails({
    db,
    mailer,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    now,
  });

  registerHealthRoutes(
    app,
    createHealthService({ pingDatabase: () => pingDatabase(database.pool), version: APP_VERSION }),
  );
  const publishAppAlert = realtime.publishAppAlert.bind(realtime);
  const ledger = createLedger({ pool: database.pool, publishAppAlert, logger });
  // Alerts still reading balances finish before whoever built the app ends its pool.
  app.addHook('onClose', () => ledger.alertsSent());
  // Registration redeems coupon codes: built before the auth routes that call it.
  const coupons = createCouponService({
    db,
    pool: database.pool,
    accounts: ledger.accounts,
    operatorLog,
    now,
  });
  registerAuthRoutes(
    app,
    createAuthService({
      db,
      pool: database.pool,
      sessions,
      mails,
      rateLimiter,
      coupons,
      now,
      logger,
    }),
    sessions,
  );
  registerOAuthRoutes(
    app,
    createOAuthService({
      db,
      providers: config.oauth,
      publicUrl: config.publicUrl,
      sessions,
      rateLimiter,
      now,
      logger,
    }),
  );
  const notifier = createNotifier({ db, realtime, now });
  registerAccountRoutes(
    app,
    createAccountService({
      db,
      sessions,
      mails,
      readBalances: async (userId, currency) => ledger.balances(userId, currency),
      rateLimiter,
      now,
    }),
  );

  const { gateway, webhook } = createPaymentGateway(config.payments);
  // Built once: the cashier asks it about withdrawals and deposits, its module serves its calls.
  const bonuses = createBonusService({ ledger, operatorLog, logger, now });
  registerWalletModule(app, {
    db,
    ledger,
    gateway,
    webhook,
    operatorLog,
    rateLimiter,
    payments: config.payments,
    notifier,
    logger,
    now,
    bonuses,
    queueChanged: (change) => realtime.publishOperatorEvent(change),
  });

  registerSiteRoutes(app, {
    maintenance,
    siteName: config.siteName,
    supportEmail: config.supportEmail,
  });
  registerContentRoutes(app, { db, pool: database.pool, operatorLog, now });

  const services: ModuleServices = {
    config,
    database,
    ledger,
    realtime,
    rateLimiter,
    operatorLog,
    mailer,
    notifier,
    bonusRules: bonuses,
    logger,
    now,
  };
  await registerCatalogueModule(app, services);
  await registerGamesModule(app, services);
  await registerProviderCatalogueModule(app, services, providerLaunchOrigins);
  await registerProvidersModule(app, services);
  await registerCrashModule(app, services);
  await registerBonusesModule(app, services, bonuses);
  registerCouponAdminRoutes(app, { coupons, now });
  registerStatisticsRoutes(app, createStatisticsService({ db, now }));
  registerReportsModule(app, services);
  await registerNotificationsModule(app, services);
  await registerVipModule(app, services);
  await registerChatModule(app, services);
  await registerKycModule(app, services);
  await registerPlayerGamesModule(app, services);
  await registerPlayersModule(app, services, sessions);
  await registerLimitsModule(app, services, sessions);

  await registerWebApp(app, config.webDistDir);
  return app;
}
