import type { Role } from '@satsino/contract/auth';
import type { KycCaseStatus, KycDocumentSlot } from '@satsino/contract/kyc';
import type { Currency } from '@satsino/contract/money';
import type { PlayerMatch } from '@satsino/contract/players';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * The player page's reads and the lock and notes it writes. The statements read other domains'
 * tables (accounts, sessions, the ledger's balances, KYC, VIP, the cashier) and write only this
 * domain's own; each names its columns, so no password hash or token ever leaves its table.
 */

/** A term as a case-insensitive prefix for LIKE: its own `%`, `_` and `\` are literal. */
export function prefixPattern(term: string): string {
  return `${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

export interface SearchRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  currency: Currency;
  created_at: Date;
  verified: boolean;
  locked: boolean;
  matched: PlayerMatch;
}

const SEARCH_COLUMNS = `u.id::int AS id, u.name, u.email, u.role, u.currency, u.created_at,
  u.account_verified_at IS NOT NULL AS verified,
  EXISTS (SELECT 1 FROM account_locks l WHERE l.user_id = u.id) AS locked`;

/**
 * Accounts whose id, e-mail prefix, nickname or name prefix, deposit address or deposit or
 * withdrawal transaction hash is the term, newest first, before `beforeId`. Each branch is one
 * indexed lookup; an account found by several keys is listed once, under its most exact match.
 */
export async function searchPlayers(
  client: LedgerClient,
  term: string,
  beforeId: number | null,
  limit: number,
): Promise<SearchRow[]> {
  const asId = /^\d{1,15}$/.test(term) ? Number(term) : null;
  const { rows } = await client.query<SearchRow>(
    `WITH matches AS (
       SELECT id AS user_id, 'id' AS matched, 0 AS rank FROM users WHERE id = $3::bigint
       UNION ALL
       SELECT id, 'email', 1 FROM users WHERE lower(email) LIKE $2
       UNION ALL
       SELECT id, 'name', 2 FROM users
        WHERE lower(name) LIKE $2 OR lower(first_name) LIKE $2 OR lower(last_name) LIKE $2
       UNION ALL
       SELECT user_id, 'address', 3 FROM deposit_addresses WHERE address = $1
       UNION ALL
       SELECT user_id, 'tx', 4 FROM chain_deposits WHERE txid = $1
       UNION ALL
       SELECT user_id, 'tx', 4 FROM withdrawals WHERE txid = $1
     ), best AS (
       SELECT DISTINCT ON (user_id) user_id, matched FROM matches
        WHERE $4::bigint IS NULL OR user_id < $4
        ORDER BY user_id, rank
     )
     SELECT ${SEARCH_COLUMNS}, b.matched
       FROM best b JOIN users u ON u.id = b.user_id
      ORDER BY u.id DESC LIMIT $5`,
    [term, prefixPattern(term), asId, beforeId, limit],
  );
  return rows;
}

/** The newest accounts, for a search without a term. */
export async function newestPlayers(
  client: LedgerClient,
  beforeId: number | null,
  limit: number,
): Promise<SearchRow[]> {
  const { rows } = await client.query<SearchRow>(
    `SELECT ${SEARCH_COLUMNS}, 'id' AS matched FROM users u
      WHERE $1::bigint IS NULL OR u.id < $1
      ORDER BY u.id DESC LIMIT $2`,
    [beforeId, limit],
  );
  return rows;
}

export interface ProfileRow {
  id: number;
  name: string;
  email: string;
  role: Role;
  currency: Currency;
  locale: string;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  created_at: Date;
  email_verified_at: Date | null;
  account_verified_at: Date | null;
  last_login_at: Date | null;
  vip_level: string | null;
  lock_reason: string | null;
  locked_by: string | null;
  locked_at: Date | null;
}

export async function findProfile(
  client: LedgerClient,
  userId: number,
): Promise<ProfileRow | undefined> {
  const { rows } = await client.query<ProfileRow>(
    `SELECT u.id::int AS id, u.name, u.email, u.role, u.currency, u.locale, u.first_name,
            u.last_name, u.country, u.created_at, u.email_verified_at, u.account_verified_at,
            (SELECT max(s.created_at) FROM sessions s WHERE s.user_id = u.id) AS last_login_at,
            (SELECT coalesce(t.name, v.key) FROM vip_statuses st
               JOIN vip_levels v ON v.id = st.level_id
               LEFT JOIN vip_level_translations t ON t.level_id = v.id AND t.locale = 'en'
              WHERE st.user_id = u.id) AS vip_level,
            l.reason AS lock_reason, locker.name AS locked_by, l.locked_at
       FROM users u
       LEFT JOIN account_locks l ON l.user_id = u.id
       LEFT JOIN users locker ON locker.id = l.locked_by
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

export interface BalanceRow {
  currency: Currency;
  cash: bigint;
  bonus: bigint;
  withdrawal_hold: bigint;
}

/** The player's balances per currency they have an account in. */
export async function balances(client: LedgerClient, userId: number): Promise<BalanceRow[]> {
  const { rows } = await client.query<BalanceRow>(
    `SELECT currency,
            coalesce(sum(balance) FILTER (WHERE kind = 'cash'), 0)::bigint AS cash,
            coalesce(sum(balance) FILTER (WHERE kind = 'bonus'), 0)::bigint AS bonus,
            coalesce(sum(balance) FILTER (WHERE kind = 'withdrawal_hold'), 0)::bigint
              AS withdrawal_hold
       FROM ledger_accounts
      WHERE owner_user_id = $1 AND kind IN ('cash', 'bonus', 'withdrawal_hold')
      GROUP BY currency ORDER BY currency`,
    [userId],
  );
  return rows;
}

export interface SessionRow {
  id: number;
  ip: string | null;
  device: string | null;
  location: string | null;
  created_at: Date;
  last_seen_at: Date;
}

export async function liveSessions(
  client: LedgerClient,
  userId: number,
  now: Date,
  limit: number,
): Promise<SessionRow[]> {
  const { rows } = await client.query<SessionRow>(
    `SELECT id::int AS id, ip, device, location, created_at, last_seen_at FROM sessions
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
      ORDER BY last_seen_at DESC, id DESC LIMIT $3`,
    [userId, now, limit],
  );
  return rows;
}

export interface KycRow {
  case_id: number;
  status: KycCaseStatus;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  rejection_reason: string | null;
  documents: { slot: KycDocumentSlot; file_name: string; uploaded_at: string }[];
}

/** The player's verification case and its documents' names (never their content). */
export async function kycSummary(
  client: LedgerClient,
  userId: number,
): Promise<KycRow | undefined> {
  const { rows } = await client.query<KycRow>(
    `SELECT c.id::int AS case_id, c.status, c.submitted_at, c.reviewed_at, c.rejection_reason,
            coalesce((SELECT json_agg(json_build_object('slot', d.slot, 'file_name', d.file_name,
                        'uploaded_at', d.uploaded_at) ORDER BY d.id)
                        FROM kyc_documents d WHERE d.case_id = c.id), '[]'::json) AS documents
       FROM kyc_cases c WHERE c.user_id = $1`,
    [userId],
  );
  return rows[0];
}

export interface NoteRow {
  id: number;
  text: string;
  author: string;
  created_at: Date;
}

export async function notes(client: LedgerClient, userId: number, limit: number) {
  const { rows } = await client.query<NoteRow>(
    `SELECT n.id::int AS id, n.text, a.name AS author, n.created_at
       FROM player_notes n JOIN users a ON a.id = n.author_user_id
      WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

export async function insertNote(
  client: LedgerClient,
  note: { userId: number; authorUserId: number; text: string },
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO player_notes (user_id, author_user_id, text) VALUES ($1, $2, $3)
     RETURNING id::int AS id`,
    [note.userId, note.authorUserId, note.text],
  );
  const [row] = rows;
  if (!row) throw new Error('insert into player_notes returned no row');
  return row.id;
}

export interface RoundRow {
  id: number;
  game: string;
  currency: Currency;
  stake_minor: bigint;
  payout_minor: bigint;
  status: 'in_progress' | 'settled';
  created_at: Date;
}

/** The player's real-money rounds of our own games, newest first, before a round id. */
export async function rounds(
  client: LedgerClient,
  userId: number,
  beforeId: number | null,
  limit: number,
): Promise<RoundRow[]> {
  const { rows } = await client.query<RoundRow>(
    `SELECT r.id::int AS id, coalesce(t.name, g.slug) AS game, r.currency,
            r.stake_minor, r.payout_minor, r.status, r.created_at
       FROM game_rounds r
       JOIN catalogue_games g ON g.id = r.game_id
       LEFT JOIN catalogue_game_translations t ON t.game_id = g.id AND t.locale = 'en'
      WHERE r.user_id = $1 AND r.mode = 'real' AND ($2::bigint IS NULL OR r.id < $2)
      ORDER BY r.id DESC LIMIT $3`,
    [userId, beforeId, limit],
  );
  return rows;
}

/** The account's role, locking its row against a concurrent lock or unlock; undefined: none. */
export async function roleForUpdate(
  client: LedgerClient,
  userId: number,
): Promise<Role | undefined> {
  const { rows } = await client.query<{ role: Role }>(
    'SELECT role FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return rows[0]?.role;
}

/** Locks the account; false when it already was (the first lock and its reason stand). */
export async function insertLock(
  client: LedgerClient,
  lock: { userId: number; lockedBy: number; reason: string; lockedAt: Date },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `INSERT INTO account_locks (user_id, locked_by, reason, locked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [lock.userId, lock.lockedBy, lock.reason, lock.lockedAt],
  );
  return rowCount === 1;
}

/** Unlocks the account; false when it was not locked. */
export async function deleteLock(client: LedgerClient, userId: number): Promise<boolean> {
  const { rowCount } = await client.query('DELETE FROM account_locks WHERE user_id = $1', [userId]);
  return rowCount === 1;
}

export async function isLocked(client: LedgerClient, userId: number): Promise<boolean> {
  const { rows } = await client.query({
    name: 'players-account-locked',
    text: 'SELECT 1 FROM account_locks WHERE user_id = $1',
    values: [userId],
  });
  return rows.length > 0;
}

/** Marks the account verified; false when it already was. */
export async function markVerified(
  client: LedgerClient,
  userId: number,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE users SET account_verified_at = $2, updated_at = $2
      WHERE id = $1 AND account_verified_at IS NULL`,
    [userId, at],
  );
  return rowCount === 1;
}
