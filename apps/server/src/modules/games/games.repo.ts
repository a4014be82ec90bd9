import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * The games domain's SQL. Queries name their columns; the server seed leaves this file only
 * for settling (seedForRound) and when a pair is revealed.
 */

/** The pool, or a client inside a transaction (the ledger's: money and rows commit together). */
export type Queryable = LedgerClient;

export interface SessionRow {
  id: number;
  user_id: number | null;
  game_id: number;
  mode: 'real' | 'demo';
  currency: 'USD' | 'EUR';
  seed_pair_id: number | null;
  demo_balance_minor: string | null;
  expires_at: Date;
}

export interface PairRow {
  id: number;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  /** Null only for pairs made before the next seed was committed (filled on first read). */
  next_server_seed_hash: string | null;
}

const PAIR_COLUMNS = 'id::int, server_seed_hash, client_seed, next_nonce, next_server_seed_hash';

/** A revealed pair as its owner reads it in the fairness history. */
export interface RevealedPairRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  next_server_seed_hash: string | null;
  created_at: Date;
  revealed_at: Date;
}

const REVEALED_PAIR_COLUMNS = `id::int, server_seed, server_seed_hash, client_seed, next_nonce,
  next_server_seed_hash, created_at, revealed_at`;

export interface RoundRow {
  id: number;
  session_id: number;
  user_id: number | null;
  game_id: number;
  mode: 'real' | 'demo';
  currency: 'USD' | 'EUR';
  status: 'in_progress' | 'settled';
  round_ref: string;
  bet_minor: string;
  stake_minor: string;
  payout_minor: string;
  params: unknown;
  actions: unknown;
  outcome: unknown;
  seed_pair_id: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date;
}

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

export async function activeUserPair(db: Queryable, userId: number) {
  const { rows } = await db.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM game_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`,
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

/** Takes the next nonce of the player's active pair, under the player's seeds lock. */
export async function takeUserNonce(db: Queryable, userId: number) {
  const { rows } = await db.query<PairRow & { server_seed: string; nonce: number }>({
    name: 'games-take-user-nonce',
    text: `UPDATE game_seed_pairs SET next_nonce = next_nonce + 1
           WHERE user_id = $1 AND revealed_at IS NULL
           RETURNING ${PAIR_COLUMNS}, server_seed, next_nonce - 1 AS nonce`,
    values: [userId],
  });
  return rows[0];
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
 * A live session by its token's hash; playing keeps it alive. A real-money session lives only
 * while the sign-in session that launched it does (not logged out, not ended, not expired).
 */
export async function touchSession(db: Queryable, tokenHash: string, now: Date, expiresAt: Date) {
  const { rows } = await db.query<SessionRow>({
    name: 'games-touch-session',
    text: `UPDATE game_sessions gs SET expires_at = $3
           WHERE gs.token_hash = $1 AND gs.expires_at > $2
             AND (gs.mode = 'demo' OR EXISTS (
               SELECT 1 FROM sessions s
               WHERE s.id = gs.auth_session_id AND s.revoked_at IS NULL AND s.expires_at > $2))
           RETURNING ${SESSION_COLUMNS}`,
    values: [tokenHash, now, expiresAt],
  });
  return rows[0];
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
  },
): Promise<RoundRow> {
  const { rows } = await db.query<RoundRow>(
    `INSERT INTO game_rounds (session_id, user_id, game_id, mode, currency, status, round_ref,
       idempotency_key, bet_minor, stake_minor, payout_minor, params, outcome, seed_pair_id,
       server_seed_hash, client_seed, nonce, settled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
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
    ],
  );
  return rows[0] as RoundRow;
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

export interface FeedRow {
  id: number;
  user_id: number;
  user_name: string;
  game_slug: string;
  game_name: string | null;
  currency: 'USD' | 'EUR';
  stake_minor: string;
  payout_minor: string;
  created_at: Date;
}

/** Settled real-money rounds, newest first. */
export async function feedRounds(
  db: Queryable,
  filter: { userId?: number; minStakeMinor?: number; limit: number },
): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(
    `SELECT r.id::int, r.user_id::int, u.name AS user_name, g.slug AS game_slug, t.name AS game_name,
            r.currency, r.stake_minor::text, r.payout_minor::text, r.created_at
       FROM game_rounds r
       JOIN users u ON u.id = r.user_id
       JOIN catalogue_games g ON g.id = r.game_id
       LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
      WHERE r.mode = 'real' AND r.status = 'settled'
        AND ($1::bigint IS NULL OR r.user_id = $1)
        AND ($2::bigint IS NULL OR r.stake_minor >= $2)
      ORDER BY r.id DESC LIMIT $3`,
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
    RoundRow & { game_slug: string; revealed_server_seed: string | null }
  >(
    `SELECT ${roundColumns('r')}, g.slug AS game_slug,
            CASE WHEN p.revealed_at IS NOT NULL THEN p.server_seed END AS revealed_server_seed
       FROM game_rounds r JOIN catalogue_games g ON g.id = r.game_id
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
