import {
  favouriteParams,
  favouriteState,
  playerGamesResponse,
} from '@satsino/contract/player-games';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity, signedIn } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import { requestLocale } from '../content/content.locale.js';
import type { PlayerGamesService } from './player-games.service.js';

const bearer = [{ bearerAuth: [] }];
const localeQuery = z.object({ locale: z.string().max(35).optional() });
/** A player's own lists: never kept by a browser or a shared cache. */
const PRIVATE_NO_STORE = 'private, no-store';

/** GET, PUT and DELETE /api/games/favourites, GET /api/games/recent (issue 15). */
export function registerPlayerGamesRoutes(
  app: FastifyInstance,
  deps: { playerGames: PlayerGamesService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { playerGames } = deps;

  routes.get(
    '/api/games/favourites',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: "The player's favourite games as tiles, the latest heart first",
        security: bearer,
        querystring: localeQuery,
        response: { 200: playerGamesResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { games: await playerGames.favourites(requireIdentity(request).userId, locale) };
    },
  );

  routes.put(
    '/api/games/favourites/:game_id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: 'Keep a game as a favourite (idempotent)',
        security: bearer,
        params: favouriteParams,
        response: { 200: favouriteState, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) =>
      playerGames.addFavourite(requireIdentity(request).userId, request.params.game_id),
  );

  routes.delete(
    '/api/games/favourites/:game_id',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: 'Stop keeping a game as a favourite (idempotent)',
        security: bearer,
        params: favouriteParams,
        response: { 200: favouriteState, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      playerGames.removeFavourite(requireIdentity(request).userId, request.params.game_id),
  );

  routes.get(
    '/api/games/recent',
    {
      preValidation: signedIn,
      schema: {
        tags: ['games'],
        summary: 'The last distinct games the player launched for real money, the latest first',
        security: bearer,
        querystring: localeQuery,
        response: { 200: playerGamesResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { games: await playerGames.recent(requireIdentity(request).userId, locale) };
    },
  );
}
