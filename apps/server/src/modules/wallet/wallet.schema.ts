import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { ledgerTransfers } from '../ledger/ledger.schema.js';

/** Entity wallets of SPEC §3: one per accepted coin, with the operator's withdrawal bounds. */
export const entityWallets = pgTable('entity_wallets', {
  id: integer('id').primaryKey(),
  coin: text('coin').notNull().unique(),
  name: text('name').notNull(),
  allowWithdrawals: boolean('allow_withdrawals').notNull().default(true),
  /** Withdrawal bounds in minor units of the account currency; NULL uses SPEC §9's defaults. */
  minTopupMinor: bigint('min_topup_minor', { mode: 'bigint' }),
  maxTopupMinor: bigint('max_topup_minor', { mode: 'bigint' }),
  position: integer('position').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/**
 * Every deposit address handed out: one per player and coin, derived at a stored index so that
 * no index is ever used twice and every incoming transfer maps back to its player.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    coin: text('coin').notNull(),
    gateway: text('gateway').notNull(),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index'),
    externalId: text('external_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_address_key').on(table.coin, table.address),
    uniqueIndex('deposit_addresses_index_key').on(table.gateway, table.coin, table.derivationIndex),
    uniqueIndex('deposit_addresses_user_coin_key').on(table.gateway, table.userId, table.coin),
  ],
);

/**
 * On-chain transfers to our addresses. (network, txid, output, address) is unique, so the same
 * payment reported twice — by a webhook retry, a poller and an operator — is one row, credited
 * once. The address is part of the key because some processors (CoinRemitter) do not say which
 * output paid us: one batch transaction paying two players must stay two deposits.
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    addressId: bigint('address_id', { mode: 'number' })
      .notNull()
      .references(() => depositAddresses.id),
    coin: text('coin').notNull(),
    network: text('network').notNull(),
    txid: text('txid').notNull(),
    outputIndex: integer('output_index').notNull(),
    cryptoAmount: numeric('crypto_amount', { precision: 38, scale: 18, mode: 'string' }).notNull(),
    confirmations: integer('confirmations').notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] })
      .notNull()
      .default('pending'),
    currency: text('currency').notNull(),
    rate: text('rate'),
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chain_deposits_output_key').on(
      table.network,
      table.txid,
      table.outputIndex,
      table.addressId,
    ),
    index('chain_deposits_user_idx').on(table.userId, table.id),
  ],
);

/** A player's own note of coins sent (SPEC §7 deposit request), matched by transaction id. */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    entityWalletId: integer('entity_wallet_id')
      .notNull()
      .references(() => entityWallets.id),
    coin: text('coin').notNull(),
    referenceNumber: text('reference_number').notNull(),
    sentAmountMinor: bigint('sent_amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    chainDepositId: bigint('chain_deposit_id', { mode: 'number' }).references(
      () => chainDeposits.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('deposit_requests_user_idx').on(table.userId, table.id),
    uniqueIndex('deposit_requests_reference_key').on(
      table.userId,
      table.coin,
      table.referenceNumber,
    ),
  ],
);

export const WITHDRAWAL_STATES = [
  'pending',
  'approved',
  'accepted',
  'confirmed',
  'rejected',
  'cancelled',
] as const;

/**
 * Withdrawal requests. The amount sits in the player's withdrawal_hold account from request to
 * payout or return. One pending request per player is a unique index, not a read-then-insert.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    entityWalletId: integer('entity_wallet_id')
      .notNull()
      .references(() => entityWallets.id),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull(),
    cryptoAmount: numeric('crypto_amount', { precision: 38, scale: 18, mode: 'string' }),
    rate: text('rate'),
    status: text('status', { enum: WITHDRAWAL_STATES }).notNull().default('pending'),
    /** On chain to `address`, or over Lightning to the invoice in `address`. */
    rail: text('rail', { enum: ['onchain', 'lightning'] })
      .notNull()
      .default('onchain'),
    /** The paid invoice's hash, for a Lightning withdrawal: no invoice is paid twice. */
    paymentHash: text('payment_hash'),
    txid: text('txid'),
    reason: text('reason'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => users.id),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_one_pending_key')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('withdrawals_user_idx').on(table.userId, table.id),
    index('withdrawals_status_idx').on(table.status, table.id),
    check('withdrawals_amount_check', sql`${table.amountMinor} > 0 AND ${table.feeMinor} >= 0`),
    check(
      'withdrawals_rail_check',
      sql`${table.rail} IN ('onchain', 'lightning') AND (${table.rail} = 'lightning') = (${table.paymentHash} IS NOT NULL)`,
    ),
    uniqueIndex('withdrawals_lightning_invoice_key')
      .on(table.paymentHash)
      .where(
        sql`${table.paymentHash} IS NOT NULL AND ${table.status} NOT IN ('rejected', 'cancelled')`,
      ),
  ],
);

/**
 * Lightning deposit invoices. The amount the player is credited is fixed when the invoice is
 * made (the rate of that moment, which the cashier showed); the payment hash is unique, so the
 * settlement is credited once however many times it is reported.
 */
export const lightningInvoices = pgTable(
  'lightning_invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    backend: text('backend').notNull(),
    paymentHash: text('payment_hash').notNull(),
    paymentRequest: text('payment_request').notNull(),
    amountMsat: bigint('amount_msat', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    rate: text('rate').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('lightning_invoices_payment_hash_key').on(table.paymentHash),
    index('lightning_invoices_user_idx').on(table.userId, table.id),
    check(
      'lightning_invoices_amount_check',
      sql`${table.amountMsat} > 0 AND ${table.amountMinor} > 0`,
    ),
    check(
      'lightning_invoices_status_check',
      sql`${table.status} IN ('pending', 'paid', 'expired')`,
    ),
  ],
);
