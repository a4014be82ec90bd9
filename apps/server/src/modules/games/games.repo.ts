import type { GameEngine } from '@satsino/contract/catalogue';
import type { FeedEntry } from '@satsino/contract/games';
import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import type { SqlRow } from '../../db/rows.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import type { SettledMoney } from '../ledger/bets.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { SETTLED_BET_CTES } from '../ledger/settled-bet.sql.js';
import type { gameRounds, gameSeedPairs, gameSessions } from './games.schema.js';

/*
 * The games domain's SQL. Queries name their columns; the server seed leaves this file only
 * for settling (seedForRound) and when a pair is revealed.
 */

/** The pool, or a client inside a transaction (the ledger's: money and rows commit together). */
export type Queryable = LedgerClient;

/*
 * The rows below are typed from the schema by their SQL names (db/rows.ts). The statements cast
 * int8 ids to int (the schema reads them as numbers) and amounts of minor units to text, which
 * the types state beside the schema's.
 */

/** An amount of minor units read as text (`::text`): the caller makes it a bigint. */
type MinorAsText = string;

export type SessionRow = SqlRow<
  typeof gameSessions,
  'id' | 'user_id' | 'game_id' | 'mode' | 'currency' | 'seed_pair_id' | 'expires_at'
> & { demo_balance_minor: MinorAsText | null };

/** `next_server_seed_hash` is null only for pairs made before next seeds were committed. */
export type PairRow = SqlRow<
  typeof gameSeedPairs,
  'id' | 'server_seed_hash' | 'client_seed' | 'next_nonce' | 'next_server_seed_hash'
>;

const PAIR_COLUMNS = 'id::int, server_seed_hash, client_seed, next_nonce, next_server_seed_hash';

/** A revealed pair as its owner reads it in the fairness history. */
export type RevealedPairRow = PairRow &
  SqlRow<typeof gameSeedPairs, 'server_seed' | 'created_at'> & { revealed_at: Date };

const REVEALED_PAIR_COLUMNS = `id::int, server_seed, server_seed_hash, client_seed, next_nonce,
  next_server_seed_hash, created_at, revealed_at`;

export type RoundRow = SqlRow<
  typeof gameRounds,
  | 'id'
  | 'session_id'
  | 'user_id'
  | 'game_id'
  | 'mode'
  | 'currency'
  | 'status'
  | 'round_ref'
  | 'params'
  | 'actions'
  | 'outcome'
  | 'seed_pair_id'
  | 'server_seed_hash'
  | 'client_seed'
  | 'nonce'
  | 'created_at'
> & {
  bet_minor: MinorAsText;
  stake_minor: MinorAsText;
  payout_minor: MinorAsText;
  /** A free spin's bonus and number (issue 14); null for every other round. */
  free_spin_bonus_id: number | null;
  free_spin_number: number | null;
};

const roundColumns = (table: string) =>
  [
    'id::int AS id',
    'session_id::int AS session_id',
    'user_id::int AS user_id',
    'game_id::int AS game_id',
    'mode',
    'currency',
    'status',
    'round_ref',
    'bet_minor::text AS bet_minor',
    'stake_minor::text AS stake_minor',
    'payout_minor::text AS payout_minor',
    'params',
    'actions',
    'outcome',
    'seed_pair_id::int AS seed_pair_id',
    'server_seed_hash',
    'client_seed',
    'nonce',
    'created_at',
    'free_spin_bonus_id::int AS free_spin_bonus_id',
    'free_spin_number',
  ]
    .map((column) => `${table}.${column}`)
    .join(', ');
const ROUND_COLUMNS = roundColumns('game_rounds');
const SESSION_COLUMNS = `id::int, user_id::int, game_id::int, mode, currency, seed_pair_id::int,
  demo_balance_minor::text, expires_at`;

