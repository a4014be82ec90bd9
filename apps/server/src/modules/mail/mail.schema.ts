import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the site sends. Without SMTP this is where messages go (and their link is
 * logged), so the embedded setup works end to end; with SMTP, `sent_at` records delivery.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  link: text('link'),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
