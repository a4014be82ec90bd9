import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminChatGroup } from '@satsino/contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../../i18n/format';
import { TextsSuspense } from '../../../i18n/texts-suspense';
import { useLocale } from '../../../i18n/use-locale';
import { AdminPageHeader } from '../../../ui/admin-page-header';
import { LoadErrorLine } from '../../../ui/load-error';
import { usePageTitle } from '../../../ui/use-page-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import {
  ADMIN_CHAT_QUERY_KEY,
  adminChatGroupsQueryOptions,
  adminCloseGroup,
} from '../api/chat-api';
import { useChatFailureText } from '../chat-errors';
import { groupDisplayName } from '../chat-state';
import { ChatAvatar } from '../components/chat-avatar';
import { ConversationPane } from '../components/conversation-pane';
import { topicNameOf } from '../components/groups-panel';
import { useOperatorChatLive } from '../use-chat-live';
import { OpenGroupDialog } from './open-group-dialog';

const STATUS_PARAM = 'status';
const GROUP_PARAM = 'group';
type Status = 'active' | 'closed';
const statusOf = (value: string | null): Status => (value === 'closed' ? 'closed' : 'active');
const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** /admin/chat: the players' conversations, answered live by the operators. */
export function ChatConsolePage() {
  return (
    <TextsSuspense namespace="chat">
      <ChatConsole />
    </TextsSuspense>
  );
}

