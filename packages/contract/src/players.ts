import { z } from 'zod';
import { ROLES } from './auth-constants.js';
import { KYC_CASE_STATUSES, KYC_DOCUMENT_SLOTS } from './kyc.js';
import { CURRENCIES, minorUnits } from './money.js';
import { requiredString, VALIDATION_MESSAGES } from './validation.js';
import { walletTransaction } from './wallet.js';

/**
 * The operator's player search and player page (issue 17): find a player by e-mail, name, id, a
 * deposit address or a transaction hash, read everything about them on one page, and act — a
 * note, a lock, a verification. Bonuses and messages reuse their own modules' operator calls.
 */

/** A search answers at most this many players per page, newest accounts first. */
export const PLAYER_SEARCH_LIMIT = 50;
/** A search term is at most this long (a Lightning invoice is the longest thing anyone pastes). */
export const PLAYER_SEARCH_MAX_LENGTH = 200;
/** The player page's rounds, per page (its transactions page like the player's own list). */
export const PLAYER_ROUNDS_PAGE_SIZE = 20;
/** The notes, newest first, the page shows. */
export const PLAYER_NOTES_LIMIT = 100;
/** The live sessions the page shows. */
export const PLAYER_SESSIONS_LIMIT = 20;
export const PLAYER_NOTE_MAX_LENGTH = 2000;
export const PLAYER_LOCK_REASON_MAX_LENGTH = 500;

/**
 * The texts of the 403s (code `forbidden`): a locked player's calls, and a lock of a staff
 * account. The fields use the catalogue's own rule texts, so their codes are `required` and
 * `too_long`.
 */
export const PLAYER_MESSAGES = {
  accountLocked: 'This account is locked. Please contact support.',
  notAPlayer: 'Only player accounts can be locked.',
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const playerIdParams = z.object({ id });

/** `GET /api/admin/players?q=&before_id=`: an empty term lists the newest accounts. */
export const playerSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(PLAYER_SEARCH_MAX_LENGTH, VALIDATION_MESSAGES.tooLong)
    .optional()
    .default(''),
  /** Keyset paging: the smallest id of the page before. */
  before_id: id.optional(),
});
export type PlayerSearchQuery = z.input<typeof playerSearchQuery>;

/** Which of a player's records the term matched. */
export const PLAYER_MATCHES = ['id', 'email', 'name', 'address', 'tx'] as const;
export type PlayerMatch = (typeof PLAYER_MATCHES)[number];

export const playerSearchResult = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    currency: z.enum(CURRENCIES),
    created_at: z.iso.datetime(),
    verified: z.boolean(),
    locked: z.boolean(),
    matched: z.enum(PLAYER_MATCHES),
  })
  .meta({ id: 'PlayerSearchResult' });
export type PlayerSearchResult = z.infer<typeof playerSearchResult>;

export const playerSearchPage = z
  .object({
    players: z.array(playerSearchResult),
    /** Pass as `before_id` for the next page; null on the last one. */
    next_before_id: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerSearchPage' });
export type PlayerSearchPage = z.infer<typeof playerSearchPage>;

export const playerBalance = z
  .object({
    currency: z.enum(CURRENCIES),
    cash: minorUnits,
    bonus: minorUnits,
    /** Requested withdrawals not paid out yet. */
    withdrawal_hold: minorUnits,
  })
  .meta({ id: 'PlayerBalance' });
export type PlayerBalance = z.infer<typeof playerBalance>;

export const playerSession = z
  .object({
    id: z.number().int(),
    ip: z.string().nullable(),
    device: z.string().nullable(),
    location: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_seen_at: z.iso.datetime(),
  })
  .meta({ id: 'PlayerSession' });
export type PlayerSession = z.infer<typeof playerSession>;

export const playerNote = z
  .object({
    id: z.number().int(),
    text: z.string(),
    author: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PlayerNote' });
export type PlayerNote = z.infer<typeof playerNote>;

export const playerLock = z
  .object({
    reason: z.string(),
    locked_by: z.string(),
    locked_at: z.iso.datetime(),
  })
  .meta({ id: 'PlayerLock' });
export type PlayerLock = z.infer<typeof playerLock>;

export const playerKyc = z
  .object({
    case_id: z.number().int(),
    status: z.enum(KYC_CASE_STATUSES),
    submitted_at: z.iso.datetime().nullable(),
    reviewed_at: z.iso.datetime().nullable(),
    rejection_reason: z.string().nullable(),
    documents: z.array(
      z.object({
        slot: z.enum(KYC_DOCUMENT_SLOTS),
        file_name: z.string(),
        uploaded_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'PlayerKyc' });
export type PlayerKyc = z.infer<typeof playerKyc>;

/** `GET /api/admin/players/{id}`: everything on the page but the paged lists. */
export const playerDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    currency: z.enum(CURRENCIES),
    locale: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    country: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_login_at: z.iso.datetime().nullable(),
    email_verified_at: z.iso.datetime().nullable(),
    account_verified_at: z.iso.datetime().nullable(),
    vip_level: z.string().nullable(),
    lock: playerLock.nullable(),
    balances: z.array(playerBalance),
    kyc: playerKyc.nullable(),
    sessions: z.array(playerSession),
    notes: z.array(playerNote),
  })
  .meta({ id: 'PlayerDetail' });
export type PlayerDetail = z.infer<typeof playerDetail>;

/** `GET /api/admin/players/{id}/transactions?before_id=`: the player's own list, as they see it. */
export const playerPageQuery = z.object({ before_id: id.optional() });
export const playerTransactionsPage = z
  .object({
    transactions: z.array(walletTransaction),
    next_before_id: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerTransactionsPage' });
export type PlayerTransactionsPage = z.infer<typeof playerTransactionsPage>;

export const playerRound = z
  .object({
    id: z.number().int(),
    game: z.string(),
    currency: z.enum(CURRENCIES),
    stake: minorUnits,
    payout: minorUnits,
    status: z.enum(['in_progress', 'settled']),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PlayerRound' });
export type PlayerRound = z.infer<typeof playerRound>;

export const playerRoundsPage = z
  .object({
    rounds: z.array(playerRound),
    next_before_id: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerRoundsPage' });
export type PlayerRoundsPage = z.infer<typeof playerRoundsPage>;

/** `POST /api/admin/players/{id}/notes`. */
export const playerNoteRequest = z
  .object({
    text: requiredString(PLAYER_NOTE_MAX_LENGTH),
  })
  .meta({ id: 'PlayerNoteRequest' });
export type PlayerNoteRequest = z.input<typeof playerNoteRequest>;

/** `POST /api/admin/players/{id}/lock`: the player is signed out everywhere and cannot sign in. */
export const playerLockRequest = z
  .object({
    reason: requiredString(PLAYER_LOCK_REASON_MAX_LENGTH),
  })
  .meta({ id: 'PlayerLockRequest' });
export type PlayerLockRequest = z.input<typeof playerLockRequest>;
