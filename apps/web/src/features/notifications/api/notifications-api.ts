import {
  type Notification,
  notification,
  notificationsReadAllResponse,
  notificationsResponse,
  notificationsUnreadResponse,
} from '@satsino/contract/notifications';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every notification answer sits under this key: one invalidation refreshes list and badge. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;
export const NOTIFICATIONS_LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, 'list'] as const;
export const NOTIFICATIONS_UNREAD_KEY = [...NOTIFICATIONS_QUERY_KEY, 'unread'] as const;

/**
 * `POST /api/user/notifications` with `read: true` (SPEC §7): read and unread ones, newest
 * first, a page at a time; older pages by the last id shown.
 */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: NOTIFICATIONS_LIST_KEY,
    queryFn: ({ pageParam, signal }) =>
      request('/user/notifications', notificationsResponse, {
        method: 'POST',
        body: pageParam === undefined ? { read: true } : { read: true, before_id: pageParam },
        signal,
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.notifications.at(-1)?.id : undefined),
  });
}

/** `GET /api/user/notifications/unread`: the badge's count. */
export function unreadNotificationsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATIONS_UNREAD_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet('/user/notifications/unread', notificationsUnreadResponse, { signal })).unread,
  });
}

/** `POST /api/user/notifications/read` (SPEC §7): answers the server's copy, now read. */
export function markNotificationRead(id: number): Promise<Notification> {
  return request('/user/notifications/read', notification, { method: 'POST', body: { id } });
}

export function markAllNotificationsRead(): Promise<number> {
  return request('/user/notifications/read-all', notificationsReadAllResponse, {
    method: 'POST',
  }).then((answer) => answer.updated);
}
