import { NOTIFICATION_TEXT_MAX_LENGTH } from '@satsino/contract/notifications';
import type { AppAlertEvent } from '@satsino/contract/realtime';
import type { Db } from '../../db/connection.js';
import { insertNotification, type NotificationRow, type Queryable } from './notifications.repo.js';

/** What the notifier needs of the real-time hub. */
export interface AppAlertPublisher {
  publishAppAlert(userId: number, event: AppAlertEvent): void;
}

export function requireNotificationText(text: string): string {
  const trimmed = text.trim();
  // A caller's bug, not a player's input: texts come from our own code or a validated request.
  if (trimmed.length === 0 || trimmed.length > NOTIFICATION_TEXT_MAX_LENGTH) {
    throw new RangeError(`a notification text has 1 to ${NOTIFICATION_TEXT_MAX_LENGTH} characters`);
  }
  return trimmed;
}

/**
 * How every module tells a player something (SPEC §3 Notification): the text is stored unread,
 * then, once it is committed, NEW_NOTIFICATION goes to `appalert.{userId}` with its id, so the
 * badge and the list can never show a notification the database does not have.
 */
export function createNotifier(deps: { db: Db; realtime: AppAlertPublisher; now: () => Date }) {
  const publish = (row: Pick<NotificationRow, 'id' | 'userId' | 'text'>) =>
    deps.realtime.publishAppAlert(row.userId, {
      type: 'NEW_NOTIFICATION',
      id: row.id,
      text: row.text,
    });

  return {
    /** Stores the notification and publishes it. */
    async notify(userId: number, text: string): Promise<NotificationRow> {
      const row = await insertNotification(deps.db, {
        userId,
        text: requireNotificationText(text),
        createdAt: deps.now(),
      });
      publish(row);
      return row;
    },

    /**
     * Stores the notification inside the caller's transaction; the caller calls `publish` after
     * its commit (a rolled-back transaction then tells nobody anything).
     */
    async stage(
      tx: Queryable,
      userId: number,
      text: string,
    ): Promise<{ row: NotificationRow; publish: () => void }> {
      const row = await insertNotification(tx, {
        userId,
        text: requireNotificationText(text),
        createdAt: deps.now(),
      });
      return { row, publish: () => publish(row) };
    },

    /** Publishes a stored notification (e.g. each batch of a broadcast, after its commit). */
    publish,
  };
}
export type Notifier = ReturnType<typeof createNotifier>;
