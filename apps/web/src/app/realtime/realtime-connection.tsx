import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { useNotify } from '../notifications/notifications-context';
import { useSession } from '../session/session-context';
import type { RealtimeConnection } from './realtime-socket';

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
    let connection: RealtimeConnection | undefined;
    let cancelled = false;

    // Guests never need the socket library nor the realtime contract: they are fetched the first
    // time a player connects.
    async function connect(sessionToken: string) {
      const { openRealtimeConnection } = await import('./realtime-socket');
      if (cancelled) return;
      connection = openRealtimeConnection({ token: sessionToken, queryClient, notify });
      setSocket(connection.socket);
    }

    // One tick later: an effect that is undone at once (React's StrictMode check, a session that
    // ends while starting) then never opens a socket only to close it mid-handshake.
    const pending = setTimeout(() => {
      // A library chunk that cannot be fetched (a deploy replaced it) reloads the page through
      // main.tsx's preload-error handler; until then the player is only without live updates.
      connect(token).catch((error: unknown) => {
        console.warn('The real-time connection could not start', error);
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(pending);
      connection?.close();
      setSocket(null);
    };
  }, [token, queryClient, notify]);

  return <RealtimeContext value={socket}>{children}</RealtimeContext>;
}