function ChatConsole() {
  const { t } = useTranslation('chat');
  const chatFailureText = useChatFailureText();
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get(STATUS_PARAM));
  const selectedId = Number(searchParams.get(GROUP_PARAM)) || undefined;
  const groups = useQuery(adminChatGroupsQueryOptions(status));
  const selected = groups.data?.find((group) => group.id === selectedId);
  const [opening, setOpening] = useState(false);
  const [closing, setClosing] = useState<AdminChatGroup | null>(null);
  const topicName = topicNameOf(t);
  usePageTitle(t('admin.title'));
  useOperatorChatLive();

  const close = useMutation({
    mutationFn: (group: AdminChatGroup) => adminCloseGroup(group.id),
    onSuccess: () => {
      setClosing(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_QUERY_KEY });
    },
  });

  function update(changes: Record<string, string | undefined>, replace = false) {
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) params.delete(key);
          else params.set(key, value);
        }
        return params;
      },
      { replace },
    );
  }

  return (
    <Stack component="section" aria-labelledby={titleId}>
      <AdminPageHeader
        titleId={titleId}
        title={t('admin.title')}
        intro={t('admin.intro')}
        actions={
          <>
            <Tooltip title={t('admin.refresh')}>
              <IconButton
                aria-label={t('admin.refresh')}
                onClick={() =>
                  void queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_QUERY_KEY })
                }
              >
                <RefreshIcon />
              </IconButton>
            </Tooltip>
            <Button
              variant="contained"
              startIcon={<AddCommentOutlined />}
              onClick={() => setOpening(true)}
            >
              {t('admin.openForPlayer')}
            </Button>
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': '20rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          variant="outlined"
          sx={{ display: { '@': selected ? 'none' : 'block', '@md': 'block' } }}
        >
          <Box sx={{ p: 1.5 }}>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              value={status}
              aria-label={t('admin.filter')}
              onChange={(_event, value: Status | null) => {
                if (value !== null)
                  update({
                    [STATUS_PARAM]: value === 'active' ? undefined : value,
                    [GROUP_PARAM]: undefined,
                  });
              }}
            >
              <ToggleButton value="active">{t('admin.active')}</ToggleButton>
              <ToggleButton value="closed">{t('admin.closed')}</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          {groups.isPending ? (
            <Stack spacing={1} sx={{ p: 1.5 }}>
              <Box component="span" sx={visuallyHidden}>
                {tCommon('common.loading')}
              </Box>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} aria-hidden />
              ))}
            </Stack>
          ) : groups.isError ? (
            <LoadErrorLine
              sx={{ m: 1.5 }}
              message={t('admin.loadFailed')}
              retrying={groups.isFetching}
              onRetry={() => void groups.refetch()}
            />
          ) : groups.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('admin.empty')}
            </Typography>
          ) : (
            <List aria-labelledby={titleId} sx={{ pt: 0 }}>
              {groups.data.map((group) => (
                <ListItemButton
                  key={group.id}
                  selected={group.id === selectedId}
                  aria-current={group.id === selectedId ? 'true' : undefined}
                  onClick={() => update({ [GROUP_PARAM]: String(group.id) })}
                  data-testid="admin-chat-group"
                  sx={{ alignItems: 'flex-start' }}
                >
                  <ListItemAvatar>
                    <Badge color="error" badgeContent={group.unread} overlap="circular">
                      <ChatAvatar photoUrl={group.player.photo_url} name={group.player.name} />
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={
                      <>
                        {group.player.name} · {groupDisplayName(group.name, topicName)}
                        {group.unread > 0 && (
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            ({t('groups.unread', { count: group.unread })})
                          </Box>
                        )}
                        {group.priority && (
                          <Chip
                            size="small"
                            color="warning"
                            label={t('admin.priority')}
                            data-testid="chat-priority"
                            sx={{ ml: 1, height: 20 }}
                          />
                        )}
                        {group.vip_manager !== null && (
                          <Chip
                            size="small"
                            variant="outlined"
                            label={t('admin.vipManager', { name: group.vip_manager })}
                            sx={{ ml: 1, height: 20 }}
                          />
                        )}
                      </>
                    }
                    secondary={
                      group.last_message === null
                        ? t('admin.noMessages')
                        : `${group.last_message_at === null ? '' : `${formatDate(group.last_message_at, locale, TIME)} · `}${group.last_message}`
                    }
                    slotProps={{
                      primary: { sx: { fontWeight: group.unread > 0 ? 700 : 500 } },
                      secondary: {
                        sx: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
                      },
                    }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            display: { '@': selected ? 'block' : 'none', '@md': 'block' },
            height: `calc(100dvh - ${theme.layout.headerHeightPx + theme.layout.bottomBarHeightPx}px - ${theme.spacing(16)})`,
            minHeight: 440,
            overflow: 'hidden',
          })}
        >
          {selected === undefined ? (
            <Stack
              spacing={2}
              sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}
            >
              <ChatOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
              <Typography color="text.secondary">{t('conversation.pickOne')}</Typography>
            </Stack>
          ) : (
            <ConversationPane
              key={selected.id}
              side="operator"
              groupId={selected.id}
              title={groupDisplayName(selected.name, topicName)}
              subtitle={`${selected.player.name} · ${selected.player.email}`}
              avatar={
                <ChatAvatar photoUrl={selected.player.photo_url} name={selected.player.name} />
              }
              onBack={() => update({ [GROUP_PARAM]: undefined })}
              closed={!selected.active}
              authorNames
              actions={
                selected.active && (
                  <>
                    <Button
                      size="small"
                      color="inherit"
                      variant="outlined"
                      onClick={() => setClosing(selected)}
                      sx={{ display: { '@': 'none', '@sm': 'inline-flex' }, flexShrink: 0 }}
                    >
                      {t('admin.close')}
                    </Button>
                    <Tooltip title={t('admin.close')}>
                      <IconButton
                        aria-label={t('admin.close')}
                        onClick={() => setClosing(selected)}
                        sx={{ display: { '@sm': 'none' } }}
                      >
                        <TaskAltOutlined />
                      </IconButton>
                    </Tooltip>
                  </>
                )
              }
            />
          )}
        </Paper>
      </Box>
      <OpenGroupDialog
        open={opening}
        onClose={() => setOpening(false)}
        onOpened={(group) => {
          setOpening(false);
          void queryClient.invalidateQueries({ queryKey: ADMIN_CHAT_QUERY_KEY });
          update({ [STATUS_PARAM]: undefined, [GROUP_PARAM]: String(group.id) });
        }}
      />
      <Dialog open={closing !== null} onClose={() => setClosing(null)}>
        <DialogContent>
          <DialogContentText>{t('admin.closeConfirm')}</DialogContentText>
          {close.isError && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }} role="alert">
              {chatFailureText(close.error, t('admin.actionFailed'))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setClosing(null)}>{tCommon('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={close.isPending}
            onClick={() => closing !== null && close.mutate(closing)}
          >
            {t('admin.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
