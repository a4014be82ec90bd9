import {
  type AdminCategoryUpdate,
  type AdminGameUpdate,
  adminCategory,
  adminCategoryList,
  adminEngineList,
  adminGame,
  adminGameList,
} from '@satsino/contract/catalogue';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** The operator's answers about the catalogue, apart from the lobby's. */
export const ADMIN_CATALOGUE_QUERY_KEY = ['admin-catalogue'] as const;

const BASE = '/admin/catalogue';

/** Every category with its names in every locale. */
export function adminCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_CATALOGUE_QUERY_KEY, 'categories'],
    queryFn: async ({ signal }) =>
      (await apiGet(`${BASE}/categories`, adminCategoryList, { signal })).categories,
  });
}

/** Every game, unpublished ones included, with all its texts. */
export function adminGamesQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_CATALOGUE_QUERY_KEY, 'games'],
    queryFn: async ({ signal }) => (await apiGet(`${BASE}/games`, adminGameList, { signal })).games,
  });
}

/** The engines, their variants with each one's RTP, and the art motifs. */
export function adminEnginesQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_CATALOGUE_QUERY_KEY, 'engines'],
    queryFn: ({ signal }) => apiGet(`${BASE}/engines`, adminEngineList, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function updateCategory(id: number, body: AdminCategoryUpdate) {
  return request(`${BASE}/categories/${id}`, adminCategory, { method: 'PATCH', body });
}

export function updateGame(id: number, body: AdminGameUpdate) {
  return request(`${BASE}/games/${id}`, adminGame, { method: 'PATCH', body });
}

/** Publishing shows the game in the lobby; unpublishing hides it (its rounds stay). */
export function setGamePublished(id: number, published: boolean) {
  return request(`${BASE}/games/${id}/${published ? 'publish' : 'unpublish'}`, adminGame, {
    method: 'POST',
  });
}