export async function insertLaunchToken(
  db: Queryable,
  row: {
    tokenHash: string;
    userId: number | null;
    authSessionId: number | null;
    gameId: number;
    mode: string;
    expiresAt: Date;
  },
) {
  await db.query(
    `INSERT INTO game_launch_tokens (token_hash, user_id, auth_session_id, game_id, mode, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.tokenHash, row.userId, row.authSessionId, row.gameId, row.mode, row.expiresAt],
  );
}

/** Uses a launch token once: answers it only if it was unused and not expired. */
export async function consumeLaunchToken(db: Queryable, tokenHash: string, now: Date) {
  const { rows } = await db.query<{
    user_id: number | null;
    auth_session_id: number | null;
    game_id: number;
    mode: 'real' | 'demo';
  }>(
    `UPDATE game_launch_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING user_id::int, auth_session_id::int, game_id::int, mode`,
    [tokenHash, now],
  );
  return rows[0];
}

export async function insertPair(
  db: Queryable,
  pair: {
    userId: number | null;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nextServerSeed: string;
    nextServerSeedHash: string;
  },
): Promise<PairRow | undefined> {
  const { rows } = await db.query<PairRow>(
    `INSERT INTO game_seed_pairs (user_id, server_seed, server_seed_hash, client_seed,
       next_server_seed, next_server_seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) WHERE revealed_at IS NULL AND user_id IS NOT NULL DO NOTHING
     RETURNING ${PAIR_COLUMNS}`,
    [
      pair.userId,
      pair.serverSeed,
      pair.serverSeedHash,
      pair.clientSeed,
      pair.nextServerSeed,
      pair.nextServerSeedHash,
    ],
  );
  return rows[0];
}

/**
 * Commits a next seed for a pair made before next seeds existed; a pair that has one keeps it
 * (answers the pair as it is either way).
 */
export async function commitNextSeed(
  db: Queryable,
  pairId: number,
  next: { serverSeed: string; serverSeedHash: string },
): Promise<PairRow | undefined> {
  const { rows } = await db.query<PairRow>(
    `UPDATE game_seed_pairs
     SET next_server_seed = coalesce(next_server_seed, $2),
         next_server_seed_hash = coalesce(next_server_seed_hash, $3)
     WHERE id = $1 RETURNING ${PAIR_COLUMNS}`,
    [pairId, next.serverSeed, next.serverSeedHash],
  );
  return rows[0];
}

/**
 * The player's active pair. `lock` holds its row until the transaction ends: a round's statement
 * that takes the pair's next nonce waits for it, and a lock taken after such a statement sees the
 * round it recorded.
 */
export async function activeUserPair(db: Queryable, userId: number, lock = false) {
  const { rows } = await db.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM game_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

/** A pair as a round is played from it: the server seed included, for settling only. */
export type RoundPairRow = PairRow & SqlRow<typeof gameSeedPairs, 'server_seed'>;

/** The player's active pair with its server seed; `lock` as activeUserPair. */
export async function roundPair(
  db: Queryable,
  userId: number,
  lock = false,
): Promise<RoundPairRow | undefined> {
  const { rows } = await db.query<RoundPairRow>(
    `SELECT ${PAIR_COLUMNS}, server_seed FROM game_seed_pairs
     WHERE user_id = $1 AND revealed_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function pairById(db: Queryable, id: number) {
  const { rows } = await db.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM game_seed_pairs WHERE id = $1`,
    [id],
  );
  return rows[0];
}

/** The first key of the games' per-player advisory locks (the second is the player). */
const SEEDS_LOCK_NAMESPACE = 7_008;

/**
 * Serialises, for the rest of the transaction, everything that uses or ends one player's seed
 * pair: rounds taking a nonce and rotations. A lock on the pair row is not enough: a rotation
 * replaces the row, and a statement that waited for the old one cannot see the new one.
 */
export async function lockPlayerSeeds(db: Queryable, userId: number): Promise<void> {
  await db.query({
    name: 'games-lock-player-seeds',
    text: 'SELECT pg_advisory_xact_lock($1::int, $2::int)',
    values: [SEEDS_LOCK_NAMESPACE, userId],
  });
}

/** Takes the pair's next nonce atomically (the row stays locked until the transaction ends). */
export async function takeNonce(db: Queryable, pairId: number) {
  const { rows } = await db.query<PairRow & { server_seed: string; nonce: number }>(
    `UPDATE game_seed_pairs SET next_nonce = next_nonce + 1
     WHERE id = $1 AND revealed_at IS NULL
     RETURNING ${PAIR_COLUMNS}, server_seed, next_nonce - 1 AS nonce`,
    [pairId],
  );
  return rows[0];
}

export async function seedForRound(db: Queryable, pairId: number): Promise<string> {
  const { rows } = await db.query<{ server_seed: string }>(
    'SELECT server_seed FROM game_seed_pairs WHERE id = $1',
    [pairId],
  );
  const [row] = rows;
  if (!row) throw new Error(`seed pair ${pairId} is gone`);
  return row.server_seed;
}

/**
 * Ends a pair: answers it revealed, and (for the successor only, never for the player) the next
 * server seed it committed to.
 */
export async function revealPair(db: Queryable, pairId: number, now: Date) {
  const { rows } = await db.query<RevealedPairRow & { next_server_seed: string | null }>(
    `UPDATE game_seed_pairs SET revealed_at = $2 WHERE id = $1 AND revealed_at IS NULL
     RETURNING ${REVEALED_PAIR_COLUMNS}, next_server_seed`,
    [pairId, now],
  );
  return rows[0];
}

/** The player's revealed pairs, newest first, before a pair id. */
export async function revealedUserPairs(
  db: Queryable,
  userId: number,
  beforeId: number | null,
  limit: number,
): Promise<RevealedPairRow[]> {
  const { rows } = await db.query<RevealedPairRow>(
    `SELECT ${REVEALED_PAIR_COLUMNS} FROM game_seed_pairs
     WHERE user_id = $1 AND revealed_at IS NOT NULL AND ($2::bigint IS NULL OR id < $2)
     ORDER BY id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return rows;
}

export async function hasOpenRoundOnPair(db: Queryable, pairId: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM game_rounds WHERE seed_pair_id = $1 AND status = 'in_progress' LIMIT 1`,
    [pairId],
  );
  return rows.length > 0;
}

export async function insertSession(
  db: Queryable,
  row: {
    tokenHash: string;
    userId: number | null;
    authSessionId: number | null;
    gameId: number;
    mode: string;
    currency: string;
    seedPairId: number | null;
    demoBalanceMinor: bigint | null;
    expiresAt: Date;
  },
): Promise<SessionRow> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO game_sessions (token_hash, user_id, game_id, mode, currency, seed_pair_id,
       demo_balance_minor, expires_at, auth_session_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${SESSION_COLUMNS}`,
    [
      row.tokenHash,
      row.userId,
      row.gameId,
      row.mode,
      row.currency,
      row.seedPairId,
      row.demoBalanceMinor?.toString() ?? null,
      row.expiresAt,
      row.authSessionId,
    ],
  );
  return rows[0] as SessionRow;
}

/**
 * The live session of a token's hash (or nothing): a real-money session lives only while the
 * sign-in session that launched it does (not logged out, not ended, not expired). Playing keeps
 * it alive, but writing its expiry on every round would make every round a write to it: the
 * expiry moves to `expiresAt` only once it is older than `touchBefore`.
 */
function liveSessionSql(extraColumns: string, extraJoins: string): string {
  return `WITH live AS MATERIALIZED (
      SELECT gs.id FROM game_sessions gs
      WHERE gs.token_hash = $1 AND gs.expires_at > $2
        AND (gs.mode = 'demo' OR EXISTS (
          SELECT 1 FROM sessions s
          WHERE s.id = gs.auth_session_id AND s.revoked_at IS NULL AND s.expires_at > $2))
    ), touched AS (
      UPDATE game_sessions gs SET expires_at = $3
      FROM live WHERE gs.id = live.id AND gs.expires_at < $4
      RETURNING gs.id, gs.expires_at
    )
    SELECT gs.id::int, gs.user_id::int, gs.game_id::int, gs.mode, gs.currency,
           gs.seed_pair_id::int, gs.demo_balance_minor::text,
           coalesce(t.expires_at, gs.expires_at) AS expires_at${extraColumns}
    FROM live JOIN game_sessions gs ON gs.id = live.id
    LEFT JOIN touched t ON t.id = live.id${extraJoins}`;
}

export interface SessionTouch {
  now: Date;
  /** The expiry a touch sets. */
  expiresAt: Date;
  /** A session whose expiry is earlier than this is touched; a later one is left alone. */
  touchBefore: Date;
}

export async function touchSession(db: Queryable, tokenHash: string, touch: SessionTouch) {
  const { rows } = await db.query<SessionRow>({
    name: 'games-touch-session',
    text: liveSessionSql('', ''),
    values: [tokenHash, touch.now, touch.expiresAt, touch.touchBefore],
  });
  return rows[0];
}

/** A live session with what playing a round needs, read in the one round trip that finds it. */
export interface RoundSessionRow {
  session: SessionRow;
  /** The session's game if it is published (what catalogue/playable-games.ts answers). */
  game: PlayableGame | undefined;
  /** Real money: the player's active pair, if one was made. */
  pair: RoundPairRow | undefined;
  /** Whether the player has set responsible-gambling rules (limits/limits.service.ts checks them). */
  playerHasRules: boolean;
}

const ROUND_SESSION_SQL = liveSessionSql(
  `,
    g.id::int AS g_id, g.slug AS g_slug, coalesce(tr.name, g.slug) AS g_name, g.engine AS g_engine,
    g.variant AS g_variant, g.supports_demo AS g_supports_demo, g.rtp_bps AS g_rtp_bps,
    g.launch_path AS g_launch_path,
    p.id::int AS p_id, p.server_seed_hash AS p_server_seed_hash, p.client_seed AS p_client_seed,
    p.next_nonce AS p_next_nonce, p.next_server_seed_hash AS p_next_server_seed_hash,
    p.server_seed AS p_server_seed,
    EXISTS (SELECT 1 FROM responsible_gaming rg WHERE rg.user_id = gs.user_id) AS has_rules`,
  `
    LEFT JOIN catalogue_games g ON g.id = gs.game_id AND g.published
    LEFT JOIN catalogue_game_translations tr ON tr.game_id = g.id AND tr.locale = $5
    LEFT JOIN game_seed_pairs p
      ON gs.mode = 'real' AND p.user_id = gs.user_id AND p.revealed_at IS NULL`,
);

/**
 * The live session (as touchSession), its game when published (the columns and the rule of
 * findPlayableGame, joined here so a round does not pay two more round trips for them) and, for
 * real money, the player's active pair with its server seed (a round is played from it).
 */
export async function roundSession(
  db: Queryable,
  tokenHash: string,
  touch: SessionTouch,
): Promise<RoundSessionRow | undefined> {
  const { rows } = await db.query<
    SessionRow & {
      g_id: number | null;
      g_slug: string;
      g_name: string;
      g_engine: GameEngine;
      g_variant: string;
      g_supports_demo: boolean;
      g_rtp_bps: number;
      g_launch_path: string | null;
      p_id: number | null;
      p_server_seed_hash: string;
      p_client_seed: string;
      p_next_nonce: number;
      p_next_server_seed_hash: string | null;
      p_server_seed: string;
      has_rules: boolean;
    }
  >({
    name: 'games-round-session',
    text: ROUND_SESSION_SQL,
    values: [tokenHash, touch.now, touch.expiresAt, touch.touchBefore, DEFAULT_LOCALE],
  });
  const [row] = rows;
  if (!row) return undefined;
  return {
    session: {
      id: row.id,
      user_id: row.user_id,
      game_id: row.game_id,
      mode: row.mode,
      currency: row.currency,
      seed_pair_id: row.seed_pair_id,
      demo_balance_minor: row.demo_balance_minor,
      expires_at: row.expires_at,
    },
    game:
      row.g_id === null
        ? undefined
        : {
            id: row.g_id,
            game_id: row.g_slug,
            name: row.g_name,
            engine: row.g_engine,
            variant: row.g_variant,
            supports_demo: row.g_supports_demo,
            rtp_bps: row.g_rtp_bps,
            launch_path: row.g_launch_path,
          },
    pair:
      row.p_id === null
        ? undefined
        : {
            id: row.p_id,
            server_seed_hash: row.p_server_seed_hash,
            client_seed: row.p_client_seed,
            next_nonce: row.p_next_nonce,
            next_server_seed_hash: row.p_next_server_seed_hash,
            server_seed: row.p_server_seed,
          },
    playerHasRules: row.has_rules,
  };
}

export async function lockSession(db: Queryable, sessionId: number) {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM game_sessions WHERE id = $1 FOR UPDATE`,
    [sessionId],
  );
  return rows[0] as SessionRow;
}

export async function setDemoBalance(db: Queryable, sessionId: number, balanceMinor: bigint) {
  await db.query('UPDATE game_sessions SET demo_balance_minor = $2 WHERE id = $1', [
    sessionId,
    balanceMinor.toString(),
  ]);
}

export async function setSessionPair(db: Queryable, sessionId: number, pairId: number) {
  await db.query('UPDATE game_sessions SET seed_pair_id = $2 WHERE id = $1', [sessionId, pairId]);
}

export async function insertRound(
  db: Queryable,
  row: {
    sessionId: number;
    userId: number | null;
    gameId: number;
    mode: string;
    currency: string;
    status: string;
    roundRef: string;
    idempotencyKey: string | null;
    betMinor: number;
    stakeMinor: number;
    payoutMinor: number;
    params: unknown;
    outcome: unknown;
    seedPairId: number;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    settledAt: Date | null;
    /** A free spin: its bonus and number (the round stakes nothing). */
    freeSpin?: { bonusId: number; number: number };
  },
): Promise<RoundRow> {
  const { rows } = await db.query<RoundRow>(
    `INSERT INTO game_rounds (session_id, user_id, game_id, mode, currency, status, round_ref,
       idempotency_key, bet_minor, stake_minor, payout_minor, params, outcome, seed_pair_id,
       server_seed_hash, client_seed, nonce, settled_at, free_spin_bonus_id, free_spin_number)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
       $19, $20)
     RETURNING ${ROUND_COLUMNS}`,
    [
      row.sessionId,
      row.userId,
      row.gameId,
      row.mode,
      row.currency,
      row.status,
      row.roundRef,
      row.idempotencyKey,
      row.betMinor,
      row.stakeMinor,
      row.payoutMinor,
      JSON.stringify(row.params),
      JSON.stringify(row.outcome),
      row.seedPairId,
      row.serverSeedHash,
      row.clientSeed,
      row.nonce,
      row.settledAt,
      row.freeSpin?.bonusId ?? null,
      row.freeSpin?.number ?? null,
    ],
  );
  return rows[0] as RoundRow;
}

/**
 * A real-money round in one statement: `gate` takes the pair's nonce only if the pair is still
 * active, its next nonce is still the one the round was played from (optimistic: on a mismatch
 * nothing is written and the caller plays again from a fresh read) and the round's idempotency key
 * has made no round yet; then the ledger's CTEs take the stake and pay the win; then the round is
 * recorded with the pair's seeds. Every part happens, or none: a unique index or the balance CHECK
 * refusing any row aborts the whole statement, nonce included, so a nonce is only ever consumed by
 * a recorded round. The answer always has one row: the round and the balances when it was played,
 * else whether the key had already made a round.
 *
 * $1–$12 are the ledger's (SETTLED_BET_PARAMETERS, see SETTLED_BET_CTES); $13 pair, $14 player,
 * $15 nonce, $16 idempotency key, $17 session, $18 game, $19 currency, $20 status, $21 round
 * reference, $22 bet, $23 stake, $24 payout, $25 params, $26 outcome, $27 settled at.
 */
const PLAY_REAL_ROUND_SQL = `WITH gate AS (
  UPDATE game_seed_pairs SET next_nonce = next_nonce + 1
  WHERE id = $13 AND user_id = $14 AND next_nonce = $15 AND revealed_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM game_rounds k WHERE k.user_id = $14 AND k.idempotency_key = $16)
    -- A hand in play must be finished first, even when the new one would settle at once (a
    -- blackjack dealt): the open-round index sees only rounds left in progress.
    AND NOT EXISTS (SELECT 1 FROM game_rounds o
                    WHERE o.user_id = $14 AND o.game_id = $18 AND o.status = 'in_progress')
  RETURNING id, server_seed_hash, client_seed, next_nonce - 1 AS nonce
), ${SETTLED_BET_CTES}, round AS (
  INSERT INTO game_rounds (session_id, user_id, game_id, mode, currency, status, round_ref,
    idempotency_key, bet_minor, stake_minor, payout_minor, params, outcome, seed_pair_id,
    server_seed_hash, client_seed, nonce, settled_at)
  SELECT $17, $14, $18, 'real', $19, $20, $21, $16, $22, $23, $24, $25, $26, gate.id,
         gate.server_seed_hash, gate.client_seed, gate.nonce, $27
  FROM gate CROSS JOIN money
  RETURNING ${ROUND_COLUMNS}
)
SELECT r.*, m.cash_after, m.bonus_after, m.last_entry_id,
       EXISTS (SELECT 1 FROM game_rounds k WHERE k.user_id = $14 AND k.idempotency_key = $16)
         AS key_used,
       EXISTS (SELECT 1 FROM game_rounds o
               WHERE o.user_id = $14 AND o.game_id = $18 AND o.status = 'in_progress') AS round_open,
       EXISTS (SELECT 1 FROM gate) AS nonce_taken
