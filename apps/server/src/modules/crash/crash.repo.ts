import type {
  CrashBetStatus,
  CrashChainStatus,
  CrashRoundStatus,
  CrashTable,
} from '@satsino/contract/crash';
import type { Currency } from '@satsino/contract/money';
import type { ChainCheckpoint } from '@satsino/fairness/crash-chain';
import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { crashBets, crashChains, crashRounds } from './crash.schema.js';

/**
 * The crash game's SQL. Times of a round come from the database's clock (`clock_timestamp()`), so
 * every process measures a running round against the same clock.
 */
export type Sql = LedgerClient;

export type ChainRow = RowOf<
  typeof crashChains,
  | 'id'
  | 'salt'
  | 'terminatingHash'
  | 'length'
  | 'createdAt'
  | 'publishedAt'
  | 'promisedBlockHeight'
  | 'saltedAt'
> & {
  table: CrashTable;
  /** Rounds of the chain that crashed. */
  roundsPlayed: number;
  status: CrashChainStatus;
};

export interface ChainSecrets extends ChainRow {
  checkpoints: ChainCheckpoint[];
}

export type RoundRow = RowOf<
  typeof crashRounds,
  'id' | 'chainId' | 'position' | 'bettingEndsAt' | 'startedAt' | 'crashedAt' | 'settledAt'
> & { table: CrashTable; status: CrashRoundStatus };

/** A round with its secrets and the database clock's view of it: only the loop and cash-outs read this. */
export type RoundSecrets = RoundRow &
  RowOf<typeof crashRounds, 'gameHash' | 'crashPointX100'> & {
    /** Milliseconds until betting ends (≤ 0 once it did). */
    bettingLeftMs: number;
    /** Milliseconds since the round started; null before. */
    elapsedMs: number | null;
  };

export type BetRow = RowOf<
  typeof crashBets,
  | 'id'
  | 'roundId'
  | 'userId'
  | 'currency'
  | 'amountMinor'
  | 'autoCashoutX100'
  | 'cashoutX100'
  | 'payoutMinor'
  | 'betKey'
  | 'createdAt'
  | 'settledAt'
> & { status: CrashBetStatus /** The player's nickname. */; player: string };

/** A chain's public columns and its progress, judged by the database clock. */
const CHAIN_COLUMNS = `c.id, c.table_slug, c.salt, c.terminating_hash, c.length, c.created_at,
  c.published_at, c.promised_block_height, c.salted_at,
  c.published_at > clock_timestamp() AS scheduled,
  (SELECT count(*) FROM crash_rounds r WHERE r.chain_id = c.id AND r.status = 'crashed')::int
    AS rounds_played,
  (SELECT COALESCE(max(r.position), 0) FROM crash_rounds r WHERE r.chain_id = c.id) AS last_position`;

/** What a statement that writes a chain or a bet hands to the SELECT that reads it back. */
const CHAIN_TABLE_COLUMNS = `id, table_slug, salt, terminating_hash, length, created_at,
  published_at, promised_block_height, salted_at`;
const BET_TABLE_COLUMNS = `id, round_id, user_id, currency, amount_minor, auto_cashout_x100,
  status, cashout_x100, payout_minor, bet_key, created_at, settled_at`;
const ROUND_COLUMNS = `r.id::text AS id, r.table_slug, r.chain_id, r.position, r.status,
  r.betting_ends_at, r.started_at, r.crashed_at, r.settled_at`;
const BET_COLUMNS = `b.id::text AS id, b.round_id::text AS round_id, b.user_id::text AS user_id,
  u.name AS player, b.currency, b.amount_minor, b.auto_cashout_x100, b.status, b.cashout_x100,
  b.payout_minor, b.bet_key, b.created_at, b.settled_at`;

type Raw = Record<string, unknown>;

function chainStatus(row: Raw): CrashChainStatus {
  if (row.scheduled) return 'scheduled';
  if (row.salt === null) return 'waiting_for_salt';
  if (Number(row.rounds_played) >= Number(row.length)) return 'used_up';
  return Number(row.last_position) > 0 ? 'in_play' : 'ready';
}

