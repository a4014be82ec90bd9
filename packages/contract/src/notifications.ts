import { z } from 'zod';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT_MAX_LENGTH } from './messages/notifications.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { NOTIFICATION_MESSAGES, NOTIFICATION_TEXT_MAX_LENGTH };

/**
 * Player notifications (SPEC §3 Notification: id, read with 0 unread, text; listed newest first;
 * SPEC §4 unread → read after mark-read; SPEC §7 POST /user/notifications and
 * /user/notifications/read). A new one also arrives live as NEW_NOTIFICATION on
 * `appalert.{userId}` (realtime.ts), carrying its id.
 */

/** One page of the list: the newest notifications first, then older ones by `before_id`. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** A broadcast writes this many notifications per transaction. */
export const NOTIFICATION_BROADCAST_BATCH = 1_000;

const notificationId = z
  .number({ error: NOTIFICATION_MESSAGES.idInvalid })
  .int(NOTIFICATION_MESSAGES.idInvalid)
  .positive(NOTIFICATION_MESSAGES.idInvalid)
  .max(Number.MAX_SAFE_INTEGER, NOTIFICATION_MESSAGES.idInvalid);

export const notification = z
  .object({
    id: z.number().int(),
    read: z.union([z.literal(0), z.literal(1)]).meta({ description: '0 unread, 1 read' }),
    text: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notification>;

export const notificationsRequest = z
  .object({
    read: z.boolean().optional().meta({
      description: 'true: read ones too (what the web sends); absent or false: unread only',
    }),
    before_id: notificationId.optional().meta({
      description: 'Older than this id: the next page after the last id shown',
    }),
  })
  .meta({ id: 'NotificationsRequest' });
export type NotificationsRequest = z.infer<typeof notificationsRequest>;

export const notificationsResponse = z
  .object({
    notifications: z.array(notification).meta({ description: 'Newest first' }),
    unread: z.number().int().meta({ description: "How many of the player's are unread" }),
    has_more: z.boolean().meta({ description: 'Whether older ones exist (ask with before_id)' }),
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationReadRequest = z
  .object({ id: notificationId })
  .meta({ id: 'NotificationReadRequest' });

export const notificationsReadAllResponse = z
  .object({ updated: z.number().int().meta({ description: 'How many were unread' }) })
  .meta({ id: 'NotificationsReadAllResponse' });

export const notificationsUnreadResponse = z
  .object({ unread: z.number().int() })
  .meta({ id: 'NotificationsUnreadResponse' });

// ---------------------------------------------------------------------------------------------
// Operator API
// ---------------------------------------------------------------------------------------------

const notificationText = z
  .string({ error: NOTIFICATION_MESSAGES.textRequired })
  .trim()
  .min(1, NOTIFICATION_MESSAGES.textRequired)
  .max(NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_MESSAGES.textTooLong);

export const adminNotificationSend = z
  .object({
    user_id: z
      .number({ error: NOTIFICATION_MESSAGES.playerNotFound })
      .int(NOTIFICATION_MESSAGES.playerNotFound)
      .positive(NOTIFICATION_MESSAGES.playerNotFound)
      .max(Number.MAX_SAFE_INTEGER, NOTIFICATION_MESSAGES.playerNotFound),
    text: notificationText,
  })
  .meta({ id: 'AdminNotificationSend' });

export const adminNotificationBroadcast = z
  .object({ text: notificationText })
  .meta({ id: 'AdminNotificationBroadcast' });

export const adminNotificationSent = notification
  .extend({ user_id: z.number().int() })
  .meta({ id: 'AdminNotificationSent' });

export const adminNotificationBroadcastResult = z
  .object({ recipients: z.number().int().meta({ description: 'Players notified' }) })
  .meta({ id: 'AdminNotificationBroadcastResult' });
