import {
  languageFileParams,
  languagesResponse,
  localeMessagesResponse,
} from '@satsino/contract/content';
import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/openapi-errors.js';
import type { LanguagesService } from './languages.service.js';

/** Translations change with a release; five minutes keeps a fix from waiting long. */
const MESSAGES_CACHE = 'public, max-age=300';

/** SPEC §7: the languages config and `languages/{locale}.json`. */
export function registerLanguageRoutes(app: FastifyInstance, languages: LanguagesService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/languages',
    {
      schema: {
        tags: ['content'],
        summary: 'The ten locales: code, own name and path prefix',
        response: { 200: languagesResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', MESSAGES_CACHE);
      return { languages: languages.languages(), default_locale: DEFAULT_LOCALE };
    },
  );

  routes.get(
    '/api/languages/:locale.json',
    {
      schema: {
        tags: ['content'],
        summary: "The web app's translations of one locale (it falls back to its bundled copy)",
        params: languageFileParams,
        response: { 200: localeMessagesResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const messages = await languages.messages(request.params.locale);
      reply.header('cache-control', MESSAGES_CACHE);
      return messages;
    },
  );
}
