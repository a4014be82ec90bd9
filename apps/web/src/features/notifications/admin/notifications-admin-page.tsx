import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TEXT_MAX_LENGTH } from '@satsino/contract/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { useForm } from '../../../ui/form/use-form';
import { LoadErrorLine } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  broadcastNotification,
  type SentNotification,
  sendNotification,
  sentNotificationsQueryOptions,
} from '../api/notifications-admin-api';
import {
  type BroadcastValues,
  characterCount,
  EMPTY_BROADCAST,
  EMPTY_SEND,
  playerIdOf,
  type SendValues,
  validateSend,
  validateText,
} from './notification-forms';
import {
  translateMessages,
  useNotificationMessage,
  useSendingOutcome,
} from './use-admin-notifications';

const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

/**
 * /admin/notifications: the operator writes to one player or to every player (SPEC §7
 * operator API); below, the latest notifications operators sent, from the operator log.
 */
export function NotificationsAdminPage() {
  return (
    <TextsSuspense namespace="notifications">
      <NotificationsAdmin />
    </TextsSuspense>
  );
}

function NotificationsAdmin() {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  usePageTitle(t('admin.title'));

  return (
    <Box component="section" aria-labelledby={titleId}>
      <AdminPageHeader titleId={titleId} title={t('admin.title')} intro={t('admin.intro')} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mb: 4,
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <SendToPlayerForm />
        <BroadcastForm />
      </Box>
      <RecentlySent />
    </Box>
  );
}

interface FormCardProps {
  icon: ReactNode;
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}

function FormCard({ icon, title, intro, testId, children }: FormCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography id={titleId} component="h3" variant="h6">
          {title}
        </Typography>
      </Stack>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2.5 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}

/** The message field both forms share: several lines, its length counted under it. */
function messageFieldProps(props: ReturnType<ReturnType<typeof useForm>['textField']>) {
  return {
    ...props,
    helperText: props.error ? props.helperText : characterCount(props.value),
    multiline: true,
    minRows: 4,
    maxRows: 12,
    required: true,
    fullWidth: true,
    slotProps: { htmlInput: { maxLength: NOTIFICATION_TEXT_MAX_LENGTH } },
  };
}

function SendToPlayerForm() {
  const { t } = useTranslation('notifications');
  const translate = useNotificationMessage();
  const { notify, refresh, failed } = useSendingOutcome();
  const validate = useCallback(
    (values: SendValues) => translateMessages(validateSend(values), translate),
    [translate],
  );
  const form = useForm({ initialValues: EMPTY_SEND, validate });

  const send = useMutation({
    mutationFn: sendNotification,
    onSuccess: (sent) => {
      form.reset();
      notify(t('admin.send.sent', { id: sent.user_id }), 'success');
      refresh();
    },
    onError: (error) => failed(error, form),
  });

  return (
    <FormCard
      icon={<PersonOutlined />}
      title={t('admin.send.title')}
      intro={t('admin.send.intro')}
      testId="notify-player"
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.submit()) return;
          const userId = playerIdOf(form.values.user_id);
          if (userId !== undefined) send.mutate({ user_id: userId, text: form.values.text });
        }}
      >
        <TextField
          {...form.textField('user_id', { hint: t('admin.send.playerHint') })}
          label={t('admin.send.player')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: '16rem' } }}
        />
        <TextField {...messageFieldProps(form.textField('text'))} label={t('admin.text')} />
        <Button
          type="submit"
          variant="contained"
          disabled={!form.isValid}
          loading={send.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.send.submit')}
        </Button>
      </Stack>
    </FormCard>
  );
}