FROM (VALUES (1)) AS one (n) LEFT JOIN round r ON true LEFT JOIN money m ON true`;

/** What playing a real-money round wrote: the round, or why it did not. */
export type PlayedRealRound =
  | { kind: 'played'; round: RoundRow; balances: { cashMinor: bigint; bonusMinor: bigint } }
  /** The idempotency key had made a round before this statement began. */
  | { kind: 'key-used' }
  /** The player has a hand of this game in play: it must be finished first. */
  | { kind: 'round-open' }
  /** The pair moved on (another round took the nonce, or a rotation ended it): play again. */
  | { kind: 'stale' };

export async function playRealRound(
  db: Queryable,
  ledgerValues: unknown[],
  round: {
    pairId: number;
    userId: number;
    nonce: number;
    idempotencyKey: string | null;
    sessionId: number;
    gameId: number;
    currency: string;
    status: 'in_progress' | 'settled';
    roundRef: string;
    betMinor: number;
    stakeMinor: number;
    payoutMinor: number;
    params: unknown;
    outcome: unknown;
    settledAt: Date | null;
  },
): Promise<{ value: PlayedRealRound; money: SettledMoney | null }> {
  const { rows } = await db.query<
    Partial<RoundRow> & {
      cash_after: bigint | null;
      bonus_after: bigint | null;
      last_entry_id: bigint | null;
      key_used: boolean;
      round_open: boolean;
      nonce_taken: boolean;
    }
  >({
    name: 'games-play-real-round',
    text: PLAY_REAL_ROUND_SQL,
    values: [
      ...ledgerValues,
      round.pairId,
      round.userId,
      round.nonce,
      round.idempotencyKey,
      round.sessionId,
      round.gameId,
      round.currency,
      round.status,
      round.roundRef,
      round.betMinor,
      round.stakeMinor,
      round.payoutMinor,
      JSON.stringify(round.params),
      JSON.stringify(round.outcome),
      round.settledAt,
    ],
  });
  const [row] = rows;
  if (!row) throw new Error('the round statement answers one row');
  const { cash_after, bonus_after, last_entry_id, key_used, round_open, nonce_taken, ...recorded } =
    row;
  if (recorded.id == null) {
    // Only possible if the ledger's CTEs found no accounts to lock: a bug, and a nonce lost.
    if (nonce_taken) throw new Error(`pair ${round.pairId} gave nonce ${round.nonce} to no round`);
    // A used key answers its round even while a hand is open (a retry of that very deal).
    const kind = key_used ? 'key-used' : round_open ? 'round-open' : 'stale';
    return { value: { kind }, money: null };
  }
  if (cash_after === null || bonus_after === null || last_entry_id === null) {
    throw new Error(`round ${recorded.id} was recorded without its money`);
  }
  return {
    value: {
      kind: 'played',
      round: recorded as RoundRow,
      balances: { cashMinor: cash_after, bonusMinor: bonus_after },
    },
    money: { cashMinor: cash_after, bonusMinor: bonus_after, lastEntryId: last_entry_id },
  };
}

/** Records a blackjack action unless another one was recorded meanwhile (compare and set). */
export async function updateHand(
  db: Queryable,
  row: {
    id: number;
    previousActions: number;
    actions: unknown;
    outcome: unknown;
    stakeMinor: number;
    payoutMinor: number;
    settledAt: Date | null;
  },
): Promise<RoundRow | undefined> {
  const { rows } = await db.query<RoundRow>(
    `UPDATE game_rounds SET actions = $3, outcome = $4, stake_minor = $5, payout_minor = $6,
       status = CASE WHEN $7::timestamptz IS NULL THEN 'in_progress' ELSE 'settled' END,
       settled_at = $7
     WHERE id = $1 AND status = 'in_progress' AND jsonb_array_length(actions) = $2
     RETURNING ${ROUND_COLUMNS}`,
    [
      row.id,
      row.previousActions,
      JSON.stringify(row.actions),
      JSON.stringify(row.outcome),
      row.stakeMinor,
      row.payoutMinor,
      row.settledAt,
    ],
  );
  return rows[0];
}

export async function roundByKey(
  db: Queryable,
  scope: { userId: number | null; sessionId: number },
  key: string,
) {
  const { rows } = await db.query<RoundRow>(
    scope.userId !== null
      ? `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE user_id = $1 AND idempotency_key = $2`
      : `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE session_id = $1 AND user_id IS NULL AND idempotency_key = $2`,
    [scope.userId ?? scope.sessionId, key],
  );
  return rows[0];
}

/**
 * A round the session may see: the player's own (real) or the demo session's. `lock` holds it
 * until the transaction ends, so two actions on one hand take turns.
 */
export async function roundForSession(
  db: Queryable,
  session: SessionRow,
  roundId: number,
  lock = false,
) {
  const owner =
    session.user_id !== null && session.mode === 'real'
      ? `user_id = $2 AND mode = 'real'`
      : 'session_id = $2';
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE id = $1 AND ${owner} AND game_id = $3
     ${lock ? 'FOR UPDATE' : ''}`,
    [roundId, session.mode === 'real' ? session.user_id : session.id, session.game_id],
  );
  return rows[0];
}

