import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { users } from '../account/account.schema.js';
import type { AccountRef, PlayerAccounts } from '../ledger/ledger-accounts.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { couponRedemptions, coupons } from './coupons.schema.js';

const COUPON_COLUMNS = [
  'id',
  'code',
  'amountMinor',
  'wageringMultiplier',
  'validDays',
  'maxRedemptions',
  'redemptions',
  'startsAt',
  'endsAt',
  'active',
  'createdAt',
] as const;

export type CouponRow = RowOf<typeof coupons, (typeof COUPON_COLUMNS)[number]>;
export type AdminCouponRow = CouponRow & { createdBy: string | null };

/**
 * Takes one redemption of a live code: the row is locked until the caller's transaction ends,
 * so parallel registrations with the same code queue here, and each one re-reads the count
 * after the one before it commits. Answers nothing when the code is unknown, switched off,
 * outside its window or used up.
 */
export async function takeRedemption(
  tx: Db,
  code: string,
  now: Date,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .update(coupons)
    .set({ redemptions: sql`${coupons.redemptions} + 1`, updatedAt: now })
    .where(
      and(
        eq(coupons.code, code),
        eq(coupons.active, true),
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
        sql`${coupons.redemptions} < ${coupons.maxRedemptions}`,
      ),
    )
    .returning(columnsOf(coupons, COUPON_COLUMNS));
  return row;
}

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select(columnsOf(coupons, COUPON_COLUMNS))
    .from(coupons)
    .where(eq(coupons.code, code));
  return row;
}

export async function insertRedemption(
  tx: Db,
  values: { couponId: number; userId: number; bonusId: number },
): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}

/**
 * A brand-new player's ledger accounts, made in the registration's own transaction: the user row
 * they refer to is not committed yet, so the ledger's directory (which makes accounts on a
 * connection of its own) cannot make them. Nothing caches these ids before the commit.
 */
export async function createPlayerAccounts(
  client: LedgerClient,
  userId: number,
  currency: string,
): Promise<PlayerAccounts> {
  const { rows } = await client.query<{ id: number; kind: keyof PlayerAccounts }>(
    `INSERT INTO ledger_accounts (owner_user_id, currency, kind, balance)
     SELECT $1, $2, kind, 0 FROM unnest(ARRAY['cash', 'bonus', 'withdrawal_hold']) AS kind
     RETURNING id::int AS id, kind`,
    [userId, currency],
  );
  const ref = (kind: keyof PlayerAccounts): AccountRef => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) throw new Error(`ledger account ${kind} of new user ${userId} was not made`);
    return { id: row.id, ownerUserId: userId };
  };
  return { cash: ref('cash'), bonus: ref('bonus'), withdrawal_hold: ref('withdrawal_hold') };
}

const adminColumns = { ...columnsOf(coupons, COUPON_COLUMNS), createdBy: users.name };

export function listCoupons(db: Db, limit: number): Promise<AdminCouponRow[]> {
  return db
    .select(adminColumns)
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.createdBy))
    .orderBy(desc(coupons.id))
    .limit(limit);
}

export async function findCoupon(db: Db, id: number): Promise<AdminCouponRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.createdBy))
    .where(eq(coupons.id, id));
  return row;
}

export async function insertCoupon(
  tx: Db,
  values: {
    code: string;
    amountMinor: bigint;
    wageringMultiplier: number;
    validDays: number;
    maxRedemptions: number;
    startsAt: Date;
    endsAt: Date;
    createdBy: number;
  },
): Promise<number> {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error('insert into coupons returned no row');
  return row.id;
}

/** Locks the coupon for an operator's change: a registration taking it waits, or goes first. */
export async function lockCoupon(tx: Db, id: number): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select(columnsOf(coupons, COUPON_COLUMNS))
    .from(coupons)
    .where(eq(coupons.id, id))
    .for('update');
  return row;
}

export async function updateCoupon(
  tx: Db,
  id: number,
  changes: { active?: boolean; maxRedemptions?: number; endsAt?: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(coupons)
    .set({ ...changes, updatedAt: now })
    .where(eq(coupons.id, id));
}
