import type { ChatTopic } from '@satsino/contract/chat';
import type { RowOf } from '../../db/rows.js';
import type { users } from '../account/account.schema.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { vipPrioritySql } from '../vip/vip-priority.sql.js';
import type { chatGroups, chatMessages } from './chat.schema.js';

/** The pool or a client inside a transaction: both run the queries below. */
export type Queryable = LedgerClient;

export type ChatSide = 'player' | 'operator';

export type ChatPerson = RowOf<typeof users, 'id' | 'name' | 'email' | 'photoUrl' | 'role'>;

export type ChatGroupRow = RowOf<
  typeof chatGroups,
  'id' | 'userId' | 'name' | 'photoUrl' | 'active' | 'createdAt'
>;

export type ChatMessageRow = RowOf<
  typeof chatMessages,
  'id' | 'groupId' | 'fromStaff' | 'body' | 'createdAt'
> & { /** The writer's nickname. */ author: string };

/** A conversation as the operators' list shows it: its player, its activity, what is unread. */
export type AdminChatGroupRow = ChatGroupRow &
  RowOf<typeof chatGroups, 'lastMessageAt'> & {
    playerName: string;
    playerEmail: string;
    playerPhotoUrl: string | null;
    unread: number;
    lastMessage: string | null;
    priority: boolean;
    vipManager: string | null;
  };

const GROUP_COLUMNS = `g.id::int AS id, g.user_id::int AS "userId", g.name,
  g.photo_url AS "photoUrl", g.active, g.created_at AS "createdAt"`;

const PERSON_COLUMNS = 'id::int AS id, name, email, photo_url AS "photoUrl", role';

