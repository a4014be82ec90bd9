import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useHasBeenTrue } from '../../ui/use-has-been-true';
import { useNotificationStore } from './notifications-context';

// Most visits show no notice: the snackbar's code is fetched with the first one.
const NoticeSnackbar = lazy(async () => ({
  default: (await import('./notice-snackbar')).NoticeSnackbar,
}));

/** The global notification (SPEC §2): one message at a time, with a close button. */
export function NotificationSnackbar() {
  const store = useNotificationStore();
  const notice = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const wanted = useHasBeenTrue(notice.active);

  if (!wanted) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <NoticeSnackbar store={store} notice={notice} />
    </Suspense>
  );
}
