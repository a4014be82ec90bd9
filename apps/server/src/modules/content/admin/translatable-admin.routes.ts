import { adminIdParams, adminTranslationParams } from '@satsino/contract/content-admin';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import { adminOnly, requireIdentity } from '../../../platform/authentication.js';
import { errorResponses } from '../../../platform/openapi-errors.js';
import type { TranslatableAdminService } from './translatable-admin.service.js';

const bearer = [{ bearerAuth: [] }];

/** The OpenAPI summaries of one kind's calls; publish and unpublish only for draft kinds. */
export interface TranslatableAdminSummaries {
  list: string;
  get: string;
  create: string;
  update: string;
  removeTranslation: string;
  remove: string;
  publish?: string;
  unpublish?: string;
}

export interface TranslatableAdminRoutes<Create extends z.ZodType, Update extends z.ZodType, View> {
  /** e.g. `/api/admin/vip-levels` */
  path: string;
  summaries: TranslatableAdminSummaries;
  /** Said of the create call in the OpenAPI document, when the summary is not enough. */
  createDescription?: string;
  schemas: { create: Create; update: Update; view: z.ZodType; list: z.ZodType };
  service: TranslatableAdminService<z.output<Create>, z.output<Update>, View>;
}

type IdParams = z.output<typeof adminIdParams>;
type TranslationParams = z.output<typeof adminTranslationParams>;

/** The summaries of a kind with a draft state, worded from its name ("blog post"). */
export function draftKindSummaries(noun: string, listMax: number): TranslatableAdminSummaries {
  return {
    list: `Every ${noun}, drafts included (newest ${listMax})`,
    get: `One ${noun} with all its translations`,
    create: `Create a ${noun} as a draft; English text required`,
    update: `Edit a ${noun}; each translation given replaces that locale's text`,
    removeTranslation: `Remove one translation of a ${noun}; readers fall back to English`,
    remove: `Delete a ${noun} and its translations`,
    publish: `Publish a ${noun}: players see it`,
    unpublish: `Unpublish a ${noun}: back to draft, hidden from players`,
  };
}

/**
 * The operator calls of one kind of translatable item: list (drafts included), read, create,
 * edit (including any translations given), remove one translation, delete, and for kinds with a
 * draft state publish and unpublish. Admins only, checked before the body is read.
 *
 * The route schemas still validate every request and answer; they are typed as plain
 * `FastifySchema` here only because the type provider cannot resolve generic zod types, so the
 * handlers name the parsed types themselves.
 */
export function registerTranslatableAdminRoutes<
  Create extends z.ZodType,
  Update extends z.ZodType,
  View,
>(app: FastifyInstance, resource: TranslatableAdminRoutes<Create, Update, View>): void {
  const { path, summaries, schemas, service } = resource;
  const route = (summary: string, schema: Omit<FastifySchema, 'summary'>) => ({
    preValidation: adminOnly,
    schema: { tags: ['admin'], summary, security: bearer, ...schema } satisfies FastifySchema,
  });

  app.get(
    path,
    route(summaries.list, { response: { 200: schemas.list, ...errorResponses(401, 403) } }),
    async () => service.list(),
  );

  app.post(
    path,
    route(summaries.create, {
      ...(resource.createDescription && { description: resource.createDescription }),
      body: schemas.create,
      response: { 201: schemas.view, ...errorResponses(401, 403, 422) },
    }),
    async (request, reply) => {
      const view = await service.create(requireIdentity(request), request.body as z.output<Create>);
      return reply.code(201).send(view);
    },
  );

  app.get(
    `${path}/:id`,
    route(summaries.get, {
      params: adminIdParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
    }),
    async (request) => service.get((request.params as IdParams).id),
  );

  app.patch(
    `${path}/:id`,
    route(summaries.update, {
      params: adminIdParams,
      body: schemas.update,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) =>
      service.update(
        requireIdentity(request),
        (request.params as IdParams).id,
        request.body as z.output<Update>,
      ),
  );

  app.delete(
    `${path}/:id/translations/:locale`,
    route(summaries.removeTranslation, {
      params: adminTranslationParams,
      response: { 200: schemas.view, ...errorResponses(401, 403, 404, 422) },
    }),
    async (request) => {
      const { id, locale } = request.params as TranslationParams;
      return service.removeTranslation(requireIdentity(request), id, locale);
    },
  );

  const { publication } = service;
  if (publication) {
    for (const change of ['publish', 'unpublish'] as const) {
      const summary = summaries[change];
      if (!summary)
        throw new Error(`${path}: a kind with a draft state needs a "${change}" summary`);
      app.post(
        `${path}/:id/${change}`,
        route(summary, {
          params: adminIdParams,
          response: { 200: schemas.view, ...errorResponses(401, 403, 404) },
        }),
        async (request) =>
          publication[change](requireIdentity(request), (request.params as IdParams).id),
      );
    }
  }

  app.delete(
    `${path}/:id`,
    route(summaries.remove, {
      params: adminIdParams,
      response: {
        204: z.null().meta({ description: 'Deleted' }),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (request, reply) => {
      await service.remove(requireIdentity(request), (request.params as IdParams).id);
      return reply.code(204).send();
    },
  );
}
