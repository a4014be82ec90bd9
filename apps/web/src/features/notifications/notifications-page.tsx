import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Notification } from '@satsino/contract/notifications';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { isSessionFailure } from '../../app/session/session-failure';
import { formatDate } from '../../i18n/format';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { useLocale } from '../../i18n/use-locale';
import { LoadErrorPanel } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import {
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_LIST_KEY,
  NOTIFICATIONS_UNREAD_KEY,
  notificationsQueryOptions,
} from './api/notifications-api';
import { markAllShownRead, type NotificationPages, replaceNotification } from './notification-list';

const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/** /settings/notifications (SPEC §2, §3, §4): the player's notifications, newest first. */
export function NotificationsPage() {
  return (
    <TextsSuspense namespace="notifications">
      <NotificationsContent />
    </TextsSuspense>
  );
}

function NotificationsContent() {
  const { t } = useTranslation('notifications');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const list = useInfiniteQuery(notificationsQueryOptions());
  usePageTitle(t('title'));

  const failed = (error: unknown) => {
    if (!isSessionFailure(error)) notify(t('actionFailed'), 'error');
  };
  const markOne = useMutation({
    mutationFn: (entry: Notification) => markNotificationRead(entry.id),
    onSuccess: (copy) => {
      // SPEC §4: the item is replaced by the server's copy.
      queryClient.setQueryData<NotificationPages>(NOTIFICATIONS_LIST_KEY, (data) =>
        replaceNotification(data, copy),
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_UNREAD_KEY });
    },
    onError: failed,
  });
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<NotificationPages>(NOTIFICATIONS_LIST_KEY, markAllShownRead);
      queryClient.setQueryData(NOTIFICATIONS_UNREAD_KEY, 0);
      notify(t('allMarkedRead'), 'success');
    },
    onError: failed,
  });

  const entries = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  let content: ReactNode;
  if (list.isPending) {
    content = (
      <>
        <Box component="span" sx={visuallyHidden}>
          {t('loading')}
        </Box>
        <Stack spacing={1.5} aria-hidden>
          {PLACEHOLDER_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={88} />
          ))}
        </Stack>
      </>
    );
  } else if (list.isError) {
    content = (
      <LoadErrorPanel
        title={t('errorTitle')}
        message={t('errorMessage')}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (entries.length === 0) {
    content = (
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', color: 'text.secondary' }}
      >
        <NotificationsNoneOutlined sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>{t('empty')}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('emptyHint')}
        </Typography>
      </Paper>
    );
  } else {
    content = (
      <>
        <Stack
          component="ul"
          spacing={1.5}
          aria-label={t('listLabel')}
          data-testid="notifications-list"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {entries.map((entry) => (
            <NotificationRow
              key={entry.id}
              entry={entry}
              pending={markOne.isPending && markOne.variables?.id === entry.id}
              onMarkRead={() => markOne.mutate(entry)}
            />
          ))}
        </Stack>
        {list.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
            <Button
              variant="outlined"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={list.isPending}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <Box>
          <Typography id={titleId} component="h2" variant="h5">
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('intro')}
          </Typography>
        </Box>
        {unread > 0 && (
          <Button
            variant="outlined"
            startIcon={<DoneAllOutlined />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
          >
            {t('markAllRead')}
          </Button>
        )}
      </Stack>
      <Box sx={{ mt: 3 }}>{content}</Box>
    </Box>
  );
}

/** The shared "Retry" word of the main namespace. */
interface NotificationRowProps {
  entry: Notification;
  pending: boolean;
  onMarkRead: () => void;
}

function NotificationRow({ entry, pending, onMarkRead }: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const textId = useId();
  const unread = entry.read === 0;

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={textId}
      data-testid={`notification-${entry.id}`}
      data-read={entry.read}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { '@': '1fr', '@sm': 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        borderColor: unread ? 'primary.main' : 'divider',
        borderLeftWidth: unread ? 4 : 1,
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          {unread && (
            <Box
              component="span"
              sx={{
                typography: 'caption',
                fontWeight: 700,
                color: 'primary.main',
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
              }}
            >
              {t('unread')}
            </Box>
          )}
          <Typography
            component="time"
            dateTime={entry.created_at}
            variant="caption"
            color="text.secondary"
          >
            {formatDate(entry.created_at, locale)}
          </Typography>
        </Stack>
        <Typography
          id={textId}
          sx={{ fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
        >
          {entry.text}
        </Typography>
      </Box>
      {unread && (
        <Button
          size="small"
          variant="text"
          startIcon={<DoneOutlined />}
          loading={pending}
          onClick={onMarkRead}
          sx={{ justifySelf: { '@': 'start', '@sm': 'end' } }}
        >
          {t('markRead')}
        </Button>
      )}
    </Paper>
  );
}
