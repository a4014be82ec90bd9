import {
  type GamblingLimitRequest,
  type PlayBreakRequest,
  responsibleGaming,
  type SessionReminderRequest,
  sessionSummary,
} from '@satsino/contract/responsible-gaming';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

export const LIMITS_QUERY_KEY = ['limits'] as const;

/** `GET /api/limits`: the player's limits with this period's usage, reminder and break. */
export function limitsQueryOptions() {
  return queryOptions({
    queryKey: [...LIMITS_QUERY_KEY, 'own'],
    queryFn: ({ signal }) => apiGet('/limits', responsibleGaming, { signal }),
  });
}

/** `GET /api/limits/session`: time and money since this sign-in, for the session reminder. */
export function sessionSummaryQueryOptions() {
  return queryOptions({
    queryKey: [...LIMITS_QUERY_KEY, 'session'],
    queryFn: ({ signal }) => apiGet('/limits/session', sessionSummary, { signal }),
  });
}

/** `GET /api/admin/players/:id/limits`: a player's rules, for the operator. */
export function playerLimitsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...LIMITS_QUERY_KEY, 'player', userId],
    queryFn: ({ signal }) =>
      apiGet(`/admin/players/${userId}/limits`, responsibleGaming, { signal }),
  });
}

export function setLimit(body: GamblingLimitRequest) {
  return request('/limits', responsibleGaming, { method: 'PUT', body });
}

export function setReminder(body: SessionReminderRequest) {
  return request('/limits/reminder', responsibleGaming, { method: 'PUT', body });
}

export function takeBreak(body: PlayBreakRequest) {
  return request('/limits/break', responsibleGaming, { method: 'POST', body });
}
