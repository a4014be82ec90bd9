import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { playerBonuses } from '../bonuses/bonuses.schema.js';
import { vipLevels } from '../content/content.schema.js';
import { ledgerTransfers } from '../ledger/ledger.schema.js';

/**
 * The highest VIP level each player has been told about. A level-up is a row whose threshold
 * grows; the conditional upsert that grows it is what makes the level-up notification go out
 * once, however many processes notice the same bets.
 */
export const vipStatuses = pgTable(
  'vip_statuses',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once an operator deletes the level; the threshold still records how far they got. */
    levelId: bigint('level_id', { mode: 'number' }).references(() => vipLevels.id, {
      onDelete: 'set null',
    }),
    levelMinWageredMinor: bigint('level_min_wagered_minor', { mode: 'bigint' }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_statuses_level_min_wagered_check', sql`${table.levelMinWageredMinor} >= 0`),
  ],
);

/**
 * How far the level watch has read the ledger: the last transfer id it looked at. One row; the
 * watch locks it while it takes the next batch, so two processes never take the same one.
 */
export const vipScanCursor = pgTable(
  'vip_scan_cursor',
  {
    id: smallint('id').primaryKey().default(1),
    lastTransferId: bigint('last_transfer_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('vip_scan_cursor_single_row_check', sql`${table.id} = 1`)],
);

/**
 * One cashback award per player, kind and period (docs/decisions/0014): the unique key is what
 * makes the job pay each player each period once, however often and in however many processes it
 * runs. The amount is fixed when the row is made; `pending` until its ledger transfer is posted
 * (a bonus cashback also waits while the player wagers another bonus), then `paid`.
 */
export const cashbackPayouts = pgTable(
  'cashback_payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['daily', 'weekly', 'vip'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    /** Weekly: the daily cashback of the week's days, deducted. */
    deductedMinor: bigint('deducted_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    /** The bonus a daily or weekly cashback was credited as. */
    bonusId: bigint('bonus_id', { mode: 'number' }).references(() => playerBonuses.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('cashback_payouts_period_key').on(table.userId, table.kind, table.periodStart),
    index('cashback_payouts_pending_idx').on(table.id).where(sql`${table.state} = 'pending'`),
    check('cashback_payouts_kind_check', sql`${table.kind} IN ('daily', 'weekly', 'vip')`),
    check('cashback_payouts_state_check', sql`${table.state} IN ('pending', 'paid')`),
    check(
      'cashback_payouts_amounts_check',
      sql`${table.netLossMinor} > 0 AND ${table.amountMinor} > 0 AND ${table.deductedMinor} >= 0 AND ${table.rateBps} BETWEEN 0 AND 10000`,
    ),
    check(
      'cashback_payouts_paid_check',
      sql`(${table.state} = 'paid') = (${table.transferId} IS NOT NULL AND ${table.paidAt} IS NOT NULL)`,
    ),
    check('cashback_payouts_period_check', sql`${table.periodEnd} > ${table.periodStart}`),
  ],
);

/** A Platinum player's personal VIP manager: an operator, assigned by an operator. */
export const vipManagers = pgTable(
  'vip_managers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    managerUserId: bigint('manager_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: bigint('assigned_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('vip_managers_manager_idx').on(table.managerUserId),
    check('vip_managers_not_self_check', sql`${table.userId} <> ${table.managerUserId}`),
  ],
);
