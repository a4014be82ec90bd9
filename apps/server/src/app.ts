import { API_BODY_LIMIT_BYTES } from '@satsino/contract/limits';
import type { FastifyBaseLogger as Logger } from 'fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/connection.js';
import { pingDatabase } from './modules/health/health.repo.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { createHealthService } from './modules/health/health.service.js';
import type { AppConfig } from './platform/config.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerSecurity } from './platform/security.js';
import { APP_VERSION } from './platform/version.js';
import { registerWebApp } from './platform/web-app.js';

export interface AppDependencies {
  config: AppConfig;
  database: Database;
  logger: Logger;
}

/**
 * Builds the whole HTTP application without listening: `main.ts` listens, tests `inject`.
 * The database is opened by the caller, who also closes it after `app.close()`.
 */
export async function buildApp({
  config,
  database,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: API_BODY_LIMIT_BYTES,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    // Idle keep-alive sockets close at once on shutdown; busy ones finish their request first.
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app);
  await registerOpenApi(app, config.siteName);

  registerHealthRoutes(
    app,
    createHealthService({ pingDatabase: () => pingDatabase(database.pool), version: APP_VERSION }),
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