function toChain(row: Raw): ChainRow {
  return {
    id: Number(row.id),
    table: row.table_slug as CrashTable,
    salt: row.salt === null ? null : String(row.salt),
    terminatingHash: String(row.terminating_hash),
    length: Number(row.length),
    createdAt: row.created_at as Date,
    publishedAt: row.published_at as Date,
    promisedBlockHeight:
      row.promised_block_height === null ? null : Number(row.promised_block_height),
    saltedAt: (row.salted_at as Date | null) ?? null,
    roundsPlayed: Number(row.rounds_played),
    status: chainStatus(row),
  };
}

function toRound(row: Raw): RoundRow {
  return {
    id: Number(row.id),
    table: row.table_slug as CrashTable,
    chainId: Number(row.chain_id),
    position: Number(row.position),
    status: row.status as CrashRoundStatus,
    bettingEndsAt: row.betting_ends_at as Date,
    startedAt: (row.started_at as Date | null) ?? null,
    crashedAt: (row.crashed_at as Date | null) ?? null,
    settledAt: (row.settled_at as Date | null) ?? null,
  };
}

function toRoundSecrets(row: Raw): RoundSecrets {
  return {
    ...toRound(row),
    gameHash: String(row.game_hash),
    crashPointX100: Number(row.crash_point_x100),
    bettingLeftMs: Number(row.betting_left_ms),
    elapsedMs: row.elapsed_ms === null ? null : Number(row.elapsed_ms),
  };
}

function toBet(row: Raw): BetRow {
  return {
    id: Number(row.id),
    roundId: Number(row.round_id),
    userId: Number(row.user_id),
    player: String(row.player),
    currency: row.currency as Currency,
    amountMinor: row.amount_minor as bigint,
    autoCashoutX100: row.auto_cashout_x100 === null ? null : Number(row.auto_cashout_x100),
    status: row.status as CrashBetStatus,
    cashoutX100: row.cashout_x100 === null ? null : Number(row.cashout_x100),
    payoutMinor: (row.payout_minor as bigint | null) ?? null,
    betKey: String(row.bet_key),
    createdAt: row.created_at as Date,
    settledAt: (row.settled_at as Date | null) ?? null,
  };
}

/* Chains */

/**
 * The chain a table's next round comes from: a salted, published chain with rounds left; the one
 * already in play first, else the oldest. Undefined when the table has none (it waits).
 */
export async function playableChain(sql: Sql, table: CrashTable): Promise<ChainRow | undefined> {
  const { rows } = await sql.query(
    `SELECT ${CHAIN_COLUMNS} FROM crash_chains c
     CROSS JOIN LATERAL (SELECT COALESCE(max(r.position), 0) AS position
                           FROM crash_rounds r WHERE r.chain_id = c.id) played
     WHERE c.table_slug = $1 AND c.salt IS NOT NULL AND c.published_at <= clock_timestamp()
       AND played.position < c.length
     ORDER BY (played.position > 0) DESC, c.id LIMIT 1`,
    [table],
  );
  return rows[0] ? toChain(rows[0]) : undefined;
}

/** The table's published chain still waiting for its salt (at most one: a unique index). */
export async function waitingChain(sql: Sql, table: CrashTable): Promise<ChainRow | undefined> {
  const { rows } = await sql.query(
    `SELECT ${CHAIN_COLUMNS} FROM crash_chains c
     WHERE c.table_slug = $1 AND c.salt IS NULL AND c.published_at <= clock_timestamp()
     ORDER BY c.id LIMIT 1`,
    [table],
  );
  return rows[0] ? toChain(rows[0]) : undefined;
}

/** Whether a table has a chain without its salt, scheduled or published. */
export async function hasUnsaltedChain(sql: Sql, table: CrashTable): Promise<boolean> {
  const { rows } = await sql.query(
    `SELECT EXISTS (SELECT 1 FROM crash_chains WHERE table_slug = $1 AND salt IS NULL) AS waiting`,
    [table],
  );
  return Boolean(rows[0]?.waiting);
}

/** Chains newest first: only published ones for the public, every one for operators. */
export async function listChains(
  sql: Sql,
  options: { publishedOnly: boolean; limit: number },
): Promise<ChainRow[]> {
  const { rows } = await sql.query(
    `SELECT ${CHAIN_COLUMNS} FROM crash_chains c
     WHERE NOT $1::boolean OR c.published_at <= clock_timestamp()
     ORDER BY c.id DESC LIMIT $2`,
    [options.publishedOnly, options.limit],
  );
  return rows.map(toChain);
}

