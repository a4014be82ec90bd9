import {
  CAROUSEL_MAX_GAMES,
  CATALOGUE_MESSAGES,
  categoriesResponse,
  GAME_FLAGS,
  GAME_SEARCH_MIN_LENGTH,
  GAME_SECTIONS_MAX,
  GAMES_PAGE_MAX,
  gameDetails,
  gameIdParams,
  gamesListQuery,
  gamesListResponse,
  gamesSectionsQuery,
  gamesSectionsResponse,
  providersResponse,
} from '@satsino/contract/catalogue';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/openapi-errors.js';
import { PUBLIC_CONTENT_CACHE, requestLocale } from '../content/content.locale.js';
import type { CatalogueAnswers } from './catalogue-answers.js';
import type { JsonAnswer } from './catalogue-cache.js';

const localeQuery = z.object({
  locale: z.string().max(35).optional().meta({
    description: 'One of the ten locales; unknown values fall through to Accept-Language, then en',
  }),
});

const LIST_DESCRIPTION = [
  'The lobby grid and the carousels (SPEC §7). Guests may call it (SPEC §6).',
  '',
  `- \`limitfrom\` (default 0) and \`limitto\` (exclusive; empty means to the end) choose a window of at most ${GAMES_PAGE_MAX} games; \`limitto\` below \`limitfrom\` is a 422.`,
  '- `category_id` or `category` (a slug) and `provider` (a slug, any case) filter. An unknown ' +
    'category or provider is not an error: the answer is an empty list with totalcount 0, so ' +
    'the page shows its empty state.',
  `- \`search\` matches the localized and the English name, ignoring case and accents; shorter than ${GAME_SEARCH_MIN_LENGTH} characters it matches nothing (an empty list, not an error). ` +
    'When no name contains it, the names with a word within a typo of it match instead ' +
    '("rulette" finds the roulettes).',
  `- \`flag\` (${GAME_FLAGS.join(', ')}) keeps the games carrying that flag.`,
  "- `sort`: `default` (the operator's order, in the category when one is asked for), " +
    "`popular` (popular games first), `asc` / `desc` (by localized name, in the locale's collation).",
  '',
  'Answers are kept in memory per locale and query, and made afresh after any change to the catalogue.',
].join('\n');

const SECTIONS_DESCRIPTION = [
  'The first games of several rows at once, for the home page: one call instead of one per row.',
  '',
  `- \`sections\`: up to ${GAME_SECTIONS_MAX} comma-separated ids, answered in that order: ` +
    '`category:<slug>`, `category_id:<id>` (the popular carousel asks for `category_id:3`) or ' +
    `\`flag:<${GAME_FLAGS.join('|')}>\`. Each section is the list call's answer for that filter in ` +
    "the operator's order; an unknown category is an empty section.",
  `- \`limit\`: games per section, 1 to ${CAROUSEL_MAX_GAMES} (default ${CAROUSEL_MAX_GAMES}).`,
].join('\n');

/** Sends an answer the cache made: already checked against the route's schema, and serialized. */
const sendAnswer = (reply: FastifyReply, answer: JsonAnswer) =>
  reply.type('application/json; charset=utf-8').send(answer.json);

/** SPEC §7 catalogue calls: public, texts in the caller's locale, cacheable for a minute. */
export function registerCatalogueRoutes(app: FastifyInstance, answers: CatalogueAnswers): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const method of ['POST', 'GET'] as const) {
    routes.route({
      method,
      url: '/api/games/categories',
      schema: {
        tags: ['catalogue'],
        summary:
          method === 'POST'
            ? 'Casino categories with their published game counts (SPEC §7)'
            : 'The same, as a cacheable GET',
        querystring: localeQuery,
        response: { 200: categoriesResponse },
      },
      handler: async (request, reply) => {
        const locale = requestLocale(request, reply);
        reply.header('cache-control', PUBLIC_CONTENT_CACHE);
        return sendAnswer(reply, await answers.categories(locale));
      },
    });

    routes.route({
      method,
      url: '/api/games/providers',
      schema: {
        tags: ['catalogue'],
        summary:
          method === 'POST'
            ? 'Game studios with their logos and published game counts (SPEC §7)'
            : 'The same, as a cacheable GET',
        response: { 200: providersResponse },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', PUBLIC_CONTENT_CACHE);
        return sendAnswer(reply, await answers.providers());
      },
    });
  }

  routes.get(
    '/api/games/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Published games, filtered, sorted and windowed',
        description: LIST_DESCRIPTION,
        querystring: gamesListQuery,
        response: { 200: gamesListResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const list = await answers.list(request.query, locale);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return sendAnswer(reply, list);
    },
  );

  routes.get(
    '/api/games/sections',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The first games of several categories or flags at once (the home page rows)',
        description: SECTIONS_DESCRIPTION,
        querystring: gamesSectionsQuery,
        response: { 200: gamesSectionsResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const sections = await answers.sections(request.query, locale);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return sendAnswer(reply, sections);
    },
  );

  routes.get(
    '/api/games/info/:game_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One published game, with its description (Markdown) and primary category',
        description: `Unknown and unpublished games answer 404 "${CATALOGUE_MESSAGES.gameNotFound}".`,
        params: gameIdParams,
        querystring: localeQuery,
        response: { 200: gameDetails, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      const details = await answers.info(request.params.game_id, locale);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return sendAnswer(reply, details);
    },
  );
}
