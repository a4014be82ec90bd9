import type { Locale } from '@satsino/contract/locales';
import {
  houseStatistics,
  playerStatistics,
  type StatisticsPeriod,
} from '@satsino/contract/statistics';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const STATISTICS_QUERY_KEY = ['statistics'] as const;

/** `GET /api/statistics?period=…`: the signed-in player's figures of a period. */
export function playerStatisticsQueryOptions(period: StatisticsPeriod) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, 'player', period],
    queryFn: ({ signal }) => apiGet(`/statistics?period=${period}`, playerStatistics, { signal }),
  });
}

/** Today's figures move with every round: the page refreshes them this often while open. */
const HOUSE_REFRESH_MS = 60_000;

/** `GET /api/statistics/house`: today's figures of the whole casino, for everyone. */
export function houseStatisticsQueryOptions(locale: Locale) {
  return queryOptions({
    refetchInterval: HOUSE_REFRESH_MS,
    queryKey: [...STATISTICS_QUERY_KEY, 'house', locale],
    queryFn: ({ signal }) =>
      apiGet(`/statistics/house?locale=${locale}`, houseStatistics, { signal }),
  });
}
