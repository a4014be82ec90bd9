import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from '../account/account.schema.js';
import { vipScanCursor, vipStatuses } from './vip.schema.js';

type Queryable = Pick<Db, 'select' | 'update' | 'execute'>;

export async function findPlayer(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: users.id, currency: users.currency, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * What a player has wagered: the real-money stakes — taken from their cash balance — of every bet
 * in their currency that was not rolled back (a rollback is a transfer that reverses the bet).
 * Stakes from the bonus balance do not count, as the VIP programme's terms say ("bets placed with
 * bonus funds … do not count"; docs/decisions/0014).
 */
export async function wageredTotal(
  db: Queryable,
  userId: number,
  currency: string,
): Promise<bigint> {
  const result = await db.execute<{ wagered: bigint | string }>(sql`
    SELECT COALESCE(SUM(-e.amount), 0)::bigint AS wagered
    FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id
    JOIN ledger_transfers t ON t.id = e.transfer_id
    WHERE a.owner_user_id = ${userId} AND a.currency = ${currency}
      AND a.kind = 'cash' AND t.kind = 'bet'
      AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id)`);
  return BigInt(result.rows[0]?.wagered ?? 0);
}

/**
 * Records the level a player has reached if it is above the one recorded. Answers whether this
 * call raised it: true for a first record above zero or a higher level, false otherwise (also
 * when another process recorded it first), so a level-up is announced once.
 */
export async function raiseRecordedLevel(
  db: Queryable,
  userId: number,
  level: { id: number; minWageredMinor: bigint },
  now: Date,
): Promise<boolean> {
  const result = await db.execute<{ inserted: boolean }>(sql`
    INSERT INTO ${vipStatuses} (user_id, level_id, level_min_wagered_minor, reached_at)
    VALUES (${userId}, ${level.id}, ${level.minWageredMinor.toString()}::bigint, ${now.toISOString()}::timestamptz)
    ON CONFLICT (user_id) DO UPDATE
      SET level_id = EXCLUDED.level_id,
          level_min_wagered_minor = EXCLUDED.level_min_wagered_minor,
          reached_at = EXCLUDED.reached_at
      WHERE ${vipStatuses.levelMinWageredMinor} < EXCLUDED.level_min_wagered_minor
    RETURNING (xmax = 0) AS inserted`);
  const [row] = result.rows;
  if (!row) return false;
  return !row.inserted || level.minWageredMinor > 0n;
}

/**
 * Takes the next batch of ledger transfers after the cursor and moves the cursor past it, under
 * the cursor row's lock (a process that finds it locked skips this round): run it in a
 * transaction, which holds the lock until the cursor has moved. Answers the players
 * who placed bets in the batch, and whether the batch was full (more may follow).
 */
export async function takeBetBatch(
  tx: Queryable,
  batchSize: number,
): Promise<{ userIds: number[]; full: boolean } | null> {
  const locked = await tx.execute<{ last_transfer_id: bigint }>(sql`
    SELECT last_transfer_id FROM ${vipScanCursor} WHERE id = 1 FOR UPDATE SKIP LOCKED`);
  const cursor = locked.rows[0];
  if (!cursor) return null;
  const result = await tx.execute<{
    last_id: bigint | null;
    count: bigint;
    user_ids: string[];
  }>(sql`
    WITH batch AS (
      SELECT id, kind FROM ledger_transfers WHERE id > ${cursor.last_transfer_id.toString()}::bigint
      ORDER BY id LIMIT ${batchSize}
    )
    SELECT (SELECT max(id) FROM batch) AS last_id,
           (SELECT count(*) FROM batch) AS count,
           ARRAY(
             SELECT DISTINCT a.owner_user_id::text FROM batch b
             JOIN ledger_entries e ON e.transfer_id = b.id
             JOIN ledger_accounts a ON a.id = e.account_id
             WHERE b.kind = 'bet' AND a.owner_user_id IS NOT NULL
           ) AS user_ids`);
  const row = result.rows[0];
  if (!row || row.last_id === null) return { userIds: [], full: false };
  await tx
    .update(vipScanCursor)
    .set({ lastTransferId: Number(row.last_id), updatedAt: sql`now()` })
    .where(eq(vipScanCursor.id, 1));
  return { userIds: row.user_ids.map(Number), full: Number(row.count) >= batchSize };
}
