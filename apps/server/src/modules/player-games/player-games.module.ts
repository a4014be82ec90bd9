import type { FastifyInstance } from 'fastify';
import type { ModuleServices } from '../../platform/module-services.js';
import { registerPlayerGamesRoutes } from './player-games.routes.js';
import { createPlayerGamesService } from './player-games.service.js';

/** The player's favourites and recently played games (issue 15). */
export async function registerPlayerGamesModule(app: FastifyInstance, services: ModuleServices) {
  registerPlayerGamesRoutes(app, {
    playerGames: createPlayerGamesService({ db: services.database.db }),
  });
}
