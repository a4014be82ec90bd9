import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { readCatalogueVersion } from './catalogue.repo.js';
import { registerCatalogueRoutes } from './catalogue.routes.js';
import { createCatalogueService } from './catalogue.service.js';
import { registerCatalogueAdminRoutes } from './catalogue-admin.routes.js';
import { createCatalogueAdminService } from './catalogue-admin.service.js';
import { createCatalogueAnswers } from './catalogue-answers.js';
import { createCatalogueCache } from './catalogue-cache.js';
import { registerCatalogueMediaRoutes } from './media/media.routes.js';

/** The catalogue domain: the lobby's public calls, the game art and the operator's writes. */
export async function registerCatalogueModule(app: FastifyInstance, services: ModuleServices) {
  const { db, pool } = services.database;
  const catalogue = createCatalogueService({ db });
  const cache = createCatalogueCache({ readVersion: () => readCatalogueVersion(db) });
  registerCatalogueRoutes(app, createCatalogueAnswers({ catalogue, cache }));
  registerCatalogueMediaRoutes(app, { db });
  registerCatalogueAdminRoutes(
    app,
    createCatalogueAdminService({ db, pool, operatorLog: services.operatorLog }),
  );
  return { catalogue };
}
