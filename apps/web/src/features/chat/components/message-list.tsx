import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatMessage, ChatSender } from '@satsino/contract/chat';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../ui/visually-hidden';

interface MessageListProps {
  messages: readonly ChatMessage[];
  /** The reader's side: their messages sit on the right. */
  mine: ChatSender;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The name shown for the other side's messages; the author's nickname when not given. */
  otherName?: string;
  /** Label every message with its author's nickname (operators share one side). */
  authorNames?: boolean;
}

const TIME: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/**
 * A conversation, newest last. It scrolls to the newest message when one arrives, keeps its
 * place when older ones are loaded above, and announces the other side's new messages in a
 * polite live region (the initial history is not read out).
 */
export function MessageList({
  messages,
  mine,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  otherName,
  authorNames = false,
}: MessageListProps) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; scrollHeight: number }>({
    scrollHeight: 0,
  });
  // The history shown on opening is not news: only messages after it are announced.
  const announcedFrom = useRef(messages.at(-1)?.id ?? 0);
  const [announcement, setAnnouncement] = useState('');
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element === null) return;
    const before = previous.current;
    if (last?.id !== before.lastId) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId) {
      // Older messages came in above: stay on the message the reader was looking at.
      element.scrollTop += element.scrollHeight - before.scrollHeight;
    }
    previous.current = { firstId, lastId: last?.id, scrollHeight: element.scrollHeight };
  }, [firstId, last?.id]);

  useEffect(() => {
    if (last === undefined || last.id <= announcedFrom.current) return;
    announcedFrom.current = last.id;
    if (last.from !== mine) {
      setAnnouncement(
        t('conversation.newMessage', { author: otherName ?? last.author, message: last.message }),
      );
    }
  }, [last, mine, otherName, t]);

  return (
    <Box
      ref={scroller}
      tabIndex={0}
      aria-label={t('conversation.messages')}
      role="region"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 2 }}
    >
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      {hasOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Button size="small" variant="outlined" loading={loadingOlder} onClick={onLoadOlder}>
            {t('conversation.loadOlder')}
          </Button>
        </Box>
      )}
      {messages.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('conversation.empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => {
            const own = message.from === mine;
            const author = authorNames
              ? message.author
              : own
                ? t('conversation.you')
                : (otherName ?? message.author);
            return (
              <Box
                component="li"
                key={message.id}
                data-testid="chat-message"
                sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
              >
                <Box
                  sx={{
                    maxWidth: { xs: '85%', sm: '70%' },
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    bgcolor: own ? 'primary.main' : 'action.hover',
                    color: own ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  <Typography variant="caption" component="p" sx={{ opacity: 0.85 }}>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {author}
                    </Box>{' '}
                    ·{' '}
                    <time dateTime={message.created_at}>
                      {formatDate(message.created_at, locale, TIME)}
                    </time>
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {message.message}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