export async function findChain(sql: Sql, id: number): Promise<ChainRow | undefined> {
  const { rows } = await sql.query(`SELECT ${CHAIN_COLUMNS} FROM crash_chains c WHERE c.id = $1`, [
    id,
  ]);
  return rows[0] ? toChain(rows[0]) : undefined;
}

export async function chainSecrets(sql: Sql, id: number): Promise<ChainSecrets> {
  const { rows } = await sql.query(
    `SELECT ${CHAIN_COLUMNS}, c.checkpoints FROM crash_chains c WHERE c.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`crash chain ${id} does not exist`);
  return { ...toChain(row), checkpoints: row.checkpoints as ChainCheckpoint[] };
}

/**
 * Stores a new chain, published at `publishAt` (now when null) and waiting for the hash of the
 * promised block. A table has at most one chain waiting: a second one inserts nothing (undefined).
 */
export async function insertChain(
  sql: Sql,
  chain: {
    table: CrashTable;
    seed: string;
    terminatingHash: string;
    length: number;
    checkpoints: ChainCheckpoint[];
    promisedBlockHeight: number;
    publishAt: Date | null;
  },
): Promise<ChainRow | undefined> {
  const { rows } = await sql.query(
    `WITH inserted AS (
       INSERT INTO crash_chains
         (table_slug, seed, terminating_hash, length, checkpoints, promised_block_height,
          published_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, COALESCE($7::timestamptz, clock_timestamp()))
       ON CONFLICT DO NOTHING
       RETURNING ${CHAIN_TABLE_COLUMNS}
     )
     SELECT ${CHAIN_COLUMNS} FROM inserted c`,
    [
      chain.table,
      chain.seed,
      chain.terminatingHash,
      chain.length,
      JSON.stringify(chain.checkpoints),
      chain.promisedBlockHeight,
      chain.publishAt?.toISOString() ?? null,
    ],
  );
  return rows[0] ? toChain(rows[0]) : undefined;
}

/**
 * Enters a chain's salt, once, and only after its publication (by the database clock); answers
 * the chain as it is now, or undefined when nothing was changed.
 */
export async function setChainSalt(
  sql: Sql,
  id: number,
  salt: string,
): Promise<ChainRow | undefined> {
  const { rows } = await sql.query(
    `WITH updated AS (
       UPDATE crash_chains SET salt = $2, salted_at = clock_timestamp()
       WHERE id = $1 AND salt IS NULL AND published_at < clock_timestamp()
       RETURNING ${CHAIN_TABLE_COLUMNS}
     )
     SELECT ${CHAIN_COLUMNS} FROM updated c`,
    [id, salt],
  );
  return rows[0] ? toChain(rows[0]) : undefined;
}

/** The highest position played in a chain (0 when none). */
export async function lastPosition(sql: Sql, chainId: number): Promise<number> {
  const { rows } = await sql.query(
    `SELECT COALESCE(MAX(position), 0) AS position FROM crash_rounds WHERE chain_id = $1`,
    [chainId],
  );
  return Number(rows[0]?.position ?? 0);
}

/* Rounds */

const SECRET_ROUND_COLUMNS = `${ROUND_COLUMNS}, r.game_hash, r.crash_point_x100,
  EXTRACT(EPOCH FROM (r.betting_ends_at - clock_timestamp())) * 1000 AS betting_left_ms,
  CASE WHEN r.started_at IS NULL THEN NULL
       ELSE EXTRACT(EPOCH FROM (clock_timestamp() - r.started_at)) * 1000 END AS elapsed_ms`;

/** The table's unfinished round, secrets included (the loop's view). */
export async function unfinishedRound(
  sql: Sql,
  table: CrashTable,
): Promise<RoundSecrets | undefined> {
  const { rows } = await sql.query(
    `SELECT ${SECRET_ROUND_COLUMNS} FROM crash_rounds r
     WHERE r.table_slug = $1 AND r.settled_at IS NULL`,
    [table],
  );
  return rows[0] ? toRoundSecrets(rows[0]) : undefined;
}

export async function findRoundSecrets(sql: Sql, id: number): Promise<RoundSecrets | undefined> {
  const { rows } = await sql.query(
    `SELECT ${SECRET_ROUND_COLUMNS} FROM crash_rounds r WHERE r.id = $1`,
    [id],
  );
  return rows[0] ? toRoundSecrets(rows[0]) : undefined;
}

/**
 * Opens a betting round. The partial unique index allows one unfinished round per table, so a
 * second leader racing for the same table inserts nothing (answers undefined).
 */
export async function insertRound(
  sql: Sql,
  round: {
    table: CrashTable;
    chainId: number;
    position: number;
    gameHash: string;
    crashPointX100: number;
    bettingMs: number;
  },
): Promise<RoundRow | undefined> {
  const { rows } = await sql.query(
    `INSERT INTO crash_rounds AS r
       (table_slug, chain_id, position, game_hash, crash_point_x100, status, betting_ends_at)
     VALUES ($1, $2, $3, $4, $5, 'betting', clock_timestamp() + $6 * interval '1 millisecond')
     ON CONFLICT DO NOTHING
     RETURNING ${ROUND_COLUMNS}`,
    [
      round.table,
      round.chainId,
      round.position,
      round.gameHash,
      round.crashPointX100,
      round.bettingMs,
    ],
  );
  return rows[0] ? toRound(rows[0]) : undefined;
}

/** Ends betting: waits for bets being written (they hold the round FOR SHARE). */
export async function markRunning(sql: Sql, id: number): Promise<RoundRow | undefined> {
  const { rows } = await sql.query(
    `UPDATE crash_rounds r SET status = 'running', started_at = clock_timestamp()
     WHERE r.id = $1 AND r.status = 'betting' RETURNING ${ROUND_COLUMNS}`,
    [id],
  );
  return rows[0] ? toRound(rows[0]) : undefined;
}

/** The round crashed at the moment its curve reached the crash point. */
export async function markCrashed(
  sql: Sql,
  id: number,
  crashMs: number,
): Promise<RoundRow | undefined> {
  const { rows } = await sql.query(
    `UPDATE crash_rounds r
     SET status = 'crashed', crashed_at = r.started_at + $2 * interval '1 millisecond'
     WHERE r.id = $1 AND r.status = 'running' RETURNING ${ROUND_COLUMNS}`,
    [id, crashMs],
  );
  return rows[0] ? toRound(rows[0]) : undefined;
}

export async function markSettled(sql: Sql, id: number): Promise<void> {
  await sql.query(
    `UPDATE crash_rounds SET settled_at = clock_timestamp()
     WHERE id = $1 AND status = 'crashed' AND settled_at IS NULL`,
    [id],
  );
}

/** The round a table page shows: the unfinished one, else the last one. Without secrets. */
export async function currentRound(sql: Sql, table: CrashTable): Promise<RoundRow | undefined> {
  const { rows } = await sql.query(
    `SELECT ${ROUND_COLUMNS} FROM crash_rounds r WHERE r.table_slug = $1
     ORDER BY (r.settled_at IS NULL) DESC, r.id DESC LIMIT 1`,
    [table],
  );
  return rows[0] ? toRound(rows[0]) : undefined;
}

export type CrashedRound = RowOf<
  typeof crashRounds,
  'id' | 'chainId' | 'position' | 'gameHash' | 'crashPointX100'
> & { table: CrashTable; crashedAt: Date };

function toCrashed(row: Raw): CrashedRound {
  return {
    id: Number(row.id),
    table: row.table_slug as CrashTable,
    chainId: Number(row.chain_id),
    position: Number(row.position),
    gameHash: String(row.game_hash),
    crashPointX100: Number(row.crash_point_x100),
    crashedAt: row.crashed_at as Date,
  };
}

const CRASHED_COLUMNS = `r.id::text AS id, r.table_slug, r.chain_id, r.position, r.game_hash,
  r.crash_point_x100, r.crashed_at`;

/** Crashed rounds only: their hash and crash point are public. Newest first. */
export async function crashedHistory(
  sql: Sql,
  table: CrashTable,
  limit: number,
): Promise<CrashedRound[]> {
  const { rows } = await sql.query(
    `SELECT ${CRASHED_COLUMNS} FROM crash_rounds r
     WHERE r.table_slug = $1 AND r.status = 'crashed' ORDER BY r.id DESC LIMIT $2`,
    [table, limit],
  );
  return rows.map(toCrashed);
}

export async function findCrashedRound(
  sql: Sql,
  table: CrashTable,
  id: number,
): Promise<CrashedRound | undefined> {
  const { rows } = await sql.query(
    `SELECT ${CRASHED_COLUMNS} FROM crash_rounds r
     WHERE r.id = $1 AND r.table_slug = $2 AND r.status = 'crashed'`,
    [id, table],
  );
  return rows[0] ? toCrashed(rows[0]) : undefined;
}

/** The hash of a chain's round at `position`, if that round was played and crashed. */
export async function crashedHashAt(
  sql: Sql,
  chainId: number,
  position: number,
): Promise<string | undefined> {
  const { rows } = await sql.query(
    `SELECT game_hash FROM crash_rounds WHERE chain_id = $1 AND position = $2 AND status = 'crashed'`,
    [chainId, position],
  );
  return rows[0] ? String(rows[0].game_hash) : undefined;
}

/* Bets */

export async function roundBets(sql: Sql, roundId: number, limit: number): Promise<BetRow[]> {
  const { rows } = await sql.query(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id
     WHERE b.round_id = $1 ORDER BY b.amount_minor DESC, b.id LIMIT $2`,
    [roundId, limit],
  );
  return rows.map(toBet);
}

