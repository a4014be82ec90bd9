import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/messages';
import { useNotificationStore } from './notifications-context';

/** Long enough to read two sentences; hovering or focusing the notice pauses it. */
const NOTICE_VISIBLE_MS = 8_000;

/** The global notification (SPEC §2): one message at a time, with a close button. */
export function NotificationSnackbar() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const store = useNotificationStore();
  const notice = useSyncExternalStore(store.subscribe, store.getSnapshot);

  return (
    <Snackbar
      key={notice.id}
      open={notice.active}
      autoHideDuration={NOTICE_VISIBLE_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page must not dismiss a message the player has not read.
        if (reason !== 'clickaway') {
          store.close();
        }
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice.severity}
        variant="filled"
        onClose={store.close}
        closeText={t('common.close')}
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center' }}
      >
        {translateMessage(notice.message)}
      </Alert>
    </Snackbar>
  );
}
