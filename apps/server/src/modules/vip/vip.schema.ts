import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { vipLevels } from '../content/content.schema.js';

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
