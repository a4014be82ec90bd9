import { z } from 'zod';
import {
  CHAT_GROUP_NAME_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
} from './messages/chat.js';
import { chatGroup } from './realtime.js';
import { VALIDATION_MESSAGES } from './validation.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { CHAT_GROUP_NAME_MAX_LENGTH, CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES };

/**
 * Live support chat (SPEC §2 support layout and chat groups panel, §3 chat group, §4, §7): a
 * player opens conversations ("groups") with support; each group belongs to one player and is
 * answered by any operator. The two group calls of SPEC §7 keep their host paths
 * (`/api/groups/active`, `/api/group/deactivate`); the message calls the spec implies follow
 * the same style under `/api/chat/...`, the operator's under `/api/admin/chat/...`.
 */

/** Topics a player can open a conversation on; any other name is a free name. */
export const CHAT_TOPICS = ['deposits', 'withdrawals', 'bonuses', 'account', 'other'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];
export const isChatTopic = (value: string): value is ChatTopic =>
  (CHAT_TOPICS as readonly string[]).includes(value);

/** Open conversations one player may have at once. */
export const CHAT_OPEN_GROUPS_MAX = 10;
/** Messages per page: the newest page first, older pages on request. */
export const CHAT_MESSAGES_PAGE_SIZE = 30;
export const CHAT_MESSAGES_PAGE_MAX = 100;
/** Conversations the operator console lists at once, most recent activity first. */
export const CHAT_ADMIN_GROUPS_LIMIT = 200;

export { chatGroup };
export type ChatGroup = z.infer<typeof chatGroup>;

/** `GET /api/groups/active`: the player's active groups, oldest first (new ones are appended). */
export const activeGroupsResponse = z.array(chatGroup).meta({ id: 'ActiveChatGroups' });

/** `GET /api/group/deactivate?group_name=`: closes the player's active group of that name. */
export const deactivateGroupQuery = z.object({
  group_name: z
    .string({ error: VALIDATION_MESSAGES.required })
    .trim()
    .min(1, VALIDATION_MESSAGES.required)
    .max(CHAT_GROUP_NAME_MAX_LENGTH, VALIDATION_MESSAGES.tooLong),
});
/** The id of the group removed, so the client drops it from its list. */
export const deactivateGroupResponse = z
  .object({ id: z.number().int() })
  .meta({ id: 'DeactivatedChatGroup' });

export const chatMessageBody = z
  .string({ error: CHAT_MESSAGES.messageEmpty })
  .trim()
  .min(1, CHAT_MESSAGES.messageEmpty)
  .max(CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES.messageTooLong);

const groupName = z
  .string({ error: CHAT_MESSAGES.nameInvalid })
  .trim()
  .min(1, CHAT_MESSAGES.nameInvalid)
  .max(CHAT_GROUP_NAME_MAX_LENGTH, CHAT_MESSAGES.nameInvalid);

/**
 * `POST /api/chat/groups`: a topic (its name is the topic) or a free name, and optionally the
 * first message. Opening a topic that is already open answers that group.
 */
export const createGroupRequest = z
  .object({
    topic: z.enum(CHAT_TOPICS, { error: VALIDATION_MESSAGES.required }).optional(),
    name: groupName.optional(),
    message: chatMessageBody.optional(),
  })
  .refine((body) => body.topic !== undefined || body.name !== undefined, {
    path: ['name'],
    message: CHAT_MESSAGES.nameInvalid,
  })
  .meta({ id: 'CreateChatGroupRequest' });
export type CreateGroupRequest = z.infer<typeof createGroupRequest>;

export const chatGroupIdParams = z.object({ id: z.coerce.number().int().positive() });

export const CHAT_SENDERS = ['player', 'operator'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];

export const chatMessage = z
  .object({
    id: z.number().int(),
    group_id: z.number().int(),
    /** Which side wrote it. */
    from: z.enum(CHAT_SENDERS),
    /** The writer's nickname. */
    author: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

/** Paging: without `before` the newest page; with it the page of older messages before that id. */
export const chatMessagesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_MESSAGES_PAGE_MAX)
    .default(CHAT_MESSAGES_PAGE_SIZE),
});
export type ChatMessagesQuery = z.infer<typeof chatMessagesQuery>;

/** A page of messages, oldest first (newest last); `has_more` says older ones exist. */
export const chatMessagePage = z
  .object({ messages: z.array(chatMessage), has_more: z.boolean() })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

export const sendMessageRequest = z
  .object({ message: chatMessageBody })
  .meta({ id: 'SendChatMessageRequest' });

/** Unread messages per side: the player counts the operators' messages and the other way round. */
export const chatUnreadResponse = z
  .object({
    total: z.number().int(),
    groups: z.array(z.object({ id: z.number().int(), unread: z.number().int() })),
  })
  .meta({ id: 'ChatUnread' });
export type ChatUnread = z.infer<typeof chatUnreadResponse>;

export const chatReadResponse = z
  .object({ id: z.number().int(), unread: z.literal(0) })
  .meta({ id: 'ChatRead' });

// --- Operator console ---

export const adminChatGroupsQuery = z.object({
  status: z.enum(['active', 'closed']).default('active'),
});

export const adminChatGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    photo_url: z.string().nullable(),
    active: z.boolean(),
    player: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      photo_url: z.string().nullable(),
    }),
    /** Player messages no operator has read yet. */
    unread: z.number().int(),
    /** The player is Silver or higher: their conversations come first (docs/decisions/0014). */
    priority: z.boolean(),
    /** A Platinum player's personal VIP manager, who should answer; null without one. */
    vip_manager: z.string().nullable(),
    last_message: z.string().nullable(),
    last_message_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'AdminChatGroup' });
export type AdminChatGroup = z.infer<typeof adminChatGroup>;
export const adminChatGroupList = z.array(adminChatGroup).meta({ id: 'AdminChatGroupList' });

/** `POST /api/admin/chat/groups`: an operator opens a conversation with a player. */
export const adminOpenGroupRequest = z
  .object({
    /** The player's e-mail, or id ("42" or "#42"). */
    player: z
      .string({ error: VALIDATION_MESSAGES.required })
      .trim()
      .min(1, VALIDATION_MESSAGES.required)
      .max(254, VALIDATION_MESSAGES.tooLong),
    name: groupName,
    message: chatMessageBody.optional(),
  })
  .meta({ id: 'AdminOpenChatGroupRequest' });
export type AdminOpenGroupRequest = z.infer<typeof adminOpenGroupRequest>;
