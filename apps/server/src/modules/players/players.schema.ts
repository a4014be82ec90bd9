import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * A locked account (issue 17): it cannot sign in, and every call made with a session it still
 * holds is refused. The row is the lock; unlocking deletes it, and the operator log keeps both.
 */
export const accountLocks = pgTable('account_locks', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lockedBy: bigint('locked_by', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  reason: text('reason').notNull(),
  lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operators' notes about a player, shown newest first on the player page. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorUserId: bigint('author_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_notes_user_idx').on(table.userId, table.id.desc()),
    check('player_notes_text_check', sql`char_length(${table.text}) BETWEEN 1 AND 2000`),
  ],
);
