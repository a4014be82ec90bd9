import type { User } from '@satsino/contract/account';
import {
  type AppAlertEvent,
  appAlertEvent,
  connectRefusal,
  REALTIME_EVENTS,
  REALTIME_PATH,
} from '@satsino/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useNotify } from '../notifications/notifications-context';
import { useSession } from '../session/session-context';
import { USER_QUERY_KEY } from '../session/user-query';
import { withWalletBalance } from './wallet-balance';

const RealtimeContext = createContext<Socket | null>(null);

/**
 * The logged-in player's socket, or null for guests and before it exists. Features listen to
 * their own events on it (the chat takes GroupCreated) and validate them with the contract.
 */
export function useRealtimeSocket(): Socket | null {
  return useContext(RealtimeContext);
}

/**
 * The real-time connection (DESIGN §6): while a player is logged in, one Socket.IO connection
 * on our origin, authenticated with the session's token; the server puts it in the player's
 * channels. Logging out (no token) disconnects it. Wallet and notification alerts are handled
 * here because they change app-wide state: the cached user and the snackbar.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [socket, setSocket] = useState<Socket | null>(null);

  useEffect(() => {
    if (token === undefined) {
      return;
    }
    let connection: Socket | undefined;
    let cancelled = false;

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

    // Guests never need the socket library: it is fetched the first time a player connects.
    async function connect() {
      const { io } = await import('socket.io-client');
      if (cancelled) return;
      connection = io({
        path: REALTIME_PATH,
        auth: { token },
        transports: ['websocket', 'polling'],
      });
      connection.on(REALTIME_EVENTS.appAlert, onAppAlert);
      connection.on('connect_error', (error) => {
        // A refused token is for the API to judge: asking for the user again ends the session
        // through the usual path if the token is really gone, and does nothing if it is not.
        const refusal = connectRefusal.safeParse((error as { data?: unknown }).data);
        if (refusal.success && refusal.data.code === 'unauthenticated') {
          void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        }
      });
      setSocket(connection);
    }

    // One tick later: an effect that is undone at once (React's StrictMode check, a session that
    // ends while starting) then never opens a socket only to close it mid-handshake.
    const pending = setTimeout(() => {
      // A library chunk that cannot be fetched (a deploy replaced it) reloads the page through
      // main.tsx's preload-error handler; until then the player is only without live updates.
      connect().catch((error: unknown) => {
        console.warn('The real-time connection could not start', error);
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(pending);
      connection?.off(REALTIME_EVENTS.appAlert, onAppAlert);
      connection?.disconnect();
      setSocket(null);
    };
  }, [token, queryClient, notify]);

  return <RealtimeContext value={socket}>{children}</RealtimeContext>;
}
