import { appAlertEvent, REALTIME_EVENTS } from '@satsino/contract/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../app/realtime/realtime-connection';
import { NOTIFICATIONS_QUERY_KEY, unreadNotificationsQueryOptions } from './api/notifications-api';

/**
 * The player's unread count for the badges, kept live: a NEW_NOTIFICATION on the player's
 * socket refreshes the count and the list (the app's provider shows the snackbar itself).
 * `enabled` is false for guests, who have no notifications to count.
 */
export function useUnreadNotifications(enabled: boolean): number {
  const queryClient = useQueryClient();
  const socket = useRealtimeSocket();
  const unread = useQuery({ ...unreadNotificationsQueryOptions(), enabled });

  useEffect(() => {
    if (socket === null || !enabled) return;
    const onAppAlert = (payload: unknown) => {
      const parsed = appAlertEvent.safeParse(payload);
      if (parsed.success && parsed.data.type === 'NEW_NOTIFICATION') {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      }
    };
    socket.on(REALTIME_EVENTS.appAlert, onAppAlert);
    // A reconnect may have missed alerts: ask again.
    const onConnect = () =>
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    socket.on('connect', onConnect);
    return () => {
      socket.off(REALTIME_EVENTS.appAlert, onAppAlert);
      socket.off('connect', onConnect);
    };
  }, [socket, enabled, queryClient]);

  return enabled ? (unread.data ?? 0) : 0;
}
