import { NOTIFICATION_BROADCAST_BATCH } from '@satsino/contract/notifications';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { users } from '../account/account.schema.js';
import { notifications } from './notifications.schema.js';

const NOTIFICATION_COLUMNS = columnsOf(notifications, [
  'id',
  'userId',
  'text',
  'readAt',
  'createdAt',
]);

export type NotificationRow = RowOf<typeof notifications, keyof typeof NOTIFICATION_COLUMNS>;

/** A database or a transaction: both run the same queries. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export async function insertNotification(
  db: Queryable,
  values: { userId: number; text: string; createdAt: Date },
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning(NOTIFICATION_COLUMNS);
  if (!row) throw new Error('insert into notifications returned no row');
  return row;
}

/**
 * One batch of a broadcast: a notification for each player after `afterUserId`, lowest id first.
 * The caller goes on from the last user id until a batch comes back short.
 */
export async function insertBroadcastBatch(
  db: Queryable,
  text: string,
  createdAt: Date,
  afterUserId: number,
): Promise<Array<{ id: number; userId: number }>> {
  const result = await db.execute<{ id: bigint; user_id: bigint }>(sql`
    INSERT INTO ${notifications} (user_id, text, created_at)
    SELECT ${users.id}, ${text}, ${createdAt.toISOString()}::timestamptz FROM ${users}
    WHERE ${users.role} = 'player' AND ${users.id} > ${afterUserId}
    ORDER BY ${users.id} LIMIT ${NOTIFICATION_BROADCAST_BATCH}
    RETURNING id, user_id`);
  return result.rows.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
}

/** Newest first; `limit` rows, older than `beforeId` when given. */
export function listNotifications(
  db: Queryable,
  userId: number,
  options: { unreadOnly: boolean; beforeId: number | undefined; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select(NOTIFICATION_COLUMNS)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
        options.beforeId === undefined ? undefined : lt(notifications.id, options.beforeId),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the player's notifications read (again is harmless); undefined if not theirs. */
export async function markRead(
  db: Queryable,
  userId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`COALESCE(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(NOTIFICATION_COLUMNS);
  return row;
}

export async function markAllRead(db: Queryable, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
