import type { Notification } from '@satsino/contract/notifications';
import type { NotificationRow } from './notifications.repo.js';

/** SPEC §3: `read` is 0 while unread, 1 once read. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    read: row.readAt === null ? 0 : 1,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}
