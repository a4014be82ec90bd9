import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { sessions } from '../auth/auth.schema.js';
import { playerBonuses } from '../bonuses/bonuses.schema.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';

/*
 * The games domain's tables: provably fair seed pairs, launch tokens, game sessions and every
 * round played (DESIGN §5). Tokens are stored only as SHA-256 hashes. A seed pair belongs to a
 * player (real money, one active pair per player) or to one demo session.
 */

export const gameSeedPairs = pgTable(
  'game_seed_pairs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nextNonce: integer('next_nonce').notNull().default(0),
    /** The server seed of the pair that will follow this one, committed (by its hash) now. */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_seed_pairs_active_user_key')
      .on(table.userId)
      .where(sql`${table.revealedAt} IS NULL AND ${table.userId} IS NOT NULL`),
    check('game_seed_pairs_nonce_check', sql`${table.nextNonce} >= 0`),
    check(
      'game_seed_pairs_next_seed_check',
      sql`(${table.nextServerSeed} IS NULL) = (${table.nextServerSeedHash} IS NULL)`,
    ),
    index('game_seed_pairs_user_history_idx')
      .on(table.userId, table.id)
      .where(sql`${table.revealedAt} IS NOT NULL`),
  ],
);

export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    /** Real money: the sign-in session that launched the game; the game session dies with it. */
    authSessionId: bigint('auth_session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('game_launch_tokens_mode_check', sql`${table.mode} IN ('real', 'demo')`),
    check(
      'game_launch_tokens_owner_check',
      sql`(${table.mode} = 'real') = (${table.userId} IS NOT NULL)`,
    ),
    // NOT VALID in the migration: rows from before the column existed are expired, not checked.
    check(
      'game_launch_tokens_auth_session_check',
      sql`${table.mode} = 'demo' OR ${table.authSessionId} IS NOT NULL`,
    ),
  ],
);

export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    /** Real money: the sign-in session that launched the game; the game session dies with it. */
    authSessionId: bigint('auth_session_id', { mode: 'number' }).references(() => sessions.id, {
      onDelete: 'cascade',
    }),
    /** Demo sessions only: their own seed pair and play-money balance. */
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).references(() => gameSeedPairs.id),
    demoBalanceMinor: bigint('demo_balance_minor', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_sessions_token_hash_key').on(table.tokenHash),
    index('game_sessions_auth_session_idx').on(table.authSessionId),
    // NOT VALID in the migration: sessions from before the column existed are expired, not checked.
    check(
      'game_sessions_auth_session_check',
      sql`${table.mode} = 'demo' OR ${table.authSessionId} IS NOT NULL`,
    ),
    check('game_sessions_mode_check', sql`${table.mode} IN ('real', 'demo')`),
    check(
      'game_sessions_demo_check',
      sql`(${table.mode} = 'real' AND ${table.userId} IS NOT NULL) OR (${table.mode} = 'demo' AND ${table.seedPairId} IS NOT NULL AND ${table.demoBalanceMinor} >= 0)`,
    ),
  ],
);

export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => gameSessions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    status: text('status', { enum: ['in_progress', 'settled'] }).notNull(),
    /** The ledger round reference: bet keys derive from it. */
    roundRef: text('round_ref').notNull(),
    idempotencyKey: text('idempotency_key'),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    params: jsonb('params').notNull(),
    actions: jsonb('actions').notNull().default(sql`'[]'::jsonb`),
    outcome: jsonb('outcome').notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeedPairs.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A free spin (issue 14): the bonus whose spin this was and its number (1…fs_total). */
    freeSpinBonusId: bigint('free_spin_bonus_id', { mode: 'number' }).references(
      (): AnyPgColumn => playerBonuses.id,
    ),
    freeSpinNumber: integer('free_spin_number'),
  },
  (table) => [
    uniqueIndex('game_rounds_seed_nonce_key').on(table.seedPairId, table.nonce),
    uniqueIndex('game_rounds_round_ref_key').on(table.roundRef),
    uniqueIndex('game_rounds_user_idempotency_key')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.userId} IS NOT NULL AND ${table.idempotencyKey} IS NOT NULL`),
    uniqueIndex('game_rounds_session_idempotency_key')
      .on(table.sessionId, table.idempotencyKey)
      .where(sql`${table.userId} IS NULL AND ${table.idempotencyKey} IS NOT NULL`),
    uniqueIndex('game_rounds_open_real_key')
      .on(table.userId, table.gameId)
      .where(sql`${table.status} = 'in_progress' AND ${table.userId} IS NOT NULL`),
    uniqueIndex('game_rounds_open_demo_key')
      .on(table.sessionId)
      .where(sql`${table.status} = 'in_progress' AND ${table.userId} IS NULL`),
    index('game_rounds_user_id_idx').on(table.userId, table.id),
    index('game_rounds_feed_idx').on(table.mode, table.status, table.id),
    check('game_rounds_mode_check', sql`${table.mode} IN ('real', 'demo')`),
    check('game_rounds_status_check', sql`${table.status} IN ('in_progress', 'settled')`),
    // A free spin stakes nothing; every other round stakes at least its bet.
    check(
      'game_rounds_amounts_check',
      sql`${table.betMinor} > 0 AND ${table.payoutMinor} >= 0 AND (CASE WHEN ${table.freeSpinBonusId} IS NULL THEN ${table.stakeMinor} >= ${table.betMinor} ELSE ${table.stakeMinor} = 0 END)`,
    ),
    check(
      'game_rounds_free_spin_check',
      sql`(${table.freeSpinBonusId} IS NULL) = (${table.freeSpinNumber} IS NULL) AND (${table.freeSpinNumber} IS NULL OR ${table.freeSpinNumber} >= 1)`,
    ),
    // A spin is played once.
    uniqueIndex('game_rounds_free_spin_key')
      .on(table.freeSpinBonusId, table.freeSpinNumber)
      .where(sql`${table.freeSpinBonusId} IS NOT NULL`),
  ],
);
