import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type AdminChatGroup,
  CHAT_GROUP_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
} from '@satsino/contract/chat';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { adminOpenGroup } from '../api/chat-api';
import { useChatFailureText } from '../chat-errors';

interface OpenGroupDialogProps {
  open: boolean;
  onClose: () => void;
  onOpened: (group: AdminChatGroup) => void;
}

/** An operator opens a conversation for a player, found by e-mail or id; the player sees it live. */
export function OpenGroupDialog({ open, onClose, onOpened }: OpenGroupDialogProps) {
  const { t } = useTranslation('chat');
  const chatFailureText = useChatFailureText();
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const [player, setPlayer] = useState('');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const openGroup = useMutation({
    mutationFn: () =>
      adminOpenGroup({
        player: player.trim(),
        name: name.trim(),
        ...(message.trim() === '' ? {} : { message: message.trim() }),
      }),
    onSuccess: (group) => {
      setPlayer('');
      setName('');
      setMessage('');
      openGroup.reset();
      onOpened(group);
    },
  });
  const fieldError = (field: string) =>
    openGroup.error instanceof ApiError ? openGroup.error.firstError(field) : undefined;
  const hasFieldErrors =
    openGroup.error instanceof ApiError && Object.keys(openGroup.error.errors).length > 0;
  const canOpen = player.trim() !== '' && name.trim() !== '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canOpen) openGroup.mutate();
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('admin.openForPlayer')}</DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              label={t('admin.player')}
              value={player}
              onChange={(event) => setPlayer(event.target.value)}
              required
              error={fieldError('player') !== undefined}
              helperText={fieldError('player') ?? t('admin.playerHint')}
              autoComplete="off"
            />
            <TextField
              label={t('admin.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={fieldError('name') !== undefined}
              helperText={fieldError('name')}
              slotProps={{ htmlInput: { maxLength: CHAT_GROUP_NAME_MAX_LENGTH } }}
            />
            <TextField
              label={t('admin.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              maxRows={8}
              error={fieldError('message') !== undefined}
              helperText={fieldError('message') ?? tCommon('common.optional')}
              slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
            />
            {openGroup.isError && !hasFieldErrors && (
              <Alert severity="error" variant="outlined" role="alert">
                {chatFailureText(openGroup.error, t('admin.actionFailed'))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canOpen}
            loading={openGroup.isPending}
          >
            {t('admin.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
