import {
  oauthProviderParams,
  oauthProvidersResponse,
  oauthUrlResponse,
} from '@satsino/contract/auth';
import { DEFAULT_LOCALE, LOCALES } from '@satsino/contract/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientInfo } from '../../platform/authentication.js';
import { errorResponses } from '../../platform/openapi-errors.js';
import type { OAuthService } from './oauth.service.js';

export function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/oauth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'The social sign-in providers that are switched on',
        response: { 200: oauthProvidersResponse },
      },
    },
    async () => ({ providers: oauth.enabledProviders() }),
  );

  routes.post(
    '/api/oauth/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start social sign-in: the authorization URL to open in a popup',
        params: oauthProviderParams,
        querystring: z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) }),
        response: { 200: oauthUrlResponse, ...errorResponses(404, 429) },
      },
    },
    async (request) => ({
      url: await oauth.start(request.params.provider, request.query.locale, clientInfo(request)),
    }),
  );

  routes.get(
    '/api/oauth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the popup back; redirects to the web completion page',
        params: oauthProviderParams,
        querystring: z.object({
          code: z.string().max(2000).optional(),
          state: z.string().max(200).optional(),
          error: z.string().max(200).optional(),
        }),
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const target = await oauth.finish(
        request.params.provider,
        request.query,
        clientInfo(request),
      );
      // The token travels in the fragment of this redirect: it never reaches a server log.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(target, 302);
    },
  );
}