export async function findBet(
  sql: Sql,
  roundId: number,
  userId: number,
): Promise<BetRow | undefined> {
  const { rows } = await sql.query(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id
     WHERE b.round_id = $1 AND b.user_id = $2`,
    [roundId, userId],
  );
  return rows[0] ? toBet(rows[0]) : undefined;
}

/**
 * Records a bet while the round still takes bets (betting open and its time not over), in the
 * transaction that takes its stake. The round row is read FOR SHARE, so the leader's switch to
 * running waits for this transaction and then sees the bet; once the round runs, or when the
 * player already has a bet in it, nothing is inserted (undefined).
 */
export async function insertBet(
  sql: Sql,
  bet: {
    roundId: number;
    userId: number;
    currency: Currency;
    amountMinor: bigint;
    autoCashoutX100: number | null;
    betKey: string;
  },
): Promise<BetRow | undefined> {
  const { rows } = await sql.query(
    `WITH open_round AS (
       SELECT id FROM crash_rounds
       WHERE id = $1 AND status = 'betting' AND betting_ends_at > clock_timestamp()
       FOR SHARE
     ), inserted AS (
       INSERT INTO crash_bets (round_id, user_id, currency, amount_minor, auto_cashout_x100, bet_key)
       SELECT id, $2, $3, $4, $5, $6 FROM open_round
       ON CONFLICT DO NOTHING
       RETURNING ${BET_TABLE_COLUMNS}
     )
     SELECT ${BET_COLUMNS} FROM inserted b JOIN users u ON u.id = b.user_id`,
    [
      bet.roundId,
      bet.userId,
      bet.currency,
      bet.amountMinor.toString(),
      bet.autoCashoutX100,
      bet.betKey,
    ],
  );
  return rows[0] ? toBet(rows[0]) : undefined;
}

/**
 * Cashes a still active bet out at `cashoutX100` (the payout is computed here too, so the row
 * and the ledger agree); answers undefined when it is no longer active.
 */
export async function markCashedOut(
  sql: Sql,
  betId: number,
  cashoutX100: number,
  payoutMinor: bigint,
): Promise<BetRow | undefined> {
  const { rows } = await sql.query(
    `WITH updated AS (
       UPDATE crash_bets SET status = 'cashed_out', cashout_x100 = $2, payout_minor = $3,
         cashed_out_at = clock_timestamp()
       WHERE id = $1 AND status = 'active' RETURNING ${BET_TABLE_COLUMNS}
     )
     SELECT ${BET_COLUMNS} FROM updated b JOIN users u ON u.id = b.user_id`,
    [betId, cashoutX100, payoutMinor.toString()],
  );
  return rows[0] ? toBet(rows[0]) : undefined;
}

/** Active bets whose auto cash-out the round reaches, lowest target first. */
export async function autoCashoutBets(
  sql: Sql,
  roundId: number,
  crashPointX100: number,
): Promise<BetRow[]> {
  const { rows } = await sql.query(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id
     WHERE b.round_id = $1 AND b.status = 'active' AND b.auto_cashout_x100 <= $2
     ORDER BY b.auto_cashout_x100, b.id`,
    [roundId, crashPointX100],
  );
  return rows.map(toBet);
}

