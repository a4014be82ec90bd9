import type { Notification, NotificationsResponse } from '@satsino/contract/notifications';

/** The pages of the list as the infinite query keeps them. */
export interface NotificationPages {
  pages: NotificationsResponse[];
  pageParams: unknown[];
}

/** SPEC §4: the item is replaced by the server's copy, wherever it is in the pages. */
export function replaceNotification(
  data: NotificationPages | undefined,
  copy: Notification,
): NotificationPages | undefined {
  if (data === undefined) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((entry) => (entry.id === copy.id ? copy : entry)),
    })),
  };
}

/** Every loaded notification shown read, after "mark all read". */
export function markAllShownRead(
  data: NotificationPages | undefined,
): NotificationPages | undefined {
  if (data === undefined) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: 0,
      notifications: page.notifications.map((entry) => ({ ...entry, read: 1 as const })),
    })),
  };
}

/** The badge's text: the count, capped so it stays a small circle. */
export const UNREAD_BADGE_MAX = 99;
