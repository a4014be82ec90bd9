import { CURRENCIES } from '@satsino/contract/money';
import { PROVIDER_SIGNINGS } from '@satsino/contract/provider';
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
import { oneOf, timestamps } from '../../db/columns.js';
import { users } from '../account/account.schema.js';

/*
 * Third-party game providers and aggregators plugged in over the seamless wallet (issue 15).
 * An integration is the connection (keys, endpoints); the studios whose games it brings are
 * catalogue providers like our own.
 */

/**
 * One provider or aggregator. HMAC integrations share `secret` both ways; RSA ones verify the
 * provider's calls with `provider_public_key` and sign ours with `operator_private_key`.
 */
export const providerIntegrations = pgTable(
  'provider_integrations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The `{provider}` of `/api/provider/{provider}/…`. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    signing: text('signing', { enum: PROVIDER_SIGNINGS }).notNull(),
    secret: text('secret'),
    providerPublicKey: text('provider_public_key'),
    operatorPrivateKey: text('operator_private_key'),
    launchUrl: text('launch_url').notNull(),
    feedUrl: text('feed_url'),
    enabled: boolean('enabled').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('provider_integrations_code_key').on(table.code),
    check('provider_integrations_code_check', sql`${table.code} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('provider_integrations_signing_check', oneOf(table.signing, PROVIDER_SIGNINGS)),
    check(
      'provider_integrations_keys_check',
      sql`(${table.signing} = 'hmac-sha256' AND ${table.secret} IS NOT NULL) OR (${table.signing} = 'rsa-sha256' AND ${table.providerPublicKey} IS NOT NULL AND ${table.operatorPrivateKey} IS NOT NULL)`,
    ),
  ],
);

/**
 * The token a real-money launch hands the provider: whose money, which game, which currency.
 * Balance and bet calls need it unexpired; wins and rollbacks are accepted after it expired.
 */
export const providerLaunchTokens = pgTable(
  'provider_launch_tokens',
  {
    token: text('token').primaryKey(),
    integrationId: bigint('integration_id', { mode: 'number' })
      .notNull()
      .references(() => providerIntegrations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** The provider's game code (catalogue_games.external_code). */
    gameCode: text('game_code').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('provider_launch_tokens_user_idx').on(table.userId),
    check('provider_launch_tokens_currency_check', oneOf(table.currency, CURRENCIES)),
  ],
);
