import {
  blogListRequest,
  blogListResponse,
  blogPost,
  idOrSlugParams,
  localeQuery,
  type PostKind,
  promotionsQuery,
  promotionsResponse,
  providentRequest,
  providentResponse,
} from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/openapi-errors.js';
import { emptyBodyAsDefaults, PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { PostsService } from './posts.service.js';

/** SPEC §7 blog and promotion calls; guests allowed, texts in the caller's locale. */
export function registerPostRoutes(app: FastifyInstance, posts: PostsService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  /** One published post or promotion by id or slug: the page a player opens from a list. */
  const getOne = (path: string, kind: PostKind, summary: string) =>
    routes.get(
      path,
      {
        schema: {
          tags: ['content'],
          summary,
          params: idOrSlugParams,
          querystring: localeQuery,
          response: { 200: blogPost, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const locale = requestLocale(request, reply);
        reply.header('cache-control', PUBLIC_CONTENT_CACHE);
        return posts.getPost(kind, request.params.id, locale);
      },
    );

  routes.post(
    '/api/blog',
    {
      preValidation: emptyBodyAsDefaults,
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first, from limit_from (inclusive) to limit_to',
        querystring: localeQuery,
        body: blogListRequest,
        response: { 200: blogListResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => ({
      posts: await posts.listBlog(request.body, requestLocale(request, reply)),
    }),
  );

  routes.post(
    '/api/blog/provident',
    {
      schema: {
        tags: ['content'],
        summary: 'The promotions, or the categories of the blog (1 blog posts, 2 promotions)',
        description:
          'filter "promotions" answers the newest published promotions. filter "categories" ' +
          'answers the two categories of published content, each with its total and newest items.',
        querystring: localeQuery,
        body: providentRequest,
        response: { 200: providentResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => posts.provident(request.body.filter, requestLocale(request, reply)),
  );

  getOne('/api/blog/:id', 'post', 'One published blog post by id or slug, with its Markdown body');

  routes.get(
    '/api/promotions',
    {
      schema: {
        tags: ['content'],
        summary: 'A page of published promotions with the list info of SPEC §3',
        querystring: promotionsQuery,
        response: { 200: promotionsResponse, ...errorResponses(422) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return posts.promotions(request.query.page, request.query.columns, locale);
    },
  );

  getOne(
    '/api/promotions/:id',
    'promotion',
    'One published promotion by id or slug, with its Markdown terms',
  );
}
