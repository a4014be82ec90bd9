import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { useNoticeText } from '../../i18n/error-text';
import type { Notice, NotificationStore } from './notification-store';

/** Long enough to read two sentences; hovering or focusing the notice pauses it. */
const NOTICE_VISIBLE_MS = 8_000;

interface NoticeSnackbarProps {
  store: NotificationStore;
  notice: Notice;
}

/** The snackbar of notification-snackbar.tsx, loaded with the first notice. */
export function NoticeSnackbar({ store, notice }: NoticeSnackbarProps) {
  const { t } = useTranslation();
  const noticeText = useNoticeText();

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
        {noticeText(notice.message)}
      </Alert>
    </Snackbar>
  );
}
