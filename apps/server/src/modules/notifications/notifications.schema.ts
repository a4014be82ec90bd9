import { NOTIFICATION_TEXT_MAX_LENGTH } from '@satsino/contract/notifications';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * A player's notifications (SPEC §3: id, read, text). Unread while `read_at` is null; the API
 * shows `read` as 0 or 1. The list reads newest first by id, the badge counts the unread ones:
 * each has its index.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id.desc()),
    index('notifications_unread_idx')
      .on(table.userId, table.id.desc())
      .where(sql`${table.readAt} IS NULL`),
    check(
      'notifications_text_check',
      sql`char_length(${table.text}) BETWEEN 1 AND ${sql.raw(String(NOTIFICATION_TEXT_MAX_LENGTH))}`,
    ),
  ],
);
