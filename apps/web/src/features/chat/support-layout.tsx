import ChatOutlined from '@mui/icons-material/ChatOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@satsino/contract/account';
import type { ChatGroup } from '@satsino/contract/chat';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { TextsSuspense } from '../../i18n/texts-suspense';
import { usePageTitle } from '../../ui/use-page-title';
import {
  activeGroupsQueryOptions,
  CHAT_GROUPS_QUERY_KEY,
  CHAT_UNREAD_QUERY_KEY,
  chatUnreadQueryOptions,
  deactivateGroup,
} from './api/chat-api';
import { appendGroup, findGroupByName, groupDisplayName, removeGroup } from './chat-state';
import { ChatAvatar } from './components/chat-avatar';
import { ConversationPane } from './components/conversation-pane';
import { GroupsPanel, topicNameOf } from './components/groups-panel';
import { NewConversationDialog } from './components/new-conversation-dialog';
import { usePlayerChatLive } from './use-chat-live';

/** The selected group's name in the address, so a phone's back button leaves the conversation. */
export const GROUP_PARAM = 'group';

interface SupportLayoutProps {
  /** What guests see instead: the support page's content. */
  guestPage: ReactNode;
  /** The not-authenticated card with its register button (SPEC §2/§6). */
  guestCard: ReactNode;
}

/**
 * /customersupport in the support layout (SPEC §2): for players a side list (photo, name,
 * e-mail, logout, chat groups) beside the conversation; guests get the support page and a card
 * that invites them to register, since live chat needs an account (SPEC §6).
 */
export function SupportLayout({ guestPage, guestCard }: SupportLayoutProps) {
  const { status, user } = useSession();
  const { t } = useTranslation();

  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (user === undefined) {
    return (
      <TextsSuspense namespace="chat">
        <GuestSupport page={guestPage} card={guestCard} />
      </TextsSuspense>
    );
  }
  return (
    <TextsSuspense namespace="chat">
      <PlayerSupport user={user} />
    </TextsSuspense>
  );
}

function GuestSupport({ page, card }: { page: ReactNode; card: ReactNode }) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  return (
    <Stack spacing={4}>
      {page}
      <Box component="section" aria-labelledby={headingId}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <ChatOutlined color="primary" aria-hidden />
          <Typography id={headingId} component="h2" variant="h5">
            {t('support.guestTitle')}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('support.guestText')}
        </Typography>
        <Box sx={{ maxWidth: '32rem' }}>{card}</Box>
      </Box>
    </Stack>
  );
}

function PlayerSupport({ user }: { user: User }) {
  const { t } = useTranslation('chat');
  const { logOut } = useSession();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  usePageTitle(t('support.title'));
  usePlayerChatLive();

  // SPEC §8: the group calls fail silently, so a failed list is an empty one, not an error.
  const groupsQuery = useQuery(activeGroupsQueryOptions());
  const groups = groupsQuery.isError ? [] : groupsQuery.data;
  const unreadQuery = useQuery(chatUnreadQueryOptions());
  const unread = useMemo(
    () => new Map(unreadQuery.data?.groups.map((group) => [group.id, group.unread]) ?? []),
    [unreadQuery.data],
  );
  const selectedName = searchParams.get(GROUP_PARAM);
  const selected = findGroupByName(groups ?? [], selectedName);
  const topicName = topicNameOf(t);

  function select(group: ChatGroup | undefined, replace = false) {
    setSearchParams(
      (params) => {
        if (group === undefined) params.delete(GROUP_PARAM);
        else params.set(GROUP_PARAM, group.name);
        return params;
      },
      { replace },
    );
  }

  // SPEC §4: a group that is no longer active (closed elsewhere) clears the selection.
  useEffect(() => {
    if (selectedName !== null && groups !== undefined && selected === undefined) {
      setSearchParams(
        (params) => {
          params.delete(GROUP_PARAM);
          return params;
        },
        { replace: true },
      );
    }
  }, [selectedName, groups, selected, setSearchParams]);

  const deactivate = useMutation({
    mutationFn: (group: ChatGroup) => deactivateGroup(group.name),
    onSuccess: ({ id }) => {
      queryClient.setQueryData<ChatGroup[]>(CHAT_GROUPS_QUERY_KEY, (list) =>
        list === undefined ? list : removeGroup(list, id),
      );
      void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_QUERY_KEY });
    },
    // SPEC §8: silently; the group simply stays in the list.
    onError: () => {},
  });

  return (
    <Box>
      <Typography component="h1" sx={{ typography: { xs: 'h5', sm: 'h4' } }}>
        {t('support.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: { xs: 2, md: 3 } }}>
        {t('support.description')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': '19rem minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="aside"
          aria-label={t('support.sideList')}
          variant="outlined"
          sx={{ display: { '@': selected ? 'none' : 'block', '@md': 'block' } }}
        >
          <UserCard user={user} onLogOut={() => void logOut()} />
          <Divider />
          <GroupsPanel
            groups={groups}
            unread={unread}
            selectedId={selected?.id}
            onSelect={(group) => select(group)}
            onClose={(group) => deactivate.mutate(group)}
            closingId={deactivate.isPending ? deactivate.variables?.id : undefined}
            onNewConversation={() => setCreating(true)}
          />
        </Paper>
        <Paper
          variant="outlined"
          sx={(theme) => ({
            display: { '@': selected ? 'block' : 'none', '@md': 'block' },
            height: `calc(100dvh - ${theme.layout.headerHeightPx + theme.layout.bottomBarHeightPx}px - ${theme.spacing(16)})`,
            minHeight: 420,
            overflow: 'hidden',
          })}
        >
          {selected === undefined ? (
            <Stack
              spacing={2}
              sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 3 }}
            >
              <ChatOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
              <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('conversation.pickOne')}
              </Typography>
            </Stack>
          ) : (
            <ConversationPane
              key={selected.id}
              side="player"
              groupId={selected.id}
              title={groupDisplayName(selected.name, topicName)}
              avatar={<ChatAvatar photoUrl={selected.photo_url} />}
              otherName={t('conversation.support')}
              onBack={() => select(undefined)}
            />
          )}
        </Paper>
      </Box>
      <NewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onOpened={(group) => {
          queryClient.setQueryData<ChatGroup[]>(CHAT_GROUPS_QUERY_KEY, (list) =>
            appendGroup(list ?? [], group),
          );
          setCreating(false);
          select(group);
        }}
      />
    </Box>
  );
}

/** SPEC §2 support layout: the player's photo (or initial), name, e-mail and a logout button. */
function UserCard({ user, onLogOut }: { user: User; onLogOut: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ChatAvatar photoUrl={user.photo_url} name={user.name} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Typography>
        </Box>
      </Stack>
      <Box>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          startIcon={<LogoutOutlined />}
          onClick={onLogOut}
        >
          {t('support.logout')}
        </Button>
      </Box>
    </Stack>
  );
}
