import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionEntry } from '@satsino/contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../app/notifications/notifications-context';
import { useSession } from '../../app/session/session-context';
import { isSessionFailure } from '../../app/session/session-failure';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';
import { LoadErrorPanel } from '../../ui/load-error';
import { usePageTitle } from '../../ui/use-page-title';
import { visuallyHidden } from '../../ui/visually-hidden';
import { endSession, SESSIONS_QUERY_KEY, sessionsQueryOptions } from './api/sessions-api';
import { genericFailure } from './auth-errors';

/** Placeholder rows while the list loads. */
const PLACEHOLDER_ROWS = ['first', 'second', 'third'] as const;

const MOBILE_DEVICE = /mobile|android|iphone|ipad|phone|tablet/i;

/** /settings/sessions: every device logged in to the account (SPEC §2, from `/user/logs`). */
export function SessionsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { end } = useSession();
  const titleId = useId();
  const sessions = useQuery(sessionsQueryOptions());
  const [ending, setEnding] = useState<SessionEntry | null>(null);
  usePageTitle(t('sessions.title'));

  const endOne = useMutation({
    mutationFn: (entry: SessionEntry) => endSession(entry.id),
    onSuccess: (answer, entry) => {
      setEnding(null);
      if (entry.current) {
        // Ending this device's session is logging out; the server has already revoked it.
        end();
        return;
      }
      notify(answer.status, 'success');
      void queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(genericFailure(error).notice, 'error');
      }
    },
  });

  let content: ReactNode;
  if (sessions.isPending) {
    content = (
      <>
        <Box component="span" sx={visuallyHidden}>
          {t('sessions.loading')}
        </Box>
        <Stack spacing={1.5} aria-hidden>
          {PLACEHOLDER_ROWS.map((row) => (
            <Skeleton key={row} variant="rounded" height={112} />
          ))}
        </Stack>
      </>
    );
  } else if (sessions.isError) {
    content = (
      <LoadErrorPanel
        title={t('sessions.errorTitle')}
        message={t('sessions.errorMessage')}
        retrying={sessions.isFetching}
        onRetry={() => void sessions.refetch()}
      />
    );
  } else if (sessions.data.length === 0) {
    content = <Typography color="text.secondary">{t('sessions.empty')}</Typography>;
  } else {
    content = (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions.data.map((entry) => (
          <SessionRow key={entry.id} entry={entry} onEnd={() => setEnding(entry)} />
        ))}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={sessions.isPending}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('sessions.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('sessions.intro')}
      </Typography>
      {content}
      <EndSessionDialog
        entry={ending}
        pending={endOne.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={(entry) => endOne.mutate(entry)}
      />
    </Box>
  );
}

function useDeviceName(entry: SessionEntry): string {
  const { t } = useTranslation();
  return entry.device ?? t('sessions.unknownDevice');
}

function SessionRow({ entry, onEnd }: { entry: SessionEntry; onEnd: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameId = useId();
  const deviceName = useDeviceName(entry);
  const mobile = MOBILE_DEVICE.test(`${entry.device ?? ''} ${entry.user_agent ?? ''}`);
  const details = [
    { key: 'ip', label: t('sessions.ip'), value: entry.ip ?? t('sessions.unknown') },
    {
      key: 'location',
      label: t('sessions.location'),
      value: entry.location ?? t('sessions.unknown'),
    },
    {
      key: 'started',
      label: t('sessions.started'),
      value: formatDate(entry.created_at, locale),
    },
    {
      key: 'lastSeen',
      label: t('sessions.lastSeen'),
      value: formatDate(entry.last_seen_at, locale),
    },
  ];

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { '@': '1fr', '@sm': 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        borderColor: entry.current ? 'primary.main' : 'divider',
      }}
    >
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          {mobile ? (
            <SmartphoneOutlined color="action" aria-hidden />
          ) : (
            <ComputerOutlined color="action" aria-hidden />
          )}
          <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {deviceName}
          </Typography>
          {entry.current && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('sessions.thisDevice')}
            />
          )}
        </Stack>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: {
              '@': 'repeat(2, minmax(0, 1fr))',
              '@md': 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {details.map(({ key, label, value }) => (
            <Box key={key} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <Button
        variant="outlined"
        color="error"
        startIcon={<LogoutOutlined />}
        onClick={onEnd}
        sx={{ justifySelf: { '@': 'start', '@sm': 'end' } }}
      >
        {t('sessions.end')}
      </Button>
    </Paper>
  );
}

interface EndSessionDialogProps {
  entry: SessionEntry | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (entry: SessionEntry) => void;
}

/** Ending a session is not undoable, so it is confirmed first. */
function EndSessionDialog({ entry, pending, onCancel, onConfirm }: EndSessionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  // Keeps the last entry while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<SessionEntry | null>(entry);
  if (entry !== null && entry !== shown) {
    setShown(entry);
  }
  const deviceName = shown?.device ?? t('sessions.unknownDevice');

  return (
    <Dialog
      open={entry !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('sessions.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {shown?.current
            ? t('sessions.confirmCurrent')
            : t('sessions.confirmText', { device: deviceName })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={pending}
          onClick={() => {
            if (entry !== null) {
              onConfirm(entry);
            }
          }}
        >
          {t('sessions.end')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
