import {
  adminCatalogueIdParams,
  adminCategory,
  adminCategoryList,
  adminCategoryUpdate,
  adminCategoryWrite,
  adminEngineList,
  adminGame,
  adminGameCreate,
  adminGameList,
  adminGameUpdate,
  adminProvider,
  adminProviderList,
  adminProviderUpdate,
  adminProviderWrite,
  GAME_ART_MOTIFS,
} from '@satsino/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireIdentity } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { CatalogueAdminService } from './catalogue-admin.service.js';

const bearer = [{ bearerAuth: [] }];
const deleted = { 204: z.null().meta({ description: 'Deleted' }) };

/**
 * The operator's catalogue calls (admins only): categories, studios and games. Every write is
 * logged with the operator in the same transaction.
 */
export function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  admin: CatalogueAdminService,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/admin/catalogue';
  const guard = { preValidation: adminOnly };
  const meta = (summary: string) => ({ tags: ['admin'], summary, security: bearer });
  const operator = (request: Parameters<typeof requireIdentity>[0]) => ({
    userId: requireIdentity(request).userId,
  });

  routes.get(
    `${base}/engines`,
    {
      ...guard,
      schema: {
        ...meta('The engines, their variants and RTP, and the art motifs a game may use'),
        response: { 200: adminEngineList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ ...admin.engines(), motifs: [...GAME_ART_MOTIFS] }),
  );

  // ------------------------------------------------------------------------------- categories
  routes.get(
    `${base}/categories`,
    {
      ...guard,
      schema: {
        ...meta('Every category with its names in every locale'),
        response: { 200: adminCategoryList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ categories: await admin.listCategories() }),
  );
  routes.post(
    `${base}/categories`,
    {
      ...guard,
      schema: {
        ...meta('Create a category; English name required'),
        body: adminCategoryWrite,
        response: { 201: adminCategory, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createCategory(operator(request), request.body)),
  );
  routes.patch(
    `${base}/categories/:id`,
    {
      ...guard,
      schema: {
        ...meta("Edit a category; each name given replaces that locale's name"),
        params: adminCatalogueIdParams,
        body: adminCategoryUpdate,
        response: { 200: adminCategory, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.updateCategory(operator(request), request.params.id, request.body),
  );
  routes.delete(
    `${base}/categories/:id`,
    {
      ...guard,
      schema: {
        ...meta('Delete a category no game has as its primary one'),
        params: adminCatalogueIdParams,
        response: { ...deleted, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await admin.deleteCategory(operator(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------- providers
  routes.get(
    `${base}/providers`,
    {
      ...guard,
      schema: {
        ...meta('Every studio, with published and total game counts'),
        response: { 200: adminProviderList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ providers: await admin.listProviders() }),
  );
  routes.post(
    `${base}/providers`,
    {
      ...guard,
      schema: {
        ...meta('Create a studio; the slug defaults to its name with hyphens'),
        body: adminProviderWrite,
        response: { 201: adminProvider, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createProvider(operator(request), request.body)),
  );
  routes.patch(
    `${base}/providers/:id`,
    {
      ...guard,
      schema: {
        ...meta('Edit a studio'),
        params: adminCatalogueIdParams,
        body: adminProviderUpdate,
        response: { 200: adminProvider, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.updateProvider(operator(request), request.params.id, request.body),
  );
  routes.delete(
    `${base}/providers/:id`,
    {
      ...guard,
      schema: {
        ...meta('Delete a studio that has no games'),
        params: adminCatalogueIdParams,
        response: { ...deleted, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await admin.deleteProvider(operator(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  // ------------------------------------------------------------------------------------ games
  routes.get(
    `${base}/games`,
    {
      ...guard,
      schema: {
        ...meta('Every game, unpublished included, with all its texts'),
        response: { 200: adminGameList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ games: await admin.listGames() }),
  );
  routes.get(
    `${base}/games/:id`,
    {
      ...guard,
      schema: {
        ...meta('One game with all its texts'),
        params: adminCatalogueIdParams,
        response: { 200: adminGame, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => admin.getGame(request.params.id),
  );
  routes.post(
    `${base}/games`,
    {
      ...guard,
      schema: {
        ...meta('Create a game: one engine and one of its variants; English name required'),
        body: adminGameCreate,
        response: { 201: adminGame, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.createGame(operator(request), request.body)),
  );
  routes.patch(
    `${base}/games/:id`,
    {
      ...guard,
      schema: {
        ...meta("Edit a game; each name and description given replaces that locale's"),
        params: adminCatalogueIdParams,
        body: adminGameUpdate,
        response: { 200: adminGame, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.updateGame(operator(request), request.params.id, request.body),
  );
  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    routes.post(
      `${base}/games/:id/${action}`,
      {
        ...guard,
        schema: {
          ...meta(
            published ? 'Publish a game: players see it' : 'Unpublish a game: hidden from players',
          ),
          params: adminCatalogueIdParams,
          response: { 200: adminGame, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => admin.setPublished(operator(request), request.params.id, published),
    );
  }
  routes.delete(
    `${base}/games/:id`,
    {
      ...guard,
      schema: {
        ...meta('Delete a game that was never played (else unpublish it)'),
        params: adminCatalogueIdParams,
        response: { ...deleted, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await admin.deleteGame(operator(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
