import type { ChatMessage, ChatMessagePage } from '@satsino/contract/chat';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  ADMIN_CHAT_QUERY_KEY,
  adminChatMessagesQueryOptions,
  adminMarkRead,
  adminSendMessage,
  CHAT_UNREAD_QUERY_KEY,
  chatMessagesQueryOptions,
  markChatRead,
  sendChatMessage,
} from './api/chat-api';
import { messagesInOrder, withMessage } from './chat-state';

type Side = 'player' | 'operator';

const calls = {
  player: {
    options: chatMessagesQueryOptions,
    send: sendChatMessage,
    read: markChatRead,
    /** What reading changes: the player's unread counts. */
    readChanges: CHAT_UNREAD_QUERY_KEY as readonly unknown[],
  },
  operator: {
    options: adminChatMessagesQueryOptions,
    send: adminSendMessage,
    read: adminMarkRead,
    readChanges: [...ADMIN_CHAT_QUERY_KEY, 'groups'] as readonly unknown[],
  },
} as const;

/**
 * One open conversation: its messages (newest page first, older pages on request), sending, and
 * the reader's read position, which follows the newest message while the conversation is open.
 */
export function useConversation(side: Side, groupId: number) {
  const queryClient = useQueryClient();
  const call = calls[side];
  const options = call.options(groupId);
  const query = useInfiniteQuery(options);
  const messages = useMemo(() => messagesInOrder(query.data?.pages ?? []), [query.data]);
  const lastId = messages.at(-1)?.id;

  const send = useMutation({
    mutationFn: (text: string) => call.send(groupId, text),
    onSuccess: (message: ChatMessage) => {
      queryClient.setQueryData<InfiniteData<ChatMessagePage, number | undefined>>(
        options.queryKey,
        (data) => withMessage(data, message),
      );
    },
  });

  const read = useMutation({
    mutationFn: () => call.read(groupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: call.readChanges }),
  });
  const { mutate: markRead } = read;

  useEffect(() => {
    if (lastId !== undefined) markRead();
  }, [lastId, markRead]);

  return { query, messages, send };
}
