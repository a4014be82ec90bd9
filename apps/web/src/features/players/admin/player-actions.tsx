import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/MailOutline';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TEXT_MAX_LENGTH } from '@satsino/contract/notifications';
import { PLAYER_LOCK_REASON_MAX_LENGTH, type PlayerDetail } from '@satsino/contract/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { useCanActOnMoney } from '../../../lib/operator-role';
import { ConfirmActionDialog } from '../../../ui/operator/confirm-action-dialog';
import {
  ADMIN_PLAYERS_QUERY_KEY,
  lockPlayer,
  messagePlayer,
  playerDetailQueryKey,
  unlockPlayer,
  verifyPlayer,
} from '../api/players-admin-api';

type Dialog = 'verify' | 'lock' | 'unlock' | 'message' | null;

/**
 * The player page's actions. Support staff may verify an account; locking, unlocking and
 * messaging are for admins (the server refuses the rest with a 403 either way). Each asks
 * first, in a dialog that names the player.
 */
export function PlayerActions({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const isAdmin = useCanActOnMoney();
  const [open, setOpen] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');

  const onError = (error: unknown) => {
    if (!isSessionFailure(error)) notify(failureText(error), 'error');
  };
  const changed = (detail: PlayerDetail, text: string) => {
    queryClient.setQueryData(playerDetailQueryKey(player.id), detail);
    void queryClient.invalidateQueries({ queryKey: ADMIN_PLAYERS_QUERY_KEY });
    setOpen(null);
    notify(text, 'success');
  };

  const verify = useMutation({
    mutationFn: () => verifyPlayer(player.id),
    onSuccess: (detail) => changed(detail, t('actions.verified', { name: player.name })),
    onError,
  });
  const lock = useMutation({
    mutationFn: () => lockPlayer(player.id, reason.trim()),
    onSuccess: (detail) => {
      setReason('');
      changed(detail, t('actions.locked', { name: player.name }));
    },
    onError,
  });
  const unlock = useMutation({
    mutationFn: () => unlockPlayer(player.id),
    onSuccess: (detail) => changed(detail, t('actions.unlocked', { name: player.name })),
    onError,
  });
  const send = useMutation({
    mutationFn: () => messagePlayer(player.id, message.trim()),
    onSuccess: () => {
      setMessage('');
      setOpen(null);
      notify(t('actions.messageSent', { name: player.name }), 'success');
    },
    onError,
  });

  // The dialog compares its body to know when it changed: the fields are built once per value.
  const lockBody = useMemo(
    () => (
      <Stack spacing={2}>
        <Typography>{t('actions.lockBody', { name: player.name })}</Typography>
        <TextField
          label={t('actions.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PLAYER_LOCK_REASON_MAX_LENGTH } }}
        />
      </Stack>
    ),
    [t, player.name, reason],
  );
  const messageBody = useMemo(
    () => (
      <TextField
        label={t('actions.messageLabel')}
        helperText={t('actions.messageHint')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: NOTIFICATION_TEXT_MAX_LENGTH } }}
        sx={{ mt: 1 }}
      />
    ),
    [t, message],
  );

  const canLock = isAdmin && player.role === 'player';
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {player.account_verified_at === null && (
          <Button variant="outlined" startIcon={<VerifiedIcon />} onClick={() => setOpen('verify')}>
            {t('actions.verify')}
          </Button>
        )}
        {isAdmin && (
          <Button variant="outlined" startIcon={<MailIcon />} onClick={() => setOpen('message')}>
            {t('actions.message')}
          </Button>
        )}
        {canLock &&
          (player.lock ? (
            <Button
              variant="outlined"
              startIcon={<LockOpenIcon />}
              onClick={() => setOpen('unlock')}
            >
              {t('actions.unlock')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              color="error"
              startIcon={<LockIcon />}
              onClick={() => setOpen('lock')}
            >
              {t('actions.lock')}
            </Button>
          ))}
      </Stack>

      <ConfirmActionDialog
        open={open === 'verify'}
        title={t('actions.verifyTitle')}
        body={t('actions.verifyBody', { name: player.name })}
        confirmLabel={t('actions.verify')}
        busy={verify.isPending}
        onConfirm={() => verify.mutate()}
        onClose={() => setOpen(null)}
      />
      <ConfirmActionDialog
        open={open === 'lock'}
        title={t('actions.lockTitle')}
        body={lockBody}
        confirmLabel={t('actions.lockConfirm')}
        destructive
        busy={lock.isPending}
        onConfirm={() => {
          if (reason.trim()) lock.mutate();
          else notify(t('actions.reasonRequired'), 'warning');
        }}
        onClose={() => setOpen(null)}
      />
      <ConfirmActionDialog
        open={open === 'unlock'}
        title={t('actions.unlockTitle')}
        body={t('actions.unlockBody', { name: player.name })}
        confirmLabel={t('actions.unlock')}
        busy={unlock.isPending}
        onConfirm={() => unlock.mutate()}
        onClose={() => setOpen(null)}
      />
      <ConfirmActionDialog
        open={open === 'message'}
        title={t('actions.messageTitle', { name: player.name })}
        body={messageBody}
        confirmLabel={t('actions.send')}
        busy={send.isPending}
        onConfirm={() => {
          if (message.trim()) send.mutate();
          else notify(t('actions.messageRequired'), 'warning');
        }}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
