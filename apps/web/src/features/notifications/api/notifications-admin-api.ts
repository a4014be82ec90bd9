import {
  adminNotificationBroadcastResult,
  adminNotificationSent,
} from '@satsino/contract/notifications';
import { operatorActionList } from '@satsino/contract/wallet-admin';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/**
 * The operator log's key (the admin feature's `OPERATOR_ACTIONS_QUERY_KEY`), repeated here
 * because features do not import each other: the sent list and the operator log share one
 * cache entry, so a sending refreshes both and they never disagree.
 */
export const OPERATOR_ACTIONS_KEY = ['admin', 'actions'] as const;

/** The operator log's actions that are notifications (see notifications.service.ts). */
export const NOTIFICATION_ACTIONS = ['notification.send', 'notification.broadcast'] as const;

/** How many of the latest sent notifications the operator's page lists. */
export const RECENT_NOTIFICATIONS_SHOWN = 10;

/** A notification an operator sent, as the operator log recorded it. */
export interface SentNotification {
  id: number;
  actor: string;
  /** The player's id, or `undefined` for a broadcast to every player. */
  userId: number | undefined;
  text: string;
  createdAt: string;
}

/** The operator log's notification actions, newest first, as the page lists them. */
export function sentNotificationsOf(
  actions: ReturnType<typeof operatorActionList.parse>,
): SentNotification[] {
  const sent: SentNotification[] = [];
  for (const action of actions) {
    if (!(NOTIFICATION_ACTIONS as readonly string[]).includes(action.action)) continue;
    const [, target] = action.target.split('#');
    const userId = action.action === 'notification.send' ? Number(target) : undefined;
    const text = action.details.text;
    sent.push({
      id: action.id,
      actor: action.actor,
      userId: userId !== undefined && Number.isInteger(userId) ? userId : undefined,
      text: typeof text === 'string' ? text : '',
      createdAt: action.created_at,
    });
    if (sent.length === RECENT_NOTIFICATIONS_SHOWN) break;
  }
  return sent;
}

/**
 * `GET /api/admin/actions`, narrowed to the notifications: there is no list of sent
 * notifications of its own, and the log records each sending with its text.
 */
export function sentNotificationsQueryOptions() {
  return queryOptions({
    queryKey: OPERATOR_ACTIONS_KEY,
    queryFn: ({ signal }) => apiGet('/admin/actions', operatorActionList, { signal }),
    select: sentNotificationsOf,
  });
}

/** `POST /api/admin/notifications`: stored, then pushed live to the player (201). */
export function sendNotification(body: { user_id: number; text: string }) {
  return request('/admin/notifications', adminNotificationSent, { method: 'POST', body });
}

/** `POST /api/admin/notifications/broadcast`: answers how many players received it. */
export function broadcastNotification(text: string): Promise<number> {
  return request('/admin/notifications/broadcast', adminNotificationBroadcastResult, {
    method: 'POST',
    body: { text },
  }).then((answer) => answer.recipients);
}
