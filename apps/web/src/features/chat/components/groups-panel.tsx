import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatGroup } from '@satsino/contract/chat';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { groupDisplayName } from '../chat-state';
import type en from '../locales/en.json';
import { ChatAvatar } from './chat-avatar';

interface GroupsPanelProps {
  groups: readonly ChatGroup[] | undefined;
  unread: ReadonlyMap<number, number>;
  selectedId: number | undefined;
  onSelect: (group: ChatGroup) => void;
  onClose: (group: ChatGroup) => void;
  closingId: number | undefined;
  onNewConversation: () => void;
}

type Topic = keyof typeof en.topics;

export const topicNameOf =
  (t: TFunction<'chat'>) =>
  (topic: string): string =>
    t(`topics.${topic as Topic}`);

/**
 * SPEC §2 chat groups panel: heading 'Groups'; the active groups with avatar (photo or default),
 * name and a close button that deactivates; a click selects the group by name. The group calls
 * fail silently (SPEC §8): while the list cannot be loaded it simply shows none.
 */
export function GroupsPanel({
  groups,
  unread,
  selectedId,
  onSelect,
  onClose,
  closingId,
  onNewConversation,
}: GroupsPanelProps) {
  const { t } = useTranslation('chat');
  const headingId = useId();
  const topicName = topicNameOf(t);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 2, pb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {t('groups.heading')}
        </Typography>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddCommentOutlined />}
          onClick={onNewConversation}
        >
          {t('groups.newConversation')}
        </Button>
      </Stack>
      {groups === undefined ? (
        <Stack spacing={1} sx={{ px: 2, pb: 2 }} aria-hidden>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('groups.empty')}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} sx={{ pt: 0 }}>
          {groups.map((group) => {
            const name = groupDisplayName(group.name, topicName);
            // The open conversation is being read: its count is about to become zero.
            const count = group.id === selectedId ? 0 : (unread.get(group.id) ?? 0);
            return (
              <ListItem
                key={group.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('groups.close', { name })}
                    disabled={closingId === group.id}
                    onClick={() => onClose(group)}
                  >
                    <CloseRounded fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  selected={group.id === selectedId}
                  aria-current={group.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(group)}
                  data-testid="chat-group"
                >
                  <ListItemAvatar>
                    <Badge color="error" badgeContent={count} overlap="circular">
                      <ChatAvatar photoUrl={group.photo_url} />
                    </Badge>
                  </ListItemAvatar>
                  <ListItemText
                    primary={name}
                    slotProps={{
                      primary: {
                        sx: {
                          fontWeight: count > 0 ? 700 : 500,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          whiteSpace: 'nowrap',
                        },
                      },
                    }}
                  />
                  {count > 0 && (
                    <Box component="span" sx={visuallyHidden}>
                      {t('groups.unread', { count })}
                    </Box>
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
