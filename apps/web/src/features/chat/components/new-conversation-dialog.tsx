import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CHAT_GROUP_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_TOPICS,
  type ChatGroup,
  type ChatTopic,
} from '@satsino/contract/chat';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { openChatGroup } from '../api/chat-api';
import { useChatFailureText } from '../chat-errors';

interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  onOpened: (group: ChatGroup) => void;
}

/** Opens a conversation on a topic, or under the player's own title, with the first message. */
export function NewConversationDialog({ open, onClose, onOpened }: NewConversationDialogProps) {
  const { t } = useTranslation('chat');
  const chatFailureText = useChatFailureText();
  const { t: tCommon } = useTranslation();
  const titleId = useId();
  const topicLabelId = useId();
  const [topic, setTopic] = useState<ChatTopic | null>('deposits');
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const start = useMutation({
    mutationFn: () =>
      openChatGroup({
        ...(name.trim() === '' && topic !== null ? { topic } : { name: name.trim() }),
        message: message.trim(),
      }),
    onSuccess: (group) => {
      setName('');
      setMessage('');
      start.reset();
      onOpened(group);
    },
  });
  const fieldError = (field: string) =>
    start.error instanceof ApiError ? start.error.firstError(field) : undefined;
  const canSend = message.trim() !== '' && (topic !== null || name.trim() !== '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSend) start.mutate();
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('newConversation.title')}</DialogTitle>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <div>
              <Typography id={topicLabelId} variant="subtitle2" sx={{ mb: 1 }}>
                {t('newConversation.topic')}
              </Typography>
              <Stack
                role="radiogroup"
                aria-labelledby={topicLabelId}
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {CHAT_TOPICS.map((candidate) => {
                  const selected = name.trim() === '' && topic === candidate;
                  return (
                    <Chip
                      key={candidate}
                      role="radio"
                      aria-checked={selected}
                      label={t(`topics.${candidate}`)}
                      color={selected ? 'primary' : 'default'}
                      variant={selected ? 'filled' : 'outlined'}
                      onClick={() => {
                        setTopic(candidate);
                        setName('');
                      }}
                    />
                  );
                })}
              </Stack>
            </div>
            <TextField
              label={t('newConversation.customName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              helperText={fieldError('name') ?? t('newConversation.customNameHint')}
              error={fieldError('name') !== undefined}
              slotProps={{ htmlInput: { maxLength: CHAT_GROUP_NAME_MAX_LENGTH } }}
              size="small"
            />
            <TextField
              label={t('newConversation.message')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              maxRows={8}
              required
              error={fieldError('message') !== undefined}
              helperText={fieldError('message')}
              slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
            />
            {start.isError && Object.keys(fieldErrorsOf(start.error)).length === 0 && (
              <Alert severity="error" variant="outlined" role="alert">
                {chatFailureText(start.error, t('newConversation.failed'))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{tCommon('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!canSend} loading={start.isPending}>
            {t('newConversation.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function fieldErrorsOf(error: unknown) {
  return error instanceof ApiError ? error.errors : {};
}
