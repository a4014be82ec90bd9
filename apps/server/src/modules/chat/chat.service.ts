import {
  type AdminChatGroup,
  type AdminOpenGroupRequest,
  CHAT_ADMIN_GROUPS_LIMIT,
  CHAT_OPEN_GROUPS_MAX,
  type ChatGroup,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatUnread,
  type CreateGroupRequest,
} from '@satsino/contract/chat';
import type { AppAlertEvent, GroupCreatedEvent } from '@satsino/contract/realtime';
import type pg from 'pg';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { chatErrors } from './chat.errors.js';
import {
  type AdminChatGroupRow,
  type ChatGroupRow,
  type ChatMessageRow,
  countActiveGroups,
  deactivateGroup,
  findActiveGroupByName,
  findAdminGroup,
  findGroup,
  findPerson,
  findPersonByEmail,
  insertGroup,
  insertMessage,
  listActiveGroups,
  listAdminGroups,
  listMessages,
  listStaffIds,
  markRead,
  type Queryable,
  unreadForPlayer,
} from './chat.repo.js';

export const presentGroup = (row: ChatGroupRow): ChatGroup => ({
  id: row.id,
  name: row.name,
  photo_url: row.photoUrl,
});

export const presentMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  group_id: row.groupId,
  from: row.fromStaff ? 'operator' : 'player',
  author: row.author,
  message: row.body,
  created_at: row.createdAt.toISOString(),
});

