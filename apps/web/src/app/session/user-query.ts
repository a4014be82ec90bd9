import { userResponse } from '@satsino/contract/account';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** The cache key of the logged-in player; the real-time client and the profile update it. */
export const USER_QUERY_KEY = ['user'] as const;

/** `GET /api/user`: the player of the saved token (SPEC §4: fetched on start). */
export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/user', userResponse, { signal }),
  });
}
