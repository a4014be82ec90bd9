import {
  type AdminOpenGroupRequest,
  activeGroupsResponse,
  adminChatGroup,
  adminChatGroupList,
  CHAT_MESSAGES_PAGE_SIZE,
  type ChatMessagePage,
  type CreateGroupRequest,
  chatGroup,
  chatMessage,
  chatMessagePage,
  chatReadResponse,
  chatUnreadResponse,
  deactivateGroupResponse,
} from '@satsino/contract/chat';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every answer of the player's chat sits under this key. */
export const CHAT_QUERY_KEY = ['chat'] as const;
export const CHAT_GROUPS_QUERY_KEY = [...CHAT_QUERY_KEY, 'groups'] as const;
export const CHAT_UNREAD_QUERY_KEY = [...CHAT_QUERY_KEY, 'unread'] as const;
export const chatMessagesQueryKey = (groupId: number) =>
  [...CHAT_QUERY_KEY, 'messages', groupId] as const;

/** The operator console's answers, apart from the player's. */
export const ADMIN_CHAT_QUERY_KEY = ['admin-chat'] as const;
export const adminChatGroupsQueryKey = (status: 'active' | 'closed') =>
  [...ADMIN_CHAT_QUERY_KEY, 'groups', status] as const;
export const adminChatMessagesQueryKey = (groupId: number) =>
  [...ADMIN_CHAT_QUERY_KEY, 'messages', groupId] as const;

/** `GET /api/groups/active` (SPEC §7): the player's active groups. */
export function activeGroupsQueryOptions() {
  return queryOptions({
    queryKey: CHAT_GROUPS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/groups/active', activeGroupsResponse, { signal }),
  });
}

export function chatUnreadQueryOptions() {
  return queryOptions({
    queryKey: CHAT_UNREAD_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/chat/unread', chatUnreadResponse, { signal }),
  });
}

/** The page before the oldest message shown, if there are older ones. */
export function olderPageParam(page: ChatMessagePage): number | undefined {
  return page.has_more ? page.messages[0]?.id : undefined;
}

/**
 * A conversation's messages: the first page is the newest, each next page goes further back.
 * `base` is `/chat/groups` for the player and `/admin/chat/groups` for operators.
 */
function messagesQueryOptions(queryKey: readonly unknown[], base: string, groupId: number) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ limit: String(CHAT_MESSAGES_PAGE_SIZE) });
      if (pageParam !== undefined) query.set('before', String(pageParam));
      return apiGet(`${base}/${groupId}/messages?${query}`, chatMessagePage, { signal });
    },
    getNextPageParam: olderPageParam,
  });
}

export const chatMessagesQueryOptions = (groupId: number) =>
  messagesQueryOptions(chatMessagesQueryKey(groupId), '/chat/groups', groupId);

export const adminChatMessagesQueryOptions = (groupId: number) =>
  messagesQueryOptions(adminChatMessagesQueryKey(groupId), '/admin/chat/groups', groupId);

export function openChatGroup(body: CreateGroupRequest) {
  return request('/chat/groups', chatGroup, { method: 'POST', body });
}

/** `GET /api/group/deactivate?group_name=` (SPEC §7): answers the removed group's id. */
export function deactivateGroup(name: string) {
  return apiGet(
    `/group/deactivate?${new URLSearchParams({ group_name: name })}`,
    deactivateGroupResponse,
  );
}

export function sendChatMessage(groupId: number, message: string) {
  return request(`/chat/groups/${groupId}/messages`, chatMessage, {
    method: 'POST',
    body: { message },
  });
}

export function markChatRead(groupId: number) {
  return request(`/chat/groups/${groupId}/read`, chatReadResponse, { method: 'POST' });
}

// --- Operator console ---

export function adminChatGroupsQueryOptions(status: 'active' | 'closed') {
  return queryOptions({
    queryKey: adminChatGroupsQueryKey(status),
    queryFn: ({ signal }) =>
      apiGet(`/admin/chat/groups?${new URLSearchParams({ status })}`, adminChatGroupList, {
        signal,
      }),
  });
}

export function adminOpenGroup(body: AdminOpenGroupRequest) {
  return request('/admin/chat/groups', adminChatGroup, { method: 'POST', body });
}

export function adminSendMessage(groupId: number, message: string) {
  return request(`/admin/chat/groups/${groupId}/messages`, chatMessage, {
    method: 'POST',
    body: { message },
  });
}

export function adminMarkRead(groupId: number) {
  return request(`/admin/chat/groups/${groupId}/read`, chatReadResponse, { method: 'POST' });
}

export function adminCloseGroup(groupId: number) {
  return request(`/admin/chat/groups/${groupId}/close`, adminChatGroup, { method: 'POST' });
}
