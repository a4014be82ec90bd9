import {
  NOTIFICATION_BROADCAST_BATCH,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationsRequest,
  type NotificationsResponse,
} from '@satsino/contract/notifications';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { notificationErrors } from './notifications.errors.js';
import { presentNotification } from './notifications.presenter.js';
import {
  countUnread,
  insertBroadcastBatch,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.repo.js';
import { type Notifier, requireNotificationText } from './notifier.js';

/** The player's notification calls (SPEC §7) and the operator's sending. */
export function createNotificationsService(deps: {
  db: Db;
  pool: pg.Pool;
  notifier: Notifier;
  operatorLog: OperatorLog;
  now: () => Date;
}) {
  const { db, notifier } = deps;
  return {
    /** Newest first, a page at a time; read ones only when asked (`read: true`). */
    async list(userId: number, request: NotificationsRequest): Promise<NotificationsResponse> {
      // One more than a page tells whether an older page exists.
      const rows = await listNotifications(db, userId, {
        unreadOnly: request.read !== true,
        beforeId: request.before_id,
        limit: NOTIFICATIONS_PAGE_SIZE + 1,
      });
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(presentNotification),
        unread: await countUnread(db, userId),
        has_more: rows.length > NOTIFICATIONS_PAGE_SIZE,
      };
    },

    unread(userId: number): Promise<number> {
      return countUnread(db, userId);
    },

    /** SPEC §4: unread → read; the answer is the server's copy. Another player's id is 404. */
    async markRead(userId: number, id: number): Promise<Notification> {
      const row = await markRead(db, userId, id, deps.now());
      if (!row) throw notificationErrors.notFound();
      return presentNotification(row);
    },

    markAllRead(userId: number): Promise<number> {
      return markAllRead(db, userId, deps.now());
    },

    /** An operator's message to one player. */
    async send(operatorId: number, userId: number, text: string) {
      const staged = await inDbTransaction(deps.pool, async (tx, client) => {
        const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!player) throw notificationErrors.playerNotFound();
        const result = await notifier.stage(tx, userId, text);
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'notification.send',
          targetType: 'user',
          targetId: userId,
          details: { notification_id: result.row.id, text: result.row.text },
        });
        return result;
      });
      staged.publish();
      return { ...presentNotification(staged.row), user_id: staged.row.userId };
    },

    /**
     * An operator's message to every player, in batches of NOTIFICATION_BROADCAST_BATCH, each
     * batch its own transaction and published once committed; the first one carries the log.
     */
    async broadcast(operatorId: number, text: string): Promise<number> {
      const body = requireNotificationText(text);
      const createdAt = deps.now();
      let afterUserId = 0;
      let recipients = 0;
      for (let first = true; ; first = false) {
        const batch = await inDbTransaction(deps.pool, async (tx, client) => {
          if (first) {
            await deps.operatorLog.record(client, {
              actorUserId: operatorId,
              action: 'notification.broadcast',
              targetType: 'players',
              targetId: 'all',
              details: { text: body },
            });
          }
          return insertBroadcastBatch(tx, body, createdAt, afterUserId);
        });
        for (const row of batch) notifier.publish({ ...row, text: body });
        recipients += batch.length;
        const last = batch.at(-1);
        if (last === undefined || batch.length < NOTIFICATION_BROADCAST_BATCH) break;
        afterUserId = last.userId;
      }
      return recipients;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