export const presentAdminGroup = (row: AdminChatGroupRow): AdminChatGroup => ({
  id: row.id,
  name: row.name,
  photo_url: row.photoUrl,
  active: row.active,
  player: {
    id: row.userId,
    name: row.playerName,
    email: row.playerEmail,
    photo_url: row.playerPhotoUrl,
  },
  unread: row.unread,
  priority: row.priority,
  vip_manager: row.vipManager,
  last_message: row.lastMessage,
  last_message_at: row.lastMessageAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const presentPage = (page: { messages: ChatMessageRow[]; hasMore: boolean }): ChatMessagePage => ({
  messages: page.messages.map(presentMessage),
  has_more: page.hasMore,
});

export interface ChatServiceDependencies {
  pool: pg.Pool;
  rateLimiter: RateLimiter;
  operatorLog: OperatorLog;
  publishAppAlert: (userId: number, event: AppAlertEvent) => void;
  publishGroupCreated: (userId: number, event: GroupCreatedEvent) => void;
  now: () => Date;
}

/**
 * Support chat rules. A group belongs to one player: every player call checks the group's owner
 * (another player's group is not found). Every new message alerts the other side with
 * NEW_CHAT_MESSAGE: the player on their own channel, the operators each on theirs. Alerts leave
 * only after the transaction committed, so nobody is alerted of a message that does not exist.
 */
export function createChatService(deps: ChatServiceDependencies) {
  const { pool } = deps;

  /**
   * Chat writes share the per-account limit of the money calls, counted under their own key,
   * so a chatty player and a busy cashier never use up each other's attempts.
   */
  const limitWrites = (userId: number) =>
    deps.rateLimiter.consume([{ limit: 'chatPerAccount', key: `${userId}` }]);

  async function alertStaff(event: AppAlertEvent, except?: number) {
    for (const staffId of await listStaffIds(pool)) {
      if (staffId !== except) deps.publishAppAlert(staffId, event);
    }
  }

  async function requireOwnGroup(q: Queryable, userId: number, groupId: number, lock = false) {
    const group = await findGroup(q, groupId, { forUpdate: lock });
    if (group?.userId !== userId) throw chatErrors.groupNotFound();
    return group;
  }

  async function requireGroup(q: Queryable, groupId: number, lock = false) {
    const group = await findGroup(q, groupId, { forUpdate: lock });
    if (!group) throw chatErrors.groupNotFound();
    return group;
  }

  /** Closes a group the caller may close (found and locked by `find`); answers its id. */
  async function close(
    find: (client: Queryable) => Promise<ChatGroupRow>,
    trace?: (client: Queryable, group: ChatGroupRow) => Promise<void>,
  ): Promise<ChatGroupRow> {
    const group = await inTransaction(pool, async (client) => {
      const found = await find(client);
      if (found.active) await deactivateGroup(client, found.id, deps.now());
      await trace?.(client, found);
      return found;
    });
    return group;
  }

  async function adminGroup(groupId: number): Promise<AdminChatGroup> {
    const row = await findAdminGroup(pool, groupId);
    if (!row) throw chatErrors.groupNotFound();
    return presentAdminGroup(row);
  }

  return {
    async activeGroups(userId: number): Promise<ChatGroup[]> {
      return (await listActiveGroups(pool, userId)).map(presentGroup);
    },

    /**
     * Opens a conversation on a topic or under a free name, with an optional first message. A
     * name the player already has open answers that group (created: false) with the message
     * added, so a double click never makes two.
     */
    async openGroup(
      userId: number,
      body: CreateGroupRequest,
    ): Promise<{ group: ChatGroup; created: boolean }> {
      await limitWrites(userId);
      const name = body.topic ?? body.name;
      if (name === undefined) throw new Error('unreachable: the schema asks for a topic or name');
      const result = await inTransaction(pool, async (client) => {
        // One player's opens run one at a time, so the open-group cap holds under concurrency.
        await findPerson(client, userId, { forUpdate: true });
        let group = await findActiveGroupByName(client, userId, name);
        const created = group === undefined;
        if (group === undefined) {
          if ((await countActiveGroups(client, userId)) >= CHAT_OPEN_GROUPS_MAX) {
            throw chatErrors.tooManyGroups();
          }
          group = await insertGroup(client, {
            userId,
            name,
            topic: body.topic ?? null,
            photoUrl: null,
            openedBy: null,
            now: deps.now(),
          });
        }
        const message =
          body.message === undefined
            ? undefined
            : await insertMessage(client, {
                groupId: group.id,
                senderId: userId,
                fromStaff: false,
                body: body.message,
                now: deps.now(),
              });
        return { group, created, message };
      });
      const group = presentGroup(result.group);
      // The player's other tabs append it too (SPEC §4: new groups arrive live).
      if (result.created) deps.publishGroupCreated(userId, { group });
      if (result.created || result.message) {
        await alertStaff({
          type: 'NEW_CHAT_MESSAGE',
          groupId: group.id,
          message: result.message?.body ?? group.name,
        });
      }
      return { group, created: result.created };
    },

    /** SPEC §7 deactivate: the player's active group of that name (any case). */
    async deactivateByName(userId: number, name: string): Promise<number> {
      const group = await close(async (client) => {
        const found = await findActiveGroupByName(client, userId, name, { forUpdate: true });
        if (!found) throw chatErrors.groupNotFound();
        return found;
      });
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId: group.id });
      return group.id;
    },

    async closeOwnGroup(userId: number, groupId: number): Promise<number> {
      const group = await close((client) => requireOwnGroup(client, userId, groupId, true));
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId: group.id });
      return group.id;
    },

    async playerMessages(
      userId: number,
      groupId: number,
      page: ChatMessagesQuery,
    ): Promise<ChatMessagePage> {
      await requireOwnGroup(pool, userId, groupId);
      return presentPage(await listMessages(pool, groupId, page));
    },

    async playerSend(userId: number, groupId: number, body: string): Promise<ChatMessage> {
      await limitWrites(userId);
      const message = await inTransaction(pool, async (client) => {
        const group = await requireOwnGroup(client, userId, groupId, true);
        if (!group.active) throw chatErrors.groupClosed();
        return insertMessage(client, {
          groupId,
          senderId: userId,
          fromStaff: false,
          body,
          now: deps.now(),
        });
      });
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId, message: message.body });
      return presentMessage(message);
    },

    async playerRead(userId: number, groupId: number): Promise<void> {
      await requireOwnGroup(pool, userId, groupId);
      await markRead(pool, groupId, 'player');
    },

    async playerUnread(userId: number): Promise<ChatUnread> {
      const groups = await unreadForPlayer(pool, userId);
      return { total: groups.reduce((sum, group) => sum + group.unread, 0), groups };
    },

    // --- Operators ---

    async adminGroups(status: 'active' | 'closed'): Promise<AdminChatGroup[]> {
      const rows = await listAdminGroups(pool, status === 'active', CHAT_ADMIN_GROUPS_LIMIT);
      return rows.map(presentAdminGroup);
    },

    adminGroup,

    async adminMessages(groupId: number, page: ChatMessagesQuery): Promise<ChatMessagePage> {
      await requireGroup(pool, groupId);
      return presentPage(await listMessages(pool, groupId, page));
    },

    async adminSend(operatorId: number, groupId: number, body: string): Promise<ChatMessage> {
      const { message, group } = await inTransaction(pool, async (client) => {
        const found = await requireGroup(client, groupId, true);
        if (!found.active) throw chatErrors.groupClosed();
        const inserted = await insertMessage(client, {
          groupId,
          senderId: operatorId,
          fromStaff: true,
          body,
          now: deps.now(),
        });
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'chat.message.send',
          targetType: 'chat_group',
          targetId: groupId,
          details: { message_id: inserted.id, player_id: found.userId },
        });
        return { message: inserted, group: found };
      });
      deps.publishAppAlert(group.userId, {
        type: 'NEW_CHAT_MESSAGE',
        groupId,
        message: message.body,
      });
      // The other operators' consoles follow the conversation too.
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId }, operatorId);
      return presentMessage(message);
    },

    async adminRead(groupId: number): Promise<void> {
      await requireGroup(pool, groupId);
      await markRead(pool, groupId, 'operator');
    },

    async adminClose(operatorId: number, groupId: number): Promise<AdminChatGroup> {
      const group = await close(
        (client) => requireGroup(client, groupId, true),
        (client, found) =>
          deps.operatorLog.record(client, {
            actorUserId: operatorId,
            action: 'chat.group.close',
            targetType: 'chat_group',
            targetId: found.id,
            details: { player_id: found.userId, name: found.name },
          }),
      );
      // No message: the player's app reloads its groups and the closed one leaves the list.
      deps.publishAppAlert(group.userId, { type: 'NEW_CHAT_MESSAGE', groupId: group.id });
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId: group.id }, operatorId);
      return adminGroup(group.id);
    },

    /**
     * An operator opens a conversation for a player (found by e-mail or id): the player gets it
     * live (GroupCreated on `users.{id}`), appended to their groups. A name the player already
     * has open answers that group, with the message added.
     */
    async adminOpen(
      operatorId: number,
      body: AdminOpenGroupRequest,
    ): Promise<{ group: AdminChatGroup; created: boolean }> {
      const result = await inTransaction(pool, async (client) => {
        const id = /^#?(\d{1,15})$/.exec(body.player)?.[1];
        const player = id
          ? await findPerson(client, Number(id), { forUpdate: true })
          : await findPersonByEmail(client, body.player);
        if (player?.role !== 'player') throw chatErrors.playerUnknown();
        if (id === undefined) await findPerson(client, player.id, { forUpdate: true });
        const operator = await findPerson(client, operatorId);
        let group = await findActiveGroupByName(client, player.id, body.name);
        const created = group === undefined;
        if (group === undefined) {
          if ((await countActiveGroups(client, player.id)) >= CHAT_OPEN_GROUPS_MAX) {
            throw chatErrors.tooManyGroups();
          }
          group = await insertGroup(client, {
            userId: player.id,
            name: body.name,
            topic: null,
            photoUrl: operator?.photoUrl ?? null,
            openedBy: operatorId,
            now: deps.now(),
          });
        }
        const message =
          body.message === undefined
            ? undefined
            : await insertMessage(client, {
                groupId: group.id,
                senderId: operatorId,
                fromStaff: true,
                body: body.message,
                now: deps.now(),
              });
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'chat.group.open',
          targetType: 'chat_group',
          targetId: group.id,
          details: { player_id: player.id, name: group.name, created },
        });
        return { group, created, message };
      });
      const { group } = result;
      if (result.created) deps.publishGroupCreated(group.userId, { group: presentGroup(group) });
      if (result.message) {
        deps.publishAppAlert(group.userId, {
          type: 'NEW_CHAT_MESSAGE',
          groupId: group.id,
          message: result.message.body,
        });
      }
      await alertStaff({ type: 'NEW_CHAT_MESSAGE', groupId: group.id }, operatorId);
      return { group: await adminGroup(group.id), created: result.created };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
