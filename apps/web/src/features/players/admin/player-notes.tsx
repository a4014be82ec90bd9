import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLAYER_NOTE_MAX_LENGTH, type PlayerDetail } from '@satsino/contract/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { addPlayerNote, playerDetailQueryKey } from '../api/players-admin-api';
import { PlayerSection } from './player-section';

/** The operators' notes about the player, newest first, and a field to add one. */
export function NotesSection({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation('players');
  const locale = useLocale();
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');

  const add = useMutation({
    mutationFn: () => addPlayerNote(player.id, text.trim()),
    onSuccess: (detail) => {
      setText('');
      queryClient.setQueryData(playerDetailQueryKey(player.id), detail);
      notify(t('notes.added'), 'success');
    },
    onError: (error) => {
      if (!isSessionFailure(error)) notify(failureText(error), 'error');
    },
  });

  return (
    <PlayerSection title={t('notes.title')} testId="player-notes">
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) add.mutate();
        }}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}
      >
        <TextField
          label={t('notes.label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PLAYER_NOTE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!text.trim()}
          loading={add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('notes.add')}
        </Button>
      </Box>
      {player.notes.length === 0 ? (
        <Typography color="text.secondary">{t('notes.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {player.notes.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.text}
                secondary={t('notes.by', {
                  author: note.author,
                  at: formatDate(note.created_at, locale),
                })}
                slotProps={{
                  primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </PlayerSection>
  );
}
