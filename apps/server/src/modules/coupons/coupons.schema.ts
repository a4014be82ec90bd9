import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { playerBonuses } from '../bonuses/bonuses.schema.js';

/**
 * Registration coupon codes an operator defines. `redemptions` counts the codes used; the
 * registration that takes one increments it with a conditional UPDATE, and the CHECK below is
 * the last word: however many registrations race, a code is never used past its limit.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case; players may type it in any case. */
    code: text('code').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    validDays: integer('valid_days').notNull(),
    maxRedemptions: integer('max_redemptions').notNull(),
    redemptions: integer('redemptions').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check('coupons_amount_check', sql`${table.amountMinor} > 0`),
    check('coupons_terms_check', sql`${table.wageringMultiplier} >= 0 AND ${table.validDays} >= 1`),
    check(
      'coupons_redemptions_check',
      sql`${table.redemptions} >= 0 AND ${table.redemptions} <= ${table.maxRedemptions}`,
    ),
    check('coupons_window_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Who used which code, and the bonus it granted: once per player and code. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bonusId: bigint('bonus_id', { mode: 'number' })
      .notNull()
      .references(() => playerBonuses.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_coupon_user_key').on(table.couponId, table.userId),
    index('coupon_redemptions_user_idx').on(table.userId),
  ],
);
