import { cashbackStatus } from '@satsino/contract/cashback';
import { chatGroup } from '@satsino/contract/chat';
import { vipLevelsResponse } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { vipManager, vipStatus } from '@satsino/contract/vip';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';
import { reversedLevels } from '../vip-levels';

export const VIP_QUERY_KEY = ['vip'] as const;

/** `GET /api/vip/status`: the player's wagered total, level, next level and progress. */
export function vipStatusQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...VIP_QUERY_KEY, 'status', locale],
    queryFn: ({ signal }) => apiGet(`/vip/status?locale=${locale}`, vipStatus, { signal }),
  });
}

/**
 * `GET /api/vip-levels` (SPEC §7), kept in reversed order as the spec's client stores them:
 * the highest level first.
 */
export function vipLevelsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...VIP_QUERY_KEY, 'levels', locale],
    queryFn: async ({ signal }) =>
      reversedLevels(
        (await apiGet(`/vip-levels?locale=${locale}`, vipLevelsResponse, { signal })).levels,
      ),
  });
}

/** `GET /api/vip/cashback`: the day's and the week's net loss, rates and cashback accrued. */
export function cashbackQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...VIP_QUERY_KEY, 'cashback', locale],
    queryFn: ({ signal }) => apiGet(`/vip/cashback?locale=${locale}`, cashbackStatus, { signal }),
  });
}

/** `GET /api/vip/manager`: the player's personal VIP manager (Platinum), if any. */
export function vipManagerQueryOptions() {
  return queryOptions({
    queryKey: [...VIP_QUERY_KEY, 'manager'],
    queryFn: ({ signal }) => apiGet('/vip/manager', vipManager, { signal }),
  });
}

/**
 * Opens (or finds) the player's conversation with their manager in the support chat, under a
 * name in the player's language; the operator's chat view marks it with the manager's name.
 */
export function openManagerChat(name: string) {
  return request('/chat/groups', chatGroup, { method: 'POST', body: { name } });
}
