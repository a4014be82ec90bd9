import { createContext, type ReactNode, useContext } from 'react';
import type { NoticeText } from '../../i18n/error-text';
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
 * Shows a notice in the app's snackbar. Pass a server's coded message (`codedMessageOf`), the
 * English text of SPEC §8 (both are translated when shown), or an already translated text.
 */
export function useNotify(): (message: NoticeText, severity?: NoticeSeverity) => void {
  return useNotificationStore().show;
}
