import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHAT_MESSAGE_MAX_LENGTH } from '@satsino/contract/chat';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ComposerProps {
  /** Sends the text; the box empties once it is sent, and keeps it if sending failed. */
  onSend: (message: string) => Promise<unknown>;
  disabled?: boolean;
  /** The server's reason when sending failed (e.g. too many messages), else a general one. */
  error?: string | undefined;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function Composer({ onSend, disabled = false, error }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const hintId = useId();
  const trimmed = text.trim();

  async function send() {
    if (trimmed === '' || sending || disabled) return;
    setSending(true);
    try {
      await onSend(trimmed);
      setText('');
    } catch {
      // The error is shown from `error`; the text stays so the player can send it again.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <Stack component="form" onSubmit={onSubmit} spacing={1} sx={{ p: 1.5 }} noValidate>
      {error !== undefined && (
        <Alert severity="error" variant="outlined" role="alert">
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          label={t('composer.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          disabled={disabled}
          slotProps={{
            htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH, 'aria-describedby': hintId },
          }}
          helperText={<span id={hintId}>{t('composer.hint')}</span>}
        />
        <Button
          type="submit"
          variant="contained"
          loading={sending}
          disabled={disabled || trimmed === ''}
          endIcon={<SendRounded />}
          sx={{ flexShrink: 0, mb: 3 }}
        >
          {t('composer.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
