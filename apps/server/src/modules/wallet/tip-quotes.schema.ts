import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * The exchange rates shown for tips between currencies (issue 17, ADR 0023). A quote is issued to
 * one sender for one recipient and holds for a minute; a tip that uses it names it in its
 * transfers' metadata, and the audit checks the converted amount against the stored rate, so the
 * rows are kept as the record of the rate every such tip was paid at.
 */
export const tipQuotes = pgTable(
  'tip_quotes',
  {
    id: uuid('id').primaryKey(),
    senderUserId: bigint('sender_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    recipientUserId: bigint('recipient_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    /** The coin whose two prices gave the cross rate. */
    coin: text('coin').notNull(),
    /** The rate as an exact fraction: to-minor = floor(from-minor × numerator / denominator). */
    rateNumerator: numeric('rate_numerator', { precision: 40, scale: 0 }).notNull(),
    rateDenominator: numeric('rate_denominator', { precision: 40, scale: 0 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tip_quotes_sender_idx').on(table.senderUserId, table.createdAt),
    check('tip_quotes_pair_check', sql`${table.fromCurrency} <> ${table.toCurrency}`),
    check(
      'tip_quotes_rate_check',
      sql`${table.rateNumerator} > 0 AND ${table.rateDenominator} > 0`,
    ),
  ],
);
