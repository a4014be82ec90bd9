import { CURRENCIES } from '@satsino/contract/money';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/columns.js';
import { users } from '../account/account.schema.js';
import { ledgerTransfers } from '../ledger/ledger.schema.js';
import { providerIntegrations } from './providers.schema.js';

/*
 * The seamless wallet's own records (issue 15): what each provider call the wallet accepted
 * did, so that a replay answers it again and the audit can hold it against the ledger; the
 * provider's rounds, so a closed round takes nothing more; and the count of refused calls.
 */

export const PROVIDER_TRANSACTION_KINDS = ['bet', 'win', 'rollback'] as const;

/**
 * One accepted bet, win or rollback, keyed by the provider's transaction id. `answer` is the
 * answer the call got, sent again verbatim to a replay (`request_hash` says it is the same call).
 * A rollback of a bet not seen yet is recorded with no transfer: the late bet finds it and is
 * refused. Refused calls (not enough money, a limit …) leave no row: a retry is asked again.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    integrationId: bigint('integration_id', { mode: 'number' })
      .notNull()
      .references(() => providerIntegrations.id),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind', { enum: PROVIDER_TRANSACTION_KINDS }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    round: text('round').notNull(),
    /** The bet a win pays or a rollback undoes. */
    referenceTransactionUuid: text('reference_transaction_uuid'),
    gameCode: text('game_code').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** What the call asked to move: the stake, the win, or the stake a rollback returned. */
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** The ledger transfer it made; none for a win of 0 or a rollback of an unknown bet. */
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_transactions_uuid_key').on(table.integrationId, table.transactionUuid),
    // A bet is undone once: a second rollback of it finds the first.
    uniqueIndex('provider_transactions_rollback_key')
      .on(table.integrationId, table.referenceTransactionUuid)
      .where(sql`${table.kind} = 'rollback'`),
    uniqueIndex('provider_transactions_transfer_key').on(table.ledgerTransferId),
    index('provider_transactions_reference_idx').on(
      table.integrationId,
      table.referenceTransactionUuid,
    ),
    index('provider_transactions_user_idx').on(table.userId),
    // The operator reports read the wallet's calls by day (migration 0028).
    index('provider_transactions_created_idx').on(table.createdAt),
    // The live feed (games-feed.ts): a round's transactions, and a player's wins newest first.
    index('provider_transactions_round_idx').on(table.integrationId, table.userId, table.round),
    index('provider_transactions_user_win_idx')
      .on(table.userId, table.id)
      .where(sql`${table.kind} = 'win'`),
    check('provider_transactions_kind_check', oneOf(table.kind, PROVIDER_TRANSACTION_KINDS)),
    check('provider_transactions_currency_check', oneOf(table.currency, CURRENCIES)),
    check('provider_transactions_amount_check', sql`${table.amountMinor} >= 0`),
    check(
      'provider_transactions_reference_check',
      sql`(${table.kind} = 'bet') = (${table.referenceTransactionUuid} IS NULL)`,
    ),
  ],
);

/**
 * A provider's round as one player plays it (a live table's round is shared by many players,
 * each with a row of their own). A win with `round_closed` closes it: no bet or win after that.
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    integrationId: bigint('integration_id', { mode: 'number' })
      .notNull()
      .references(() => providerIntegrations.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    round: text('round').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.integrationId, table.userId, table.round] })],
);

export const PROVIDER_REFUSAL_REASONS = [
  'unknown_provider',
  'missing_signature',
  'bad_signature',
] as const;

/**
 * Calls refused before their body was read, counted per integration (none: an unknown code),
 * reason and day, with the last caller's address: what an operator looks at when a provider says
 * its calls fail, or someone probes the wallet. Bounded by design: one row per kind and day.
 */
export const providerRefusals = pgTable(
  'provider_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    integrationId: bigint('integration_id', { mode: 'number' }).references(
      () => providerIntegrations.id,
      { onDelete: 'cascade' },
    ),
    reason: text('reason', { enum: PROVIDER_REFUSAL_REASONS }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(1),
    /** The `{provider}` of the last refused call (for an unknown provider, what it said). */
    lastCode: text('last_code').notNull(),
    lastClientAddress: text('last_client_address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_refusals_day_key').on(
      sql`coalesce(${table.integrationId}, 0)`,
      table.reason,
      table.day,
    ),
    check('provider_refusals_reason_check', oneOf(table.reason, PROVIDER_REFUSAL_REASONS)),
  ],
);
