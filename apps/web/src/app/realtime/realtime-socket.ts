import type { User } from '@satsino/contract/account';
import {
  type AppAlertEvent,
  appAlertEvent,
  connectRefusal,
  REALTIME_EVENTS,
  REALTIME_PATH,
} from '@satsino/contract/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import type { NoticeText } from '../../i18n/error-text';
import type { NoticeSeverity } from '../notifications/notification-store';
import { USER_QUERY_KEY } from '../session/user-query';
import { withWalletBalance } from './wallet-balance';

interface RealtimeDependencies {
  token: string;
  queryClient: QueryClient;
  notify: (message: NoticeText, severity?: NoticeSeverity) => void;
}

export interface RealtimeConnection {
  socket: Socket;
  close(): void;
}

/**
 * Opens the player's socket and handles the alerts that change app-wide state. It lives in a
 * chunk of its own with the socket library and the realtime contract, which realtime-connection
 * loads the first time a player connects: a guest's first page needs none of them (issue 12).
 */
export function openRealtimeConnection({
  token,
  queryClient,
  notify,
}: RealtimeDependencies): RealtimeConnection {
  function onAppAlert(payload: unknown) {
    const parsed = appAlertEvent.safeParse(payload);
    if (!parsed.success) {
      console.warn('Ignored an AppAlertEvent that breaks the contract', parsed.error.issues);
      return;
    }
    handleAppAlert(parsed.data);
  }

  function handleAppAlert(alert: AppAlertEvent) {
    switch (alert.type) {
      case 'WALLET_BALANCE':
        queryClient.setQueryData<User>(USER_QUERY_KEY, (user) =>
          user === undefined ? user : withWalletBalance(user, alert),
        );
        break;
      case 'NEW_NOTIFICATION':
        notify(alert.text, 'info');
        break;
      case 'NEW_CHAT_MESSAGE':
        // The chat feature listens for this one on the shared socket.
        break;
    }
  }

  const socket = io({
    path: REALTIME_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
  });
  socket.on(REALTIME_EVENTS.appAlert, onAppAlert);
  socket.on('connect_error', (error) => {
    // A refused token is for the API to judge: asking for the user again ends the session
    // through the usual path if the token is really gone, and does nothing if it is not.
    const refusal = connectRefusal.safeParse((error as { data?: unknown }).data);
    if (refusal.success && refusal.data.code === 'unauthenticated') {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  });
  return {
    socket,
    close() {
      socket.off(REALTIME_EVENTS.appAlert, onAppAlert);
      socket.disconnect();
    },
  };
}
