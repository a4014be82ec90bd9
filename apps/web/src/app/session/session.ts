import { type User, userResponse } from '@satsino/contract/account';
import type { QueryClient } from '@tanstack/react-query';
import { stripLocale } from '../../i18n/locale-path';
import { NOTICES } from '../../i18n/notices';
import { request } from '../../lib/api-client';
import { clearToken, readToken, saveToken } from '../../lib/auth-token';
import type { NotificationStore } from '../notifications/notification-store';
import { loginPath } from './redirect-target';
import { USER_QUERY_KEY } from './user-query';

/**
 * The player's session (SPEC §4): the bearer token in the `token` cookie and the user loaded
 * with it. The token lives outside React because code outside components ends sessions too
 * (a 401 seen by the query cache); React reads it with `useSyncExternalStore`.
 */
export interface Session {
  getToken(): string | undefined;
  subscribe(listener: () => void): () => void;
  /**
   * Whether the player ended the last session themselves (logout, ending this device): the
   * login page then opens plain, not asking to come back to the page they left.
   */
  endedByPlayer(): boolean;
  /**
   * Starts a session with a token from login, registration or social sign-in: loads its user
   * first, then saves the token, so the app goes straight from guest to logged in.
   */
  signIn(token: string, remember: boolean): Promise<User>;
  /** The logout action: tells the server, forgets everything, opens the login page. */
  logOut(): Promise<void>;
  /** The session was ended on purpose (the player ended this device's session). */
  end(): void;
  /** The server no longer accepts the token: forget it and ask the player to log in again. */
  expire(): void;
}

interface SessionDependencies {
  queryClient: QueryClient;
  notifications: NotificationStore;
  /** Opens a page in place of the current one (the router's navigate), when a session ends. */
  navigate: (to: string) => void;
}

export function createSession({
  queryClient,
  notifications,
  navigate,
}: SessionDependencies): Session {
  let token = readToken();
  let endedByPlayer = false;
  const listeners = new Set<() => void>();

  function setToken(next: string | undefined) {
    token = next;
    for (const listener of listeners) {
      listener();
    }
  }

  /** Token, user and every cached answer (they belonged to the player who just left). */
  function forget() {
    clearToken();
    setToken(undefined);
    queryClient.clear();
  }

  function openLogin(comeBack: boolean) {
    const { pathname, search, hash } = window.location;
    const { locale } = stripLocale(pathname);
    navigate(loginPath(locale, comeBack ? `${pathname}${search}${hash}` : undefined));
  }

  return {
    getToken: () => token,
    endedByPlayer: () => endedByPlayer,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async signIn(newToken, remember) {
      const user = await request('/user', userResponse, { token: newToken });
      saveToken(newToken, remember);
      endedByPlayer = false;
      queryClient.setQueryData(USER_QUERY_KEY, user);
      setToken(newToken);
      return user;
    },
    async logOut() {
      try {
        // The auth schemas load at the click: the first page builds none of them (issue 12).
        const { statusResponse } = await import('@satsino/contract/auth');
        await request('/logout', statusResponse);
      } catch {
        // Logging out must always work for the player: the token is forgotten here either way,
        // and a token the server could not revoke now expires by itself.
      }
      endedByPlayer = true;
      forget();
      openLogin(false);
    },
    end() {
      endedByPlayer = true;
      forget();
      openLogin(false);
    },
    expire() {
      // Several requests can fail together; the first one ends the session, the rest find none.
      if (token === undefined) {
        return;
      }
      endedByPlayer = false;
      forget();
      notifications.show(NOTICES.tokenExpired, 'warning');
      openLogin(true);
    },
  };
}
