import type { ChatGroup } from '@satsino/contract/chat';
import { appAlertEvent, groupCreatedEvent, REALTIME_EVENTS } from '@satsino/contract/realtime';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeSocket } from '../../app/realtime/realtime-connection';
import {
  ADMIN_CHAT_QUERY_KEY,
  adminChatMessagesQueryKey,
  CHAT_GROUPS_QUERY_KEY,
  CHAT_QUERY_KEY,
  CHAT_UNREAD_QUERY_KEY,
  chatMessagesQueryKey,
} from './api/chat-api';
import { appendGroup } from './chat-state';

/** The chat alert of an AppAlertEvent payload, or undefined for any other (or a broken) one. */
function chatAlertOf(payload: unknown) {
  const parsed = appAlertEvent.safeParse(payload);
  return parsed.success && parsed.data.type === 'NEW_CHAT_MESSAGE' ? parsed.data : undefined;
}

/**
 * Keeps the player's chat live on the shared socket: GroupCreated appends the group (SPEC §4),
 * NEW_CHAT_MESSAGE reloads that conversation and the unread counts; an alert without a
 * message means the group itself changed (an operator closed it), so the list reloads too.
 * After a reconnection everything is reloaded, as alerts may have been missed.
 */
export function usePlayerChatLive(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (socket === null) return;
    function onGroupCreated(payload: unknown) {
      const parsed = groupCreatedEvent.safeParse(payload);
      if (!parsed.success) return;
      const { group } = parsed.data;
      queryClient.setQueryData<ChatGroup[]>(CHAT_GROUPS_QUERY_KEY, (groups) =>
        groups === undefined ? groups : appendGroup(groups, group),
      );
      void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_QUERY_KEY });
    }
    function onAlert(payload: unknown) {
      const alert = chatAlertOf(payload);
      if (alert === undefined) return;
      if (alert.groupId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(alert.groupId) });
      }
      if (alert.message === undefined) {
        void queryClient.invalidateQueries({ queryKey: CHAT_GROUPS_QUERY_KEY });
      }
      void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_QUERY_KEY });
    }
    const onReconnect = () => refreshAll(queryClient, CHAT_QUERY_KEY);
    socket.on(REALTIME_EVENTS.groupCreated, onGroupCreated);
    socket.on(REALTIME_EVENTS.appAlert, onAlert);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(REALTIME_EVENTS.groupCreated, onGroupCreated);
      socket.off(REALTIME_EVENTS.appAlert, onAlert);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, queryClient]);
}

/** The operator console's live updates: any chat alert reloads the list and that conversation. */
export function useOperatorChatLive(): void {
  const socket = useRealtimeSocket();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (socket === null) return;
    function onAlert(payload: unknown) {
      const alert = chatAlertOf(payload);
      if (alert === undefined) return;
      if (alert.groupId !== undefined) {
        void queryClient.invalidateQueries({ queryKey: adminChatMessagesQueryKey(alert.groupId) });
      }
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_CHAT_QUERY_KEY, 'groups'] });
    }
    const onReconnect = () => refreshAll(queryClient, ADMIN_CHAT_QUERY_KEY);
    socket.on(REALTIME_EVENTS.appAlert, onAlert);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off(REALTIME_EVENTS.appAlert, onAlert);
      socket.io.off('reconnect', onReconnect);
    };
  }, [socket, queryClient]);
}

function refreshAll(queryClient: QueryClient, queryKey: readonly string[]) {
  void queryClient.invalidateQueries({ queryKey });
}
