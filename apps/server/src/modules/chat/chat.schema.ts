import { CHAT_TOPICS } from '@satsino/contract/chat';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns.js';
import { users } from '../account/account.schema.js';

/**
 * Support conversations ("chat groups", SPEC §3). Each belongs to one player and is answered by
 * any operator. A group is active until it is deactivated; among a player's active groups a name
 * is unique (regardless of case), so the spec's deactivate-by-name call finds exactly one. Each
 * side's read position is the id of the last message it has read.
 */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    topic: text('topic', { enum: CHAT_TOPICS }),
    photoUrl: text('photo_url'),
    active: boolean('active').notNull().default(true),
    /** The operator who opened it for the player; null when the player opened it. */
    openedBy: bigint('opened_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    playerLastReadId: bigint('player_last_read_id', { mode: 'number' }).notNull().default(0),
    operatorLastReadId: bigint('operator_last_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_groups_active_name_key')
      .on(table.userId, sql`lower(${table.name})`)
      .where(sql`${table.active}`),
    index('chat_groups_user_idx').on(table.userId, table.active),
    index('chat_groups_activity_idx').on(table.active, table.lastMessageAt.desc()),
    check(
      'chat_groups_topic_check',
      sql`${table.topic} IS NULL OR ${oneOf(table.topic, CHAT_TOPICS)}`,
    ),
    check('chat_groups_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 60`),
    check(
      'chat_groups_closed_check',
      sql`(${table.active} AND ${table.closedAt} IS NULL) OR (NOT ${table.active} AND ${table.closedAt} IS NOT NULL)`,
    ),
  ],
);

/** The messages of a conversation; `from_staff` says which side wrote it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    senderId: bigint('sender_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_group_idx').on(table.groupId, table.id),
    check('chat_messages_body_check', sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
  ],
);
