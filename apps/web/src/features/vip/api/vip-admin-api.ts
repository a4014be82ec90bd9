import {
  type AdminVipLevelCreate,
  type AdminVipLevelUpdate,
  adminVipLevel,
  adminVipLevelList,
} from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { adminVipManager, adminVipManagerList } from '@satsino/contract/vip';
import { queryOptions } from '@tanstack/react-query';
import { type AnswerSchema, apiGet, request } from '../../../lib/api-client';

/** The operator's answers, apart from the player's (`VIP_QUERY_KEY`). */
export const ADMIN_VIP_QUERY_KEY = ['admin-vip'] as const;

/** A delete answers 204 with no body: anything else breaks the contract. */
const noContent: AnswerSchema<undefined> = {
  parse: (input) => {
    if (input !== undefined) throw new TypeError('expected an empty answer');
    return undefined;
  },
};

/** `GET /api/admin/vip-levels`: every level with all its translations, lowest first. */
export function adminVipLevelsQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_VIP_QUERY_KEY, 'levels'],
    queryFn: async ({ signal }) =>
      (await apiGet('/admin/vip-levels', adminVipLevelList, { signal })).items,
  });
}

/** English texts are required; the server answers the new level. */
export function createVipLevel(body: AdminVipLevelCreate) {
  return request('/admin/vip-levels', adminVipLevel, { method: 'POST', body });
}

/** Only the fields given change; each translation given replaces that locale's texts. */
export function updateVipLevel(id: number, body: AdminVipLevelUpdate) {
  return request(`/admin/vip-levels/${id}`, adminVipLevel, { method: 'PATCH', body });
}

/** Players of that locale then read the English texts. English itself cannot be removed. */
export function removeVipLevelTranslation(id: number, locale: Locale) {
  return request(`/admin/vip-levels/${id}/translations/${locale}`, adminVipLevel, {
    method: 'DELETE',
  });
}

export function deleteVipLevel(id: number) {
  return request(`/admin/vip-levels/${id}`, noContent, { method: 'DELETE' });
}

/** `GET /api/admin/vip/managers`: Platinum players and their personal VIP managers. */
export function adminVipManagersQueryOptions() {
  return queryOptions({
    queryKey: [...ADMIN_VIP_QUERY_KEY, 'managers'],
    queryFn: async ({ signal }) =>
      (await apiGet('/admin/vip/managers', adminVipManagerList, { signal })).items,
  });
}

/** Assigns (or replaces) a Platinum player's manager, an operator. */
export function assignVipManager(userId: number, managerId: number) {
  return request(`/admin/vip/managers/${userId}`, adminVipManager, {
    method: 'PUT',
    body: { manager_id: managerId },
  });
}

export function removeVipManager(userId: number) {
  return request(`/admin/vip/managers/${userId}`, noContent, { method: 'DELETE' });
}