/** Every bet of a crashed round still active lost. */
export async function markLosses(sql: Sql, roundId: number): Promise<BetRow[]> {
  const { rows } = await sql.query(
    `WITH updated AS (
       UPDATE crash_bets SET status = 'lost', settled_at = clock_timestamp()
       WHERE round_id = $1 AND status = 'active' RETURNING ${BET_TABLE_COLUMNS}
     )
     SELECT ${BET_COLUMNS} FROM updated b JOIN users u ON u.id = b.user_id`,
    [roundId],
  );
  return rows.map(toBet);
}

/** Cashed-out bets whose win is not yet recorded as paid. */
export async function unpaidWins(sql: Sql, roundId: number): Promise<BetRow[]> {
  const { rows } = await sql.query(
    `SELECT ${BET_COLUMNS} FROM crash_bets b JOIN users u ON u.id = b.user_id
     WHERE b.round_id = $1 AND b.status = 'cashed_out' AND b.settled_at IS NULL ORDER BY b.id`,
    [roundId],
  );
  return rows.map(toBet);
}

/** Records a cashed-out bet's win as paid; answers the bet as it is now. */
export async function markWinPaid(sql: Sql, betId: number): Promise<BetRow | undefined> {
  const { rows } = await sql.query(
    `WITH updated AS (
       UPDATE crash_bets SET settled_at = coalesce(settled_at, clock_timestamp())
       WHERE id = $1 RETURNING ${BET_TABLE_COLUMNS}
     )
     SELECT ${BET_COLUMNS} FROM updated b JOIN users u ON u.id = b.user_id`,
    [betId],
  );
  return rows[0] ? toBet(rows[0]) : undefined;
}

