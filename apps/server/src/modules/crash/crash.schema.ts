// The crash domain's tables (Drizzle). Its migration is written beside the others in src/db/migrations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';

/**
 * A table's pre-committed hash chain (bustabit style). The seed and the checkpoints are secret:
 * they decide every future round. The terminating hash is public from `published_at`; the salt is
 * the hash of the Bitcoin block promised at publication (`promised_block_height`), entered by an
 * operator once it is mined: NULL until then, and the table does not run the chain before it.
 * Chains from before the seeding event have no promised block; their random salt was published
 * with them (`salted_at` = `published_at`). Migration 0013 holds this order in CHECKs.
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tableSlug: text('table_slug').notNull(),
    salt: text('salt'),
    seed: text('seed').notNull(),
    terminatingHash: text('terminating_hash').notNull(),
    length: integer('length').notNull(),
    /** Hashes at regular positions of the chain ({position, hash}[]), to find a round's hash quickly. */
    checkpoints: jsonb('checkpoints').$type<{ position: number; hash: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    promisedBlockHeight: integer('promised_block_height'),
    saltedAt: timestamp('salted_at', { withTimezone: true }),
  },
  (table) => [
    check('crash_chains_table_check', sql`${table.tableSlug} IN ('crash', 'crashbull', 'crashsw')`),
    check('crash_chains_length_check', sql`${table.length} > 0`),
    check('crash_chains_salted_check', sql`(${table.salt} IS NULL) = (${table.saltedAt} IS NULL)`),
    check(
      'crash_chains_reveal_after_publication_check',
      sql`${table.saltedAt} IS NULL OR ${table.promisedBlockHeight} IS NULL OR ${table.saltedAt} > ${table.publishedAt}`,
    ),
    check(
      'crash_chains_block_height_check',
      sql`${table.promisedBlockHeight} IS NULL OR ${table.promisedBlockHeight} > 0`,
    ),
    check(
      'crash_chains_block_salt_check',
      sql`${table.promisedBlockHeight} IS NULL OR ${table.salt} IS NULL OR ${table.salt} ~ '^[0-9a-f]{64}$'`,
    ),
    check(
      'crash_chains_promise_check',
      sql`${table.promisedBlockHeight} IS NOT NULL OR ${table.saltedAt} = ${table.publishedAt}`,
    ),
    index('crash_chains_table_idx').on(table.tableSlug, table.id),
    uniqueIndex('crash_chains_waiting_key').on(table.tableSlug).where(sql`${table.salt} IS NULL`),
  ],
);

/**
 * One round of a table. The game hash and the crash point are secret until `status` is crashed.
 * A round is finished once settled; each table has at most one unfinished round.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableSlug: text('table_slug').notNull(),
    chainId: integer('chain_id')
      .notNull()
      .references(() => crashChains.id),
    position: integer('position').notNull(),
    gameHash: text('game_hash').notNull(),
    crashPointX100: integer('crash_point_x100').notNull(),
    status: text('status', { enum: ['betting', 'running', 'crashed'] })
      .notNull()
      .default('betting'),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('crash_rounds_status_check', sql`${table.status} IN ('betting', 'running', 'crashed')`),
    check('crash_rounds_crash_point_check', sql`${table.crashPointX100} >= 100`),
    uniqueIndex('crash_rounds_chain_position_key').on(table.chainId, table.position),
    uniqueIndex('crash_rounds_unfinished_key')
      .on(table.tableSlug)
      .where(sql`${table.settledAt} IS NULL`),
    index('crash_rounds_table_idx').on(table.tableSlug, table.id),
  ],
);

/**
 * A player's bet in a round (one per player and round). Its stake, win and any rollback are
 * ledger transfers keyed by `bet_key`; this row records the game side: target, cash-out, payout.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => crashRounds.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    autoCashoutX100: integer('auto_cashout_x100'),
    status: text('status', { enum: ['active', 'cashed_out', 'lost'] })
      .notNull()
      .default('active'),
    cashoutX100: integer('cashout_x100'),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }),
    /** The ledger idempotency key of the stake. */
    betKey: text('bet_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cashedOutAt: timestamp('cashed_out_at', { withTimezone: true }),
    /** When the win was paid (cash-out) or the loss recorded. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('crash_bets_amount_check', sql`${table.amountMinor} > 0`),
    check('crash_bets_status_check', sql`${table.status} IN ('active', 'cashed_out', 'lost')`),
    check(
      'crash_bets_cashout_check',
      sql`(${table.status} = 'cashed_out') = (${table.cashoutX100} IS NOT NULL AND ${table.payoutMinor} IS NOT NULL)`,
    ),
    uniqueIndex('crash_bets_round_user_key').on(table.roundId, table.userId),
    uniqueIndex('crash_bets_bet_key_key').on(table.betKey),
    index('crash_bets_user_idx').on(table.userId, table.id),
  ],
);

/**
 * Each table's own bet limits (minor units of the player's currency) and auto cash-out bounds
 * (hundredths), edited by an admin (issue 17). Migration 0029 writes one row per table with the
 * contract's former constants, and its CHECKs hold the floors and the ceiling.
 */
export const crashTableLimits = pgTable(
  'crash_table_limits',
  {
    tableSlug: text('table_slug').primaryKey(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    minAutoCashoutX100: integer('min_auto_cashout_x100').notNull(),
    maxAutoCashoutX100: integer('max_auto_cashout_x100').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id),
  },
  (table) => [
    check(
      'crash_table_limits_table_check',
      sql`${table.tableSlug} IN ('crash', 'crashbull', 'crashsw')`,
    ),
    check(
      'crash_table_limits_bet_check',
      sql`${table.minBetMinor} >= 10 AND ${table.minBetMinor} <= ${table.maxBetMinor}`,
    ),
    check(
      'crash_table_limits_auto_cashout_check',
      sql`${table.minAutoCashoutX100} >= 101 AND ${table.minAutoCashoutX100} <= ${table.maxAutoCashoutX100} AND ${table.maxAutoCashoutX100} <= 100000000`,
    ),
  ],
);