function BroadcastForm() {
  const { t } = useTranslation('notifications');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const translate = useNotificationMessage();
  const { notify, refresh, failed } = useSendingOutcome();
  const dialogTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [recipients, setRecipients] = useState<number>();
  const validate = useCallback(
    (values: BroadcastValues) => translateMessages(validateText(values), translate),
    [translate],
  );
  const form = useForm({ initialValues: EMPTY_BROADCAST, validate });

  const broadcast = useMutation({
    mutationFn: broadcastNotification,
    onSuccess: (count) => {
      form.reset();
      setConfirming(false);
      setRecipients(count);
      notify(t('admin.broadcast.sent', { count: formatNumber(count, locale) }), 'success');
      refresh();
    },
    onError: (error) => {
      setConfirming(false);
      failed(error, form);
    },
  });

  return (
    <FormCard
      icon={<CampaignOutlined />}
      title={t('admin.broadcast.title')}
      intro={t('admin.broadcast.intro')}
      testId="notify-everyone"
    >
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(event) => {
          event.preventDefault();
          if (form.submit()) setConfirming(true);
        }}
      >
        <TextField
          {...messageFieldProps(form.textField('text'))}
          onChange={(event) => {
            setRecipients(undefined);
            form.setValue('text', event.target.value);
          }}
          label={t('admin.text')}
        />
        <Button
          type="submit"
          variant="contained"
          color="warning"
          disabled={!form.isValid}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('admin.broadcast.submit')}
        </Button>
        {recipients !== undefined && (
          <Alert severity="success" variant="outlined" role="status">
            {t('admin.broadcast.sent', { count: formatNumber(recipients, locale) })}
          </Alert>
        )}
      </Stack>

      <Dialog
        open={confirming}
        onClose={() => {
          if (!broadcast.isPending) setConfirming(false);
        }}
        aria-labelledby={dialogTitleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={dialogTitleId}>{t('admin.broadcast.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.broadcast.confirmText')}</DialogContentText>
          <Paper
            variant="outlined"
            sx={{ p: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word', bgcolor: 'action.hover' }}
          >
            {form.values.text.trim()}
          </Paper>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={broadcast.isPending}>
            {tCommon('common.cancel')}
          </Button>
          <Button
            variant="contained"
            color="warning"
            loading={broadcast.isPending}
            onClick={() => broadcast.mutate(form.values.text)}
          >
            {t('admin.broadcast.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </FormCard>
  );
}

function RecentlySent() {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const sent = useQuery(sentNotificationsQueryOptions());

  let content: ReactNode;
  if (sent.isPending) {
    content = (
      <>
        <Box component="span" sx={visuallyHidden}>
          {t('admin.recent.loading')}
        </Box>
        <Stack spacing={1} aria-hidden>
          {PLACEHOLDER_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={64} />
          ))}
        </Stack>
      </>
    );
  } else if (sent.isError) {
    content = (
      <LoadErrorLine
        message={t('admin.recent.loadError')}
        retrying={sent.isFetching}
        onRetry={() => void sent.refetch()}
      />
    );
  } else if (sent.data.length === 0) {
    content = <Typography color="text.secondary">{t('admin.recent.empty')}</Typography>;
  } else {
    content = (
      <Paper
        component="ul"
        variant="outlined"
        aria-label={t('admin.recent.listLabel')}
        data-testid="sent-notifications"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {sent.data.map((entry, index) => (
          <SentRow key={entry.id} entry={entry} divider={index > 0} />
        ))}
      </Paper>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6">
        {t('admin.recent.title')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
        {t('admin.recent.intro')}
      </Typography>
      {content}
    </Box>
  );
}

function SentRow({ entry, divider }: { entry: SentNotification; divider: boolean }) {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  return (
    <Box
      component="li"
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, borderTop: divider ? 1 : 0, borderColor: 'divider' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.25, sm: 2 }}
        sx={{ justifyContent: 'space-between', mb: 0.5 }}
      >
        <Typography variant="subtitle2">
          {entry.userId === undefined
            ? t('admin.recent.toEveryone')
            : t('admin.recent.toPlayer', { id: entry.userId })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {t('admin.recent.byOperator', { name: entry.actor })}
          {' · '}
          <time dateTime={entry.createdAt}>{formatDate(entry.createdAt, locale)}</time>
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        sx={{
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          display: '-webkit-box',
          WebkitLineClamp: 3,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {entry.text}
      </Typography>
    </Box>
  );
}
