import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatSender } from '@satsino/contract/chat';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorLine } from '../../../ui/load-error';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useChatFailureText } from '../chat-errors';
import { useConversation } from '../use-conversation';
import { Composer } from './composer';
import { MessageList } from './message-list';

interface ConversationPaneProps {
  side: ChatSender;
  groupId: number;
  title: string;
  /** Under the title, e.g. the player's e-mail in the operator console. */
  subtitle?: string;
  avatar: ReactNode;
  /** Phones show the list and the conversation as two screens: this goes back to the list. */
  onBack: () => void;
  /** Extra header actions (the operator's close button). */
  actions?: ReactNode;
  /** The name shown for the other side's messages. */
  otherName?: string;
  closed?: boolean;
  authorNames?: boolean;
}

/** One conversation: a header, its messages (newest last) and the message box. */
export function ConversationPane({
  side,
  groupId,
  title,
  subtitle,
  avatar,
  onBack,
  actions,
  otherName,
  closed = false,
  authorNames = false,
}: ConversationPaneProps) {
  const { t } = useTranslation('chat');
  const chatFailureText = useChatFailureText();
  const { t: tCommon } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const { query, messages, send } = useConversation(side, groupId);

  // A newly opened conversation takes the focus, so keyboard and screen reader users land in it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 1.5, py: 1 }}>
        <IconButton
          aria-label={t('conversation.back')}
          onClick={onBack}
          sx={{ display: { '@md': 'none' } }}
        >
          <ArrowBackRounded />
        </IconButton>
        {avatar}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            ref={heading}
            tabIndex={-1}
            component="h2"
            variant="h6"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              '&:focus': { outline: 'none' },
            }}
          >
            {title}
          </Typography>
          {subtitle !== undefined && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
      <Divider />
      {query.isPending ? (
        <Stack spacing={1.5} sx={{ flex: 1, p: 2 }} aria-busy>
          <Box component="span" sx={visuallyHidden}>
            {tCommon('common.loading')}
          </Box>
          <Skeleton variant="rounded" height={56} width="60%" />
          <Skeleton variant="rounded" height={56} width="50%" sx={{ alignSelf: 'flex-end' }} />
          <Skeleton variant="rounded" height={56} width="65%" />
        </Stack>
      ) : query.isError ? (
        <Box sx={{ flex: 1, p: 2 }}>
          <LoadErrorLine
            message={t('conversation.loadFailed')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </Box>
      ) : (
        <MessageList
          messages={messages}
          mine={side}
          hasOlder={query.hasNextPage}
          loadingOlder={query.isFetchingNextPage}
          onLoadOlder={() => void query.fetchNextPage()}
          authorNames={authorNames}
          {...(otherName === undefined ? {} : { otherName })}
        />
      )}
      <Divider />
      {closed ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('conversation.closed')}
        </Typography>
      ) : (
        <Composer
          onSend={(text) => send.mutateAsync(text)}
          disabled={query.isPending}
          error={send.isError ? chatFailureText(send.error, t('composer.failed')) : undefined}
        />
      )}
    </Stack>
  );
}
