import {
  adminBanner,
  adminBannerList,
  adminMediaList,
  adminMenuItem,
  adminMenuItemList,
  adminPage,
  adminPageList,
  adminPost,
  adminPostList,
  adminSlider,
  adminSliderList,
} from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { queryOptions } from '@tanstack/react-query';
import { type AnswerSchema, apiGet, request } from '../../../lib/api-client';
import type { ContentKind, KindSpec } from './content-kinds';
import type { ContentItem } from './content-values';

/** The operator's answers about content, apart from the players' (`['content', …]`). */
export const ADMIN_CONTENT_QUERY_KEY = ['admin-content'] as const;

/**
 * Each kind's contract schemas: every answer is checked by its own kind's schema, then handled as
 * a `ContentItem` (the fields by name) by the generic pages.
 */
const SCHEMAS: Record<ContentKind, { item: AnswerSchema<unknown>; list: AnswerSchema<unknown> }> = {
  promotions: { item: adminPost, list: adminPostList },
  posts: { item: adminPost, list: adminPostList },
  pages: { item: adminPage, list: adminPageList },
  sliders: { item: adminSlider, list: adminSliderList },
  banners: { item: adminBanner, list: adminBannerList },
  menu: { item: adminMenuItem, list: adminMenuItemList },
};

const itemSchema = (spec: KindSpec): AnswerSchema<ContentItem> => ({
  parse: (input) => SCHEMAS[spec.kind].item.parse(input) as ContentItem,
});
const listSchema = (spec: KindSpec): AnswerSchema<ContentItem[]> => ({
  parse: (input) => (SCHEMAS[spec.kind].list.parse(input) as { items: ContentItem[] }).items,
});

/** A delete answers 204 with no body: anything else breaks the contract. */
const noContent: AnswerSchema<undefined> = {
  parse: (input) => {
    if (input !== undefined) throw new TypeError('expected an empty answer');
    return undefined;
  },
};

export const contentKindQueryKey = (spec: KindSpec) => [...ADMIN_CONTENT_QUERY_KEY, spec.kind];

/** Every item of a kind, drafts included, with all its translations. */
export function adminContentQueryOptions(spec: KindSpec) {
  return queryOptions({
    queryKey: contentKindQueryKey(spec),
    queryFn: ({ signal }) => apiGet(spec.apiPath, listSchema(spec), { signal }),
  });
}

/** `GET /api/admin/media`: the generated artworks an image may name. */
export function adminMediaQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_CONTENT_QUERY_KEY, 'media'],
    queryFn: async ({ signal }) => (await apiGet('/admin/media', adminMediaList, { signal })).names,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function createContentItem(spec: KindSpec, body: Record<string, unknown>) {
  return request(spec.apiPath, itemSchema(spec), { method: 'POST', body });
}

export function updateContentItem(spec: KindSpec, id: number, body: Record<string, unknown>) {
  return request(`${spec.apiPath}/${id}`, itemSchema(spec), { method: 'PATCH', body });
}

export function setContentPublished(spec: KindSpec, id: number, published: boolean) {
  return request(`${spec.apiPath}/${id}/${published ? 'publish' : 'unpublish'}`, itemSchema(spec), {
    method: 'POST',
  });
}

/** Players of that locale then read English, which itself cannot be removed. */
export function removeContentTranslation(spec: KindSpec, id: number, locale: Locale) {
  return request(`${spec.apiPath}/${id}/translations/${locale}`, itemSchema(spec), {
    method: 'DELETE',
  });
}

export function deleteContentItem(spec: KindSpec, id: number) {
  return request(`${spec.apiPath}/${id}`, noContent, { method: 'DELETE' });
}
