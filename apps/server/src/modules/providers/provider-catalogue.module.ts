import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerProviderAdminRoutes } from './provider-admin.routes.js';
import { createProviderAdminService } from './provider-admin.service.js';
import { createProviderCatalogueService } from './provider-catalogue.service.js';
import type { ProviderLaunchOrigins } from './provider-launch-origins.js';
import { configureSandboxIntegration } from './provider-sandbox-setup.js';
import { registerProviderThumbnailRoutes } from './provider-thumbnails.js';

/**
 * Providers on the operator's side (issue 15): the integrations, the feed imports into the
 * catalogue and the thumbnails they keep. The launch of a provider's game is the games module's
 * (provider-launch.ts); the wallet the provider calls is the providers module's.
 */
export async function registerProviderCatalogueModule(
  app: FastifyInstance,
  services: ModuleServices,
  launchOrigins: ProviderLaunchOrigins,
) {
  const { db, pool } = services.database;
  const imports = createProviderCatalogueService({
    db,
    pool,
    operatorLog: services.operatorLog,
    logger: services.logger,
  });
  const admin = createProviderAdminService({
    db,
    pool,
    operatorLog: services.operatorLog,
    imports,
    onChange: launchOrigins.refresh,
  });
  registerProviderAdminRoutes(app, { admin, imports });
  registerProviderThumbnailRoutes(app, { db });
  app.addHook('onReady', async () => {
    await launchOrigins.start();
    // In the background: the sandbox's feed import must not hold the start up.
    configureSandboxIntegration(
      { db, admin, imports, logger: services.logger },
      services.config.providerSandbox,
    ).catch((error: unknown) =>
      services.logger.error({ err: error }, 'the provider sandbox could not be configured'),
    );
  });
  app.addHook('onClose', async () => {
    launchOrigins.stop();
    // The caller closes the database after the app: an import still running finishes first.
    await imports.settled();
  });
  return { imports, admin };
}
