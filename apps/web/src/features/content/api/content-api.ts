import {
  bannersResponse,
  blogListResponse,
  blogPost,
  imageSliderResponse,
  page,
  pagesListResponse,
  promotionSliderResponse,
  promotionsResponse,
} from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** Blog posts asked for at a time by the list's "load more". */
export const BLOG_BATCH_SIZE = 9;

const withLocale = (path: string, locale: Locale, query: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...query, locale }).toString()}`;

/** `GET /api/pages`: every published website page (policies, about us). */
export function pagesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'pages', locale],
    queryFn: ({ signal }) => request(withLocale('/pages', locale), pagesListResponse, { signal }),
  });
}

/** `GET /api/pages/:slug`: one page with its Markdown body. */
export function pageQueryOptions(slug: string, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'page', slug, locale],
    queryFn: ({ signal }) =>
      request(withLocale(`/pages/${encodeURIComponent(slug)}`, locale), page, { signal }),
  });
}

/** `GET /api/promotions?page=n`: one page of promotions and the list info. */
export function promotionsQueryOptions(pageNumber: number, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'promotions', pageNumber, locale],
    queryFn: ({ signal }) =>
      request(withLocale('/promotions', locale, { page: String(pageNumber) }), promotionsResponse, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/promotions/:id`: one promotion with its Markdown terms. */
export function promotionQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'promotion', id, locale],
    queryFn: ({ signal }) =>
      request(withLocale(`/promotions/${encodeURIComponent(id)}`, locale), blogPost, { signal }),
  });
}

/** `POST /api/blog`: posts from `from` (inclusive) to `to` (exclusive), newest first. */
export function fetchBlogPosts(from: number, to: number, locale: Locale, signal?: AbortSignal) {
  return request(withLocale('/blog', locale), blogListResponse, {
    method: 'POST',
    body: { limit_from: from, limit_to: to },
    ...(signal === undefined ? {} : { signal }),
  });
}

/** `GET /api/blog/:id`: one post with its Markdown body. */
export function blogPostQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'post', id, locale],
    queryFn: ({ signal }) =>
      request(withLocale(`/blog/${encodeURIComponent(id)}`, locale), blogPost, { signal }),
  });
}

/** `GET /api/games/imageslider`: the landing page's image slides. */
export function imageSliderQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'imageslider', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/games/imageslider', locale), imageSliderResponse, { signal }),
  });
}

/** `GET /api/promotion-sliders`: the landing page's promotion cards. */
export function promotionSlidersQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'promotion-sliders', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/promotion-sliders', locale), promotionSliderResponse, { signal }),
  });
}

/** `GET /api/banners`: the landing page's banners. */
export function bannersQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['content', 'banners', locale],
    queryFn: ({ signal }) => request(withLocale('/banners', locale), bannersResponse, { signal }),
  });
}
