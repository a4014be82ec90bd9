import {
  adminProviderImport,
  adminProviderIntegration,
  adminProviderIntegrationCreate,
  adminProviderIntegrationList,
  adminProviderIntegrationUpdate,
  PROVIDER_FEED_MAX_BYTES,
  providerImportParams,
  providerIntegrationIdParams,
} from '@satsino/contract/provider-catalogue';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly, requireIdentity, staffOnly } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { ProviderAdminService } from './provider-admin.service.js';
import type { ProviderCatalogueService } from './provider-catalogue.service.js';

const bearer = [{ bearerAuth: [] }];
const base = '/api/admin/providers';
/** The feed file types an upload may be; its bytes are read as UTF-8 text. */
const FEED_UPLOAD_TYPES = ['text/csv', 'application/csv', 'application/json', 'text/plain'];

/**
 * The operator's providers: integrations read by staff, written by admins (the one admin path:
 * `adminOnly`, and every write logged by the service), and the feed imports.
 */
export function registerProviderAdminRoutes(
  app: FastifyInstance,
  deps: { admin: ProviderAdminService; imports: ProviderCatalogueService },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { admin, imports } = deps;

  routes.get(
    base,
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'Provider integrations (keys shown only as set or not), with their last import',
        security: bearer,
        response: { 200: adminProviderIntegrationList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ integrations: await admin.list() }),
  );

  routes.get(
    `${base}/:id`,
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: 'One provider integration',
        security: bearer,
        params: providerIntegrationIdParams,
        response: { 200: adminProviderIntegration, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => admin.read(request.params.id),
  );

  routes.post(
    base,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Connect a provider: code, signing and keys, launch and feed URLs',
        security: bearer,
        body: adminProviderIntegrationCreate,
        response: { 201: adminProviderIntegration, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await admin.create(requireIdentity(request).userId, request.body);
      reply.code(201);
      return created;
    },
  );

  routes.patch(
    `${base}/:id`,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Change, enable or disable an integration (a key left out stays as it is)',
        security: bearer,
        params: providerIntegrationIdParams,
        body: adminProviderIntegrationUpdate,
        response: { 200: adminProviderIntegration, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      admin.update(requireIdentity(request).userId, request.params.id, request.body),
  );

  routes.post(
    `${base}/:id/import`,
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Import the integration's feed (its feed URL) into the catalogue; poll the answer",
        security: bearer,
        params: providerIntegrationIdParams,
        response: { 202: adminProviderImport, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const started = await imports.start(requireIdentity(request).userId, request.params.id, {
        kind: 'feed',
      });
      reply.code(202);
      return started;
    },
  );

  routes.get(
    `${base}/:id/imports/:importId`,
    {
      preValidation: staffOnly,
      schema: {
        tags: ['admin'],
        summary: "An import's progress, then its counts and rejected rows",
        security: bearer,
        params: providerImportParams,
        response: { 200: adminProviderImport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => imports.read(request.params.id, request.params.importId),
  );

  // The upload takes the feed file as the body itself (JSON or CSV), larger than the API's
  // JSON limit: its own parsers, in their own scope, so the rest of the API keeps its own.
  app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser(
      FEED_UPLOAD_TYPES,
      { parseAs: 'string', bodyLimit: PROVIDER_FEED_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:id/import/upload`,
      {
        preValidation: adminOnly,
        bodyLimit: PROVIDER_FEED_MAX_BYTES,
        schema: {
          tags: ['admin'],
          summary: 'Import a feed file sent as the body (JSON or CSV, by content type or name)',
          security: bearer,
          params: providerIntegrationIdParams,
          querystring: z.object({ name: z.string().max(200).default('feed') }),
          consumes: FEED_UPLOAD_TYPES,
          response: { 202: adminProviderImport, ...errorResponses(401, 403, 404, 409, 413, 422) },
        },
      },
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        const started = await imports.start(requireIdentity(request).userId, request.params.id, {
          kind: 'upload',
          text,
          contentType: request.headers['content-type'],
          fileName: request.query.name,
        });
        reply.code(202);
        return started;
      },
    );
  });
}
