import { sessionList, statusResponse } from '@satsino/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

export const SESSIONS_QUERY_KEY = ['sessions'] as const;

/** `GET /api/user/logs`: the player's sessions, newest first (sorted here too, to be sure). */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const sessions = await apiGet('/user/logs', sessionList, { signal });
      return sessions.toSorted((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
    },
  });
}

/** `DELETE /api/user/logs/{id}`: ends one session (ending the current one logs out). */
export function endSession(id: number) {
  return request(`/user/logs/${id}`, statusResponse, { method: 'DELETE' });
}