export async function findPerson(
  q: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ChatPerson | undefined> {
  const lock = options.forUpdate ? 'FOR UPDATE' : '';
  const { rows } = await q.query<ChatPerson>(
    `SELECT ${PERSON_COLUMNS} FROM users WHERE id = $1 ${lock}`,
    [id],
  );
  return rows[0];
}

export async function findPersonByEmail(
  q: Queryable,
  email: string,
): Promise<ChatPerson | undefined> {
  const { rows } = await q.query<ChatPerson>(
    `SELECT ${PERSON_COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** Operators who receive the chat's alerts. Bounded: a casino has a handful of them. */
export async function listStaffIds(q: Queryable, limit = 500): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id::int AS id FROM users WHERE role IN ('support', 'admin') ORDER BY id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.id);
}

export async function listActiveGroups(q: Queryable, userId: number): Promise<ChatGroupRow[]> {
  const { rows } = await q.query<ChatGroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM chat_groups g WHERE g.user_id = $1 AND g.active ORDER BY g.id`,
    [userId],
  );
  return rows;
}

export async function countActiveGroups(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM chat_groups WHERE user_id = $1 AND active',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function findActiveGroupByName(
  q: Queryable,
  userId: number,
  name: string,
  options: { forUpdate?: boolean } = {},
): Promise<ChatGroupRow | undefined> {
  const lock = options.forUpdate ? 'FOR UPDATE' : '';
  const { rows } = await q.query<ChatGroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM chat_groups g
      WHERE g.user_id = $1 AND g.active AND lower(g.name) = lower($2) ${lock}`,
    [userId, name],
  );
  return rows[0];
}

export async function findGroup(
  q: Queryable,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ChatGroupRow | undefined> {
  const lock = options.forUpdate ? 'FOR UPDATE' : '';
  const { rows } = await q.query<ChatGroupRow>(
    `SELECT ${GROUP_COLUMNS} FROM chat_groups g WHERE g.id = $1 ${lock}`,
    [id],
  );
  return rows[0];
}

export async function insertGroup(
  q: Queryable,
  values: {
    userId: number;
    name: string;
    topic: ChatTopic | null;
    photoUrl: string | null;
    openedBy: number | null;
    now: Date;
  },
): Promise<ChatGroupRow> {
  const { rows } = await q.query<ChatGroupRow>(
    `INSERT INTO chat_groups AS g (user_id, name, topic, photo_url, opened_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${GROUP_COLUMNS}`,
    [values.userId, values.name, values.topic, values.photoUrl, values.openedBy, values.now],
  );
  const [row] = rows;
  if (!row) throw new Error('chat group insert returned nothing');
  return row;
}

export async function deactivateGroup(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('UPDATE chat_groups SET active = false, closed_at = $2 WHERE id = $1 AND active', [
    id,
    now,
  ]);
}

/** Adds a message; the writer's side has read everything up to it. */
export async function insertMessage(
  q: Queryable,
  values: { groupId: number; senderId: number; fromStaff: boolean; body: string; now: Date },
): Promise<ChatMessageRow> {
  const { rows } = await q.query<{ id: number; created_at: Date; author: string }>(
    `WITH inserted AS (
       INSERT INTO chat_messages (group_id, sender_id, from_staff, body, created_at)
       VALUES ($1, $2, $3, $4, $5)
       RETURNING id, created_at, sender_id
     )
     SELECT inserted.id::int AS id, inserted.created_at, u.name AS author
       FROM inserted JOIN users u ON u.id = inserted.sender_id`,
    [values.groupId, values.senderId, values.fromStaff, values.body, values.now],
  );
  const [row] = rows;
  if (!row) throw new Error('chat message insert returned nothing');
  const readColumn = values.fromStaff ? 'operator_last_read_id' : 'player_last_read_id';
  await q.query(
    `UPDATE chat_groups SET last_message_at = $2, ${readColumn} = GREATEST(${readColumn}, $3)
      WHERE id = $1`,
    [values.groupId, values.now, row.id],
  );
  return {
    id: row.id,
    groupId: values.groupId,
    fromStaff: values.fromStaff,
    author: row.author,
    body: values.body,
    createdAt: row.created_at,
  };
}

/**
 * A page of a group's messages, oldest first: the newest `limit` messages, or the `limit`
 * messages before `before`. One extra row is read to tell whether older ones exist.
 */
export async function listMessages(
  q: Queryable,
  groupId: number,
  page: { before?: number | undefined; limit: number },
): Promise<{ messages: ChatMessageRow[]; hasMore: boolean }> {
  const { rows } = await q.query<ChatMessageRow>(
    `SELECT m.id::int AS id, m.group_id::int AS "groupId", m.from_staff AS "fromStaff",
            u.name AS author, m.body, m.created_at AS "createdAt"
       FROM chat_messages m JOIN users u ON u.id = m.sender_id
      WHERE m.group_id = $1 AND ($2::bigint IS NULL OR m.id < $2)
      ORDER BY m.id DESC
      LIMIT $3`,
    [groupId, page.before ?? null, page.limit + 1],
  );
  const hasMore = rows.length > page.limit;
  const messages = rows.slice(0, page.limit).reverse();
  return { messages, hasMore };
}

/** Everything in the group is now read by that side. */
export async function markRead(q: Queryable, groupId: number, side: ChatSide): Promise<void> {
  const column = side === 'player' ? 'player_last_read_id' : 'operator_last_read_id';
  await q.query(
    `UPDATE chat_groups
        SET ${column} = GREATEST(${column},
          COALESCE((SELECT max(id) FROM chat_messages WHERE group_id = $1), 0))
      WHERE id = $1`,
    [groupId],
  );
}

/** Operator messages the player has not read yet, per active group of the player. */
export async function unreadForPlayer(
  q: Queryable,
  userId: number,
): Promise<Array<{ id: number; unread: number }>> {
  const { rows } = await q.query<{ id: number; unread: number }>(
    `SELECT g.id::int AS id,
            (SELECT count(*)::int FROM chat_messages m
              WHERE m.group_id = g.id AND m.from_staff AND m.id > g.player_last_read_id) AS unread
       FROM chat_groups g
      WHERE g.user_id = $1 AND g.active
      ORDER BY g.id`,
    [userId],
  );
  return rows;
}

const ADMIN_GROUP_SELECT = `SELECT ${GROUP_COLUMNS}, p.name AS "playerName",
    p.email AS "playerEmail", p.photo_url AS "playerPhotoUrl", g.last_message_at AS "lastMessageAt",
    (SELECT count(*)::int FROM chat_messages m
      WHERE m.group_id = g.id AND NOT m.from_staff AND m.id > g.operator_last_read_id) AS unread,
    (SELECT m.body FROM chat_messages m WHERE m.group_id = g.id ORDER BY m.id DESC LIMIT 1)
      AS "lastMessage",
    ${vipPrioritySql('g.user_id')} AS priority,
    (SELECT o.name FROM vip_managers vm JOIN users o ON o.id = vm.manager_user_id
      WHERE vm.user_id = g.user_id) AS "vipManager"
  FROM chat_groups g JOIN users p ON p.id = g.user_id`;

/** The operator's list: most recent activity first. */
export async function listAdminGroups(
  q: Queryable,
  active: boolean,
  limit: number,
): Promise<AdminChatGroupRow[]> {
  const { rows } = await q.query<AdminChatGroupRow>(
    `${ADMIN_GROUP_SELECT}
      WHERE g.active = $1
      ORDER BY COALESCE(g.last_message_at, g.created_at) DESC, g.id DESC
      LIMIT $2`,
    [active, limit],
  );
  return rows;
}

export async function findAdminGroup(
  q: Queryable,
  id: number,
): Promise<AdminChatGroupRow | undefined> {
  const { rows } = await q.query<AdminChatGroupRow>(`${ADMIN_GROUP_SELECT} WHERE g.id = $1`, [id]);
  return rows[0];
}
