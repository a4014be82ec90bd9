import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import { useErrorText } from '../../../i18n/error-text';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { LoadErrorPanel } from '../../../ui/load-error';
import {
  ADMIN_VIP_QUERY_KEY,
  adminVipManagersQueryOptions,
  assignVipManager,
  removeVipManager,
} from '../api/vip-admin-api';

const wholeId = (value: string) =>
  /^#?\d{1,15}$/.test(value.trim()) ? Number(value.trim().replace('#', '')) : null;

/**
 * Platinum's personal VIP manager, assigned here (docs/decisions/0014): a player's number and an
 * operator's number. The player sees the manager on their VIP page and writes to them in the chat.
 */
export function VipManagersPanel() {
  const { t } = useTranslation('vip');
  const locale = useLocale();
  const titleId = useId();
  const notify = useNotify();
  const { failureText } = useErrorText();
  const queryClient = useQueryClient();
  const managers = useQuery(adminVipManagersQueryOptions());
  const [player, setPlayer] = useState('');
  const [manager, setManager] = useState('');
  const [invalid, setInvalid] = useState(false);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ADMIN_VIP_QUERY_KEY });
  const assign = useMutation({
    mutationFn: (ids: { userId: number; managerId: number }) =>
      assignVipManager(ids.userId, ids.managerId),
    onSuccess: (row) => {
      notify(
        t('admin.managers.assigned', { player: row.user_name, manager: row.manager_name }),
        'success',
      );
      setPlayer('');
      setManager('');
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: number) => removeVipManager(userId),
    onSuccess: () => notify(t('admin.managers.removed'), 'success'),
    onError: (error) => {
      if (!isSessionFailure(error)) notify(failureText(error), 'error');
    },
    onSettled: refresh,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const userId = wholeId(player);
    const managerId = wholeId(manager);
    setInvalid(userId === null || managerId === null);
    if (userId === null || managerId === null) return;
    assign.mutate({ userId, managerId });
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="vip-managers"
      sx={{ p: { xs: 2, sm: 3 }, mt: 4 }}
    >
      <Typography id={titleId} component="h2" variant="h6">
        {t('admin.managers.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('admin.managers.intro')}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={t('admin.managers.player')}
          value={player}
          onChange={(event) => setPlayer(event.target.value)}
          error={invalid && wholeId(player) === null}
          helperText={invalid && wholeId(player) === null ? t('admin.managers.idHint') : ' '}
          inputMode="numeric"
          size="small"
        />
        <TextField
          label={t('admin.managers.manager')}
          value={manager}
          onChange={(event) => setManager(event.target.value)}
          error={invalid && wholeId(manager) === null}
          helperText={invalid && wholeId(manager) === null ? t('admin.managers.idHint') : ' '}
          inputMode="numeric"
          size="small"
        />
        <Button type="submit" variant="contained" loading={assign.isPending}>
          {t('admin.managers.assign')}
        </Button>
      </Stack>
      {assign.isError && !isSessionFailure(assign.error) && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failureText(assign.error)}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        {managers.isPending ? (
          <Skeleton variant="rounded" height={72} aria-label={t('admin.managers.loading')} />
        ) : managers.isError ? (
          <LoadErrorPanel
            message={t('admin.loadError')}
            retrying={managers.isFetching}
            onRetry={() => void managers.refetch()}
          />
        ) : managers.data.length === 0 ? (
          <Typography color="text.secondary">{t('admin.managers.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {managers.data.map((row) => (
              <ListItem
                key={row.user_id}
                divider
                secondaryAction={
                  <Tooltip title={t('admin.managers.remove', { player: row.user_name })}>
                    <IconButton
                      edge="end"
                      aria-label={t('admin.managers.remove', { player: row.user_name })}
                      onClick={() => remove.mutate(row.user_id)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={t('admin.managers.row', {
                    player: `${row.user_name} (#${row.user_id})`,
                    manager: `${row.manager_name} (#${row.manager_id})`,
                  })}
                  secondary={formatDate(row.assigned_at, locale)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}
