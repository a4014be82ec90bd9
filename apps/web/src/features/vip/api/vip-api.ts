import { vipLevelsResponse } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { vipStatus } from '@satsino/contract/vip';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
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
