import { adminBonusList } from '@satsino/contract/bonuses';
import { adminNotificationSent } from '@satsino/contract/notifications';
import {
  playerDetail,
  playerRoundsPage,
  playerSearchPage,
  playerTransactionsPage,
} from '@satsino/contract/players';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every query of the player pages starts with this key: an action refreshes them all. */
export const ADMIN_PLAYERS_QUERY_KEY = ['admin-players'] as const;

const pageParam = (beforeId: number | null) => (beforeId === null ? '' : `before_id=${beforeId}`);

/** `GET /api/admin/players?q=`: the players a term finds, newest first, page by page. */
export function playerSearchQueryOptions(term: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_PLAYERS_QUERY_KEY, 'search', term],
    queryFn: ({ signal, pageParam: beforeId }) => {
      const query = new URLSearchParams({ q: term });
      if (beforeId !== null) query.set('before_id', String(beforeId));
      return apiGet(`/admin/players?${query}`, playerSearchPage, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before_id,
  });
}

export const playerDetailQueryKey = (userId: number) =>
  [...ADMIN_PLAYERS_QUERY_KEY, 'player', userId] as const;

/** `GET /api/admin/players/{id}`. */
export function playerDetailQueryOptions(userId: number) {
  return queryOptions({
    queryKey: playerDetailQueryKey(userId),
    queryFn: ({ signal }) => apiGet(`/admin/players/${userId}`, playerDetail, { signal }),
  });
}

export function playerTransactionsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...playerDetailQueryKey(userId), 'transactions'],
    queryFn: ({ signal, pageParam: beforeId }) =>
      apiGet(
        `/admin/players/${userId}/transactions?${pageParam(beforeId)}`,
        playerTransactionsPage,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before_id,
  });
}

export function playerRoundsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: [...playerDetailQueryKey(userId), 'rounds'],
    queryFn: ({ signal, pageParam: beforeId }) =>
      apiGet(`/admin/players/${userId}/rounds?${pageParam(beforeId)}`, playerRoundsPage, {
        signal,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.next_before_id,
  });
}

/** `GET /api/admin/players/{id}/bonuses`: the bonus module's own list, open ones first. */
export function playerBonusesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...playerDetailQueryKey(userId), 'bonuses'],
    queryFn: ({ signal }) => apiGet(`/admin/players/${userId}/bonuses`, adminBonusList, { signal }),
  });
}

export function addPlayerNote(userId: number, text: string) {
  return request(`/admin/players/${userId}/notes`, playerDetail, {
    method: 'POST',
    body: { text },
  });
}

export function lockPlayer(userId: number, reason: string) {
  return request(`/admin/players/${userId}/lock`, playerDetail, {
    method: 'POST',
    body: { reason },
  });
}

export function unlockPlayer(userId: number) {
  return request(`/admin/players/${userId}/unlock`, playerDetail, { method: 'POST' });
}

export function verifyPlayer(userId: number) {
  return request(`/admin/players/${userId}/verify`, playerDetail, { method: 'POST' });
}

/** `POST /api/admin/notifications`: the notifications module's message to one player. */
export function messagePlayer(userId: number, text: string) {
  return request('/admin/notifications', adminNotificationSent, {
    method: 'POST',
    body: { user_id: userId, text },
  });
}