export async function openRound(db: Queryable, session: SessionRow) {
  const { rows } = await db.query<RoundRow>(
    session.mode === 'real'
      ? `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE user_id = $1 AND game_id = $2 AND status = 'in_progress'`
      : `SELECT ${ROUND_COLUMNS} FROM game_rounds WHERE session_id = $1 AND user_id IS NULL AND game_id = $2 AND status = 'in_progress'`,
    [session.mode === 'real' ? session.user_id : session.id, session.game_id],
  );
  return rows[0];
}

/**
 * A settled real-money round with its player's nickname and its game's English name: one of ours
 * (its `game_rounds` id) or a third-party provider's (minus the id of its settling win).
 */
/** Where a feed entry's round was played: the game host, a provider, a crash table. */
export type FeedSource = FeedEntry['source'];

export type FeedRow = SqlRow<typeof gameRounds, 'id' | 'currency' | 'created_at'> & {
  user_id: number;
  user_name: string;
  game_slug: string;
  game_name: string | null;
  stake_minor: MinorAsText;
  payout_minor: MinorAsText;
  source: FeedSource;
};

/**
 * Settled real-money rounds, ours (the game host's and the crash tables') and the providers',
 * newest first: the newest `limit` of each
 * kind, merged by time and cut to `limit`.
 *
 * A provider round (ADR 0016) is read from its latest win, which settles it when the round was
 * closed (`round_closed`) or every bet of it not rolled back has a win; its time is that win's,
 * its bet the sum of those bets, its payout the sum of its wins. A round of rolled-back bets only
 * has no win (a rolled-back bet cannot be paid), so it never shows. Its id is minus the settling
 * win's `provider_transactions` id: unique beside our rounds' positive ids, in the same number
 * the contract has always had. A later win of a round not closed settles it again under a new id.
 *
 * A crash bet shows once decided (cashed out or lost); its id is the bet's, unique with its
 * `source`.
 */