/**
 * Stakes the ledger took for a round without a bet row: a process stopped between the two
 * writes. They are refunded at settlement. Uses the ledger's reference index.
 */
export async function orphanStakes(
  sql: Sql,
  roundReference: string,
): Promise<{ userId: number; betKey: string }[]> {
  const { rows } = await sql.query(
    `SELECT DISTINCT t.idempotency_key AS bet_key, a.owner_user_id::text AS user_id
     FROM ledger_transfers t
     JOIN ledger_entries e ON e.transfer_id = t.id
     JOIN ledger_accounts a ON a.id = e.account_id AND a.owner_user_id IS NOT NULL
     WHERE t.reference = $1 AND t.kind = 'bet'
       AND NOT EXISTS (SELECT 1 FROM crash_bets b WHERE b.bet_key = t.idempotency_key)
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id)`,
    [roundReference],
  );
  return rows.map((row) => ({ userId: Number(row.user_id), betKey: String(row.bet_key) }));
}

export interface MyBetRow extends BetRow {
  table: CrashTable;
  crashPointX100: number | null;
}

export async function myBets(sql: Sql, userId: number, table: CrashTable, limit: number) {
  const { rows } = await sql.query(
    `SELECT ${BET_COLUMNS}, r.table_slug,
       CASE WHEN r.status = 'crashed' THEN r.crash_point_x100 END AS crash_point_x100
     FROM crash_bets b JOIN users u ON u.id = b.user_id JOIN crash_rounds r ON r.id = b.round_id
     WHERE b.user_id = $1 AND r.table_slug = $2 ORDER BY b.id DESC LIMIT $3`,
    [userId, table, limit],
  );
  return rows.map(
    (row): MyBetRow => ({
      ...toBet(row),
      table: row.table_slug as CrashTable,
      crashPointX100: row.crash_point_x100 === null ? null : Number(row.crash_point_x100),
    }),
  );
}

export async function findPlayer(
  sql: Sql,
  userId: number,
): Promise<{ id: number; name: string; currency: Currency; emailVerified: boolean } | undefined> {
  const { rows } = await sql.query(
    `SELECT id::text AS id, name, currency, email_verified_at IS NOT NULL AS verified
     FROM users WHERE id = $1`,
    [userId],
  );
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        name: String(row.name),
        currency: row.currency as Currency,
        emailVerified: Boolean(row.verified),
      }
    : undefined;
}

/** The database's clock, for the answer's `server_time`. */
export async function databaseTime(sql: Sql): Promise<Date> {
  const { rows } = await sql.query(`SELECT clock_timestamp() AS now`);
  return rows[0]?.now as Date;
}
