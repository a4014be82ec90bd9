import { sql } from 'drizzle-orm';
import { bigint, check, date, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

/**
 * Players and operators. E-mail and nickname are unique regardless of case. The password hash is
 * null for accounts created through social sign-in until the player sets a password.
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['player', 'support', 'admin'] })
      .notNull()
      .default('player'),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    locale: text('locale').notNull().default('en'),
    photoUrl: text('photo_url'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    postCode: text('post_code'),
    city: text('city'),
    country: text('country'),
    couponCode: text('coupon_code'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    accountVerifiedAt: timestamp('account_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_name_lower_key').on(sql`lower(${table.name})`),
    check('users_role_check', sql`${table.role} IN ('player', 'support', 'admin')`),
    check('users_currency_check', sql`${table.currency} IN ('USD', 'EUR')`),
  ],
);
