import {
  imageSliderResponse,
  localeQuery,
  promotionSliderResponse,
} from '@satsino/contract/content';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE, requestLocale } from '../content.locale.js';
import type { SlidersService } from './sliders.service.js';

/** SPEC §7: `GET /games/imageslider` and `GET /promotion-sliders`. */
export function registerSliderRoutes(app: FastifyInstance, sliders: SlidersService): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/games/imageslider',
    {
      schema: {
        tags: ['content'],
        summary: "The home page's image slider",
        querystring: localeQuery,
        response: { 200: imageSliderResponse },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return { imagesliders: await sliders.slides('image', locale) };
    },
  );

  routes.get(
    '/api/promotion-sliders',
    {
      schema: {
        tags: ['content'],
        summary: "The home page's promotions slider",
        querystring: localeQuery,
        response: { 200: promotionSliderResponse },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request, reply);
      reply.header('cache-control', PUBLIC_CONTENT_CACHE);
      return { promotionSliders: await sliders.slides('promotion', locale) };
    },
  );
}
