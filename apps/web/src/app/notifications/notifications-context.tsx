import { createContext, type ReactNode, useContext } from 'react';
import type { NoticeSeverity, NotificationStore } from './notification-store';

const NotificationsContext = createContext<NotificationStore | null>(null);

export function NotificationsProvider({
  store,
  children,
}: {
  store: NotificationStore;
  children: ReactNode;
}) {
  return <NotificationsContext value={store}>{children}</NotificationsContext>;
}

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (store === null) {
    throw new Error('useNotify() needs <NotificationsProvider> (see AppProviders)');
  }
  return store;
}

/**
 * Shows a notice in the app's snackbar. Pass the English text of the contract or of SPEC §8
 * (it is translated when shown), a server message, or an already translated text.
 */
export function useNotify(): (message: string, severity?: NoticeSeverity) => void {
  return useNotificationStore().show;
}
