import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * The double-entry ledger (DESIGN §4). Every movement of money is one transfer with two or more
 * entries that sum to zero per currency. Transfers and entries are append-only: a trigger refuses
 * UPDATE and DELETE (see the migration); a correction is a new, reversing transfer.
 */

export const LEDGER_ACCOUNT_KINDS = [
  // A player's own money: can never go below zero.
  'cash',
  'bonus',
  'withdrawal_hold',
  // The house's side of every movement: may go negative, balance derived from entries.
  'house',
  'deposits_clearing',
  'withdrawals_clearing',
  'bonus_cost',
  'fees',
  // The house's side of a tip between currencies (ADR 0023): takes the sender's currency in
  // and pays the recipient's out, so each of its accounts holds the house's exchange position.
  'exchange',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export const PLAYER_ACCOUNT_KINDS = ['cash', 'bonus', 'withdrawal_hold'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = Exclude<LedgerAccountKind, PlayerAccountKind>;

/**
 * Player accounts keep a `balance` column, changed only by the transfer function under a row lock
 * and guarded by CHECK (balance >= 0). System accounts keep `balance` NULL: their balance is the sum
 * of their entries, so thousands of concurrent bets never queue on one house row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerUserId: bigint('owner_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'restrict',
    }),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_player_key')
      .on(table.ownerUserId, table.currency, table.kind)
      .where(sql`${table.ownerUserId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_key')
      .on(table.kind, table.currency)
      .where(sql`${table.ownerUserId} IS NULL`),
    check(
      'ledger_accounts_shape_check',
      sql`(${table.ownerUserId} IS NOT NULL AND ${table.kind} IN ('cash', 'bonus', 'withdrawal_hold') AND ${table.balance} IS NOT NULL)
        OR (${table.ownerUserId} IS NULL AND ${table.kind} NOT IN ('cash', 'bonus', 'withdrawal_hold') AND ${table.balance} IS NULL)`,
    ),
    check(
      'ledger_accounts_balance_check',
      sql`${table.ownerUserId} IS NULL OR ${table.balance} >= 0`,
    ),
  ],
);

/** One row per business event. The idempotency key makes every replay a no-op. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** SHA-256 of what the transfer does: the same key with another request is a conflict. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A transfer is reversed at most once.
    uniqueIndex('ledger_transfers_reverses_key')
      .on(table.reversesTransferId)
      .where(sql`${table.reversesTransferId} IS NOT NULL`),
    index('ledger_transfers_reference_idx').on(table.reference),
    // The operator reports read transfers by day (migration 0028).
    index('ledger_transfers_created_idx').on(table.createdAt),
  ],
);

/** Signed postings: credits positive, debits negative. `balance_after` only on player accounts. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);