export async function feedRounds(
  db: Queryable,
  filter: { userId?: number; minStakeMinor?: number; limit: number },
): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(
    `(SELECT r.id::int, r.user_id::int, u.name AS user_name, g.slug AS game_slug,
             t.name AS game_name, r.currency,
             -- A free spin stakes nothing: the feed shows the spin's value as its bet.
             (CASE WHEN r.free_spin_bonus_id IS NULL THEN r.stake_minor ELSE r.bet_minor END)::text
               AS stake_minor,
             r.payout_minor::text, r.created_at, 'original' AS source
        FROM game_rounds r
        JOIN users u ON u.id = r.user_id
        JOIN catalogue_games g ON g.id = r.game_id
        LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
       WHERE r.mode = 'real' AND r.status = 'settled'
         AND ($1::bigint IS NULL OR r.user_id = $1)
         AND ($2::bigint IS NULL OR r.stake_minor >= $2)
       ORDER BY r.id DESC LIMIT $3)
     UNION ALL
     (SELECT (-w.id)::int, w.user_id::int, u.name,
             -- The catalogue game its code was imported as; else the slug an import would give.
             coalesce(g.slug, i.code || '-' || w.game_code), t.name, w.currency,
             s.stake_minor::text, s.payout_minor::text, w.created_at, 'provider'
        FROM provider_transactions w
        -- The round as of now, read from its transactions by the round index. Whether this win
        -- settles it is one boolean of a subquery kept whole (OFFSET 0): judged clause by clause,
        -- the planner guessed almost no win settles, read them all and sorted them (and priced
        -- the statement into JIT); this way it walks the wins newest first and stops at the limit.
        CROSS JOIN LATERAL (
          SELECT a.stake_minor, a.payout_minor,
                 a.last_win_id = w.id AND a.stake_minor > 0
                   AND (a.every_bet_won OR EXISTS (
                     SELECT 1 FROM provider_rounds pr
                      WHERE pr.integration_id = w.integration_id AND pr.user_id = w.user_id
                        AND pr.round = w.round AND pr.closed_at IS NOT NULL)) AS settles
            FROM (SELECT max(x.id) FILTER (WHERE x.kind = 'win') AS last_win_id,
                         coalesce(sum(x.amount_minor) FILTER (WHERE x.kind = 'win'), 0)
                           AS payout_minor,
                         coalesce(sum(x.amount_minor) FILTER (WHERE x.kind = 'bet' AND NOT x.undone),
                           0) AS stake_minor,
                         coalesce(bool_and(x.won) FILTER (WHERE x.kind = 'bet' AND NOT x.undone),
                           false) AS every_bet_won
                    FROM (SELECT x.id, x.kind, x.amount_minor,
                                 x.kind = 'bet' AND EXISTS (
                                   SELECT 1 FROM provider_transactions b
                                    WHERE b.integration_id = x.integration_id
                                      AND b.kind = 'rollback'
                                      AND b.reference_transaction_uuid = x.transaction_uuid)
                                   AS undone,
                                 x.kind = 'bet' AND EXISTS (
                                   SELECT 1 FROM provider_transactions b
                                    WHERE b.integration_id = x.integration_id AND b.kind = 'win'
                                      AND b.reference_transaction_uuid = x.transaction_uuid)
                                   AS won
                            FROM provider_transactions x
                           WHERE x.integration_id = w.integration_id AND x.user_id = w.user_id
                             AND x.round = w.round) x) a
          OFFSET 0
        ) s
        JOIN users u ON u.id = w.user_id
        JOIN provider_integrations i ON i.id = w.integration_id
        LEFT JOIN catalogue_games g ON g.integration_id = w.integration_id
          AND g.external_code = w.game_code
        LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
       WHERE w.kind = 'win' AND s.settles
         AND ($1::bigint IS NULL OR w.user_id = $1)
         AND ($2::bigint IS NULL OR s.stake_minor >= $2)
       ORDER BY w.id DESC LIMIT $3)
     UNION ALL
     -- A crash bet once it is decided: cashed out (its time the cash-out's, while the round may
     -- still run) or lost with its round.
     (SELECT b.id::int, b.user_id::int, u.name, coalesce(g.slug, r.table_slug), t.name,
             b.currency, b.amount_minor::text, coalesce(b.payout_minor, 0)::text,
             coalesce(b.cashed_out_at, b.settled_at, b.created_at), 'crash'
        FROM crash_bets b
        JOIN crash_rounds r ON r.id = b.round_id
        JOIN users u ON u.id = b.user_id
        LEFT JOIN catalogue_games g ON g.engine = 'crash' AND g.variant = r.table_slug
        LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
       WHERE b.status <> 'active'
         AND ($1::bigint IS NULL OR b.user_id = $1)
         AND ($2::bigint IS NULL OR b.amount_minor >= $2)
       ORDER BY b.id DESC LIMIT $3)
     ORDER BY created_at DESC, id DESC LIMIT $3`,
    [filter.userId ?? null, filter.minStakeMinor ?? null, filter.limit],
  );
  return rows;
}

/** The player's real-money rounds, newest first, before a round id. */
export async function historyRounds(
  db: Queryable,
  userId: number,
  beforeId: number | null,
  limit: number,
) {
  // A round's server seed leaves only once its pair is revealed.
  const { rows } = await db.query<
    RoundRow & { game_slug: string; game_name: string | null; revealed_server_seed: string | null }
  >(
    `SELECT ${roundColumns('r')}, g.slug AS game_slug, t.name AS game_name,
            CASE WHEN p.revealed_at IS NOT NULL THEN p.server_seed END AS revealed_server_seed
       FROM game_rounds r JOIN catalogue_games g ON g.id = r.game_id
       -- The name in English, as the live feed gives it.
       LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
       JOIN game_seed_pairs p ON p.id = r.seed_pair_id
      WHERE r.user_id = $1 AND r.mode = 'real' AND ($2::bigint IS NULL OR r.id < $2)
      ORDER BY r.id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return rows;
}

export async function gameSlugById(db: Queryable, gameId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ slug: string }>(
    'SELECT slug FROM catalogue_games WHERE id = $1',
    [gameId],
  );
  return rows[0]?.slug;
}
