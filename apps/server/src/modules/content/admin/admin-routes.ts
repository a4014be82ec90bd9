import {
  ADMIN_CONTENT_LIST_MAX,
  adminIdParams,
  adminTranslationParams,
} from '@satsino/contract/content';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { adminOnly } from '../../../platform/authentication.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import type { AdminResourceService } from './admin-service.js';

const bearer = [{ bearerAuth: [] }];

export interface AdminResourceRoutes<Create extends z.ZodType, Update extends z.ZodType, View> {
  /** e.g. `/api/admin/posts` */
  path: string;
  /** e.g. "post", in the summaries of the OpenAPI document. */
  noun: string;
  schemas: { create: Create; update: Update; view: z.ZodType; list: z.ZodType };
  service: AdminResourceService<z.output<Create>, z.output<Update>, View>;
}

type IdParams = z.output<typeof adminIdParams>;
type TranslationParams = z.output<typeof adminTranslationParams>;

/**
 * The operator calls of one kind of item: list (drafts included), read, create, edit (including
 * any translations given), remove one translation, publish, unpublish, delete. Admins only.
 *
 * The route schemas still validate every request and answer; they are typed as plain
 * `FastifySchema` here only because the type provider cannot resolve generic zod types, so the
 * handlers name the parsed types themselves.
 */
export function registerAdminResourceRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  View,
>(app: FastifyInstance, resource: AdminResourceRoutes<Create, Update, View>): void {
  const { path, noun, schemas, service } = resource;
  const route = (summary: string, schema: Omit<FastifySchema, 'summary'>) => ({
    preValidation: adminOnly,
    schema: { tags: ['admin'], summary, security: bearer, ...schema } satisfies FastifySchema,
  });

  app.get(
    path,
    route(`Every ${noun}, drafts included (newest ${ADMIN_CONTENT_LIST_MAX})`, {
      response: { 200: schemas.list, ...errorResponses(401, 403) },
    }),
    async () => service.list(ADMIN_CONTENT_LIST_MAX),
  );

  app.post(
    path,
    route(`Create a ${noun} as a draft; English text required`, {
      body: schemas.create,
      response: { 201: schemas.view, ...errorResponses(401, 403, 422) },
    }),
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body as z.output<Create>)),
  );

  app.get(
    `${path}/:id`,
    route(`One ${noun} with all its translations`, {
      params: adminIdParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
    }),
    async (request) => service.get((request.params as IdParams).id),
  );

  app.patch(
    `${path}/:id`,
    route(`Edit a ${noun}; each translation given replaces that locale's text`, {
      params: adminIdParams,
      body: schemas.update,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) =>
      service.update((request.params as IdParams).id, request.body as z.output<Update>),
  );

  app.delete(
    `${path}/:id/translations/:locale`,
    route(`Remove one translation of a ${noun}; readers fall back to English`, {
      params: adminTranslationParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) => {
      const { id, locale } = request.params as TranslationParams;
      return service.removeTranslation(id, locale);
    },
  );

  app.post(
    `${path}/:id/publish`,
    route(`Publish a ${noun}: players see it`, {
      params: adminIdParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
    }),
    async (request) => service.publish((request.params as IdParams).id),
  );

  app.post(
    `${path}/:id/unpublish`,
    route(`Unpublish a ${noun}: back to draft, hidden from players`, {
      params: adminIdParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
    }),
    async (request) => service.unpublish((request.params as IdParams).id),
  );

  app.delete(
    `${path}/:id`,
    route(`Delete a ${noun} and its translations`, {
      params: adminIdParams,
      response: {
        204: z.null().meta({ description: 'Deleted' }),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (request, reply) => {
      await service.remove((request.params as IdParams).id);
      return reply.status(204).send();
    },
  );
}
