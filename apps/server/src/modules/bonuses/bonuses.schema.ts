import type { BonusLang } from '@satsino/contract/bonuses';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { ledgerTransfers } from '../ledger/ledger.schema.js';
import { chainDeposits } from '../wallet/wallet.schema.js';

/**
 * A player's bonuses (SPEC §3 Account bonus). The row is the bonus's state; its money lives in
 * the ledger (grant: house bonus cost → player bonus; release: bonus → cash; forfeit: bonus →
 * house bonus cost), each transfer named here. `active` and `finished` are SPEC's flags, kept
 * beside `state` so the withdrawal check (active 1, finished 0) is one indexed lookup.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bonusKey: text('bonus_key').notNull(),
    state: text('state').notNull(),
    active: smallint('active').notNull().default(0),
    finished: smallint('finished').notNull().default(0),
    /** The deposit a deposit bonus rewards, 0 = first; NULL for a manual bonus. */
    depositIndex: smallint('deposit_index'),
    currency: text('currency').notNull(),
    percent: integer('percent'),
    maxBonusMinor: bigint('max_bonus_minor', { mode: 'bigint' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' }),
    /** Stakes counted so far; refreshed from the ledger's bets whenever the bonus is looked at. */
    wageringProgressMinor: bigint('wagering_progress_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bets whose ledger entries come after this one count towards the wagering. */
    wageringFromEntryId: bigint('wagering_from_entry_id', { mode: 'number' }),
    validDays: integer('valid_days').notNull(),
    messages: jsonb('messages').$type<BonusLang[]>().notNull().default([]),
    fsGames: jsonb('fs_games').$type<string[]>().notNull().default([]),
    /** Free spins (issue 14): how many the bonus carries and how many were played. */
    fsTotal: integer('fs_total').notNull().default(0),
    fsUsed: integer('fs_used').notNull().default(0),
    /** The fixed stake of each spin (minor units); NULL without spins. */
    fsStakeMinor: bigint('fs_stake_minor', { mode: 'bigint' }),
    /** What the spins won so far, credited to the bonus balance. */
    fsWonMinor: bigint('fs_won_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Each spin's win adds win × this to the bonus's wagering. */
    fsWageringMultiplier: integer('fs_wagering_multiplier').notNull().default(0),
    fsValidDays: integer('fs_valid_days').notNull().default(0),
    /** Set when the bonus is granted; the spins end then or with the bonus, whichever is first. */
    fsExpiresAt: timestamp('fs_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    chainDepositId: bigint('chain_deposit_id', { mode: 'number' }).references(
      () => chainDeposits.id,
    ),
    grantTransferId: bigint('grant_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(
      () => ledgerTransfers.id,
    ),
    settledMinor: bigint('settled_minor', { mode: 'bigint' }),
    grantedBy: bigint('granted_by', { mode: 'number' }).references(() => users.id),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One offer per deposit: creating it again (lazily, or by the seed) is a no-op.
    uniqueIndex('player_bonuses_deposit_offer_key')
      .on(table.userId, table.bonusKey, table.depositIndex)
      .where(sql`${table.depositIndex} IS NOT NULL`),
    // At most one bonus claimed or running per player: wagering counts every bet once.
    uniqueIndex('player_bonuses_one_active_key')
      .on(table.userId)
      .where(sql`${table.active} = 1 AND ${table.finished} = 0`),
    index('player_bonuses_user_idx').on(table.userId, table.id),
    index('player_bonuses_open_idx')
      .on(table.state, table.expiresAt)
      .where(sql`${table.finished} = 0`),
    check('player_bonuses_active_check', sql`${table.active} IN (-1, 0, 1)`),
    check('player_bonuses_finished_check', sql`${table.finished} IN (0, 1)`),
    check(
      'player_bonuses_state_check',
      sql`${table.state} IN ('available', 'claimed', 'running', 'completed', 'declined', 'expired', 'forfeited', 'cancelled', 'lapsed')`,
    ),
    check(
      'player_bonuses_free_spins_check',
      sql`${table.fsUsed} >= 0 AND ${table.fsUsed} <= ${table.fsTotal} AND ${table.fsWonMinor} >= 0 AND ${table.fsWageringMultiplier} >= 0 AND (${table.fsTotal} = 0 OR (${table.fsStakeMinor} > 0 AND ${table.fsValidDays} > 0))`,
    ),
    check(
      'player_bonuses_amounts_check',
      sql`(${table.amountMinor} IS NULL OR ${table.amountMinor} >= 0) AND ${table.wageringMultiplier} >= 0 AND ${table.wageringProgressMinor} >= 0`,
    ),
  ],
);
