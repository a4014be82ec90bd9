import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import { sessions } from './auth.schema.js';

type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;
export type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Queryable, values: NewSession): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

/**
 * The live session of a token digest, with who it belongs to and whether that account is locked
 * (the players module's `account_locks`): read here, in the one query every authenticated call
 * makes, so the lock guard costs no query of its own.
 */
export async function findLiveSession(db: Queryable, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      role: users.role,
      lastSeenAt: sessions.lastSeenAt,
      locked: sql<boolean>`EXISTS (SELECT 1 FROM account_locks l WHERE l.user_id = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    );
  return row;
}

export async function touchSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function listLiveSessions(db: Queryable, userId: number, now: Date, limit: number) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      device: sessions.device,
      userAgent: sessions.userAgent,
      location: sessions.location,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}

/** Revokes one of the player's own live sessions; false when it is not theirs or already over. */
export async function revokeSession(
  db: Queryable,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the player but `keepSessionId`; returns the revoked ids. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? sql`true` : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
