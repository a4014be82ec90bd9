import type { User } from '@satsino/contract/account';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session';
import { userQueryOptions } from './user-query';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

/**
 * - `guest`: no token.
 * - `loading`: a token, its user on the way (start-up).
 * - `authenticated`: a token and its user.
 * - `unavailable`: a token, but the user could not be loaded (network, 5xx); a rejected token
 *   never stays here, it ends the session.
 */
export type SessionStatus = 'guest' | 'loading' | 'authenticated' | 'unavailable';

export interface SessionState {
  status: SessionStatus;
  token: string | undefined;
  user: User | undefined;
  signIn: Session['signIn'];
  logOut: Session['logOut'];
  end: Session['end'];
  endedByPlayer: Session['endedByPlayer'];
  retry: () => void;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (session === null) {
    throw new Error('useSession() needs <SessionProvider> (see AppProviders)');
  }
  const token = useSyncExternalStore(session.subscribe, session.getToken);
  const userQuery = useQuery({ ...userQueryOptions(), enabled: token !== undefined });
  const user = token === undefined ? undefined : userQuery.data;

  let status: SessionStatus;
  if (token === undefined) {
    status = 'guest';
  } else if (user !== undefined) {
    status = 'authenticated';
  } else if (userQuery.isError) {
    status = 'unavailable';
  } else {
    status = 'loading';
  }

  return {
    status,
    token,
    user,
    signIn: session.signIn,
    logOut: session.logOut,
    end: session.end,
    endedByPlayer: session.endedByPlayer,
    retry: () => void userQuery.refetch(),
  };
}
