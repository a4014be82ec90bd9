import { DEFAULT_LOCALE, isLocale } from '@satsino/contract/locales';
import { toApiMinorUnits } from '@satsino/contract/money';
import {
  PLAYER_NOTES_LIMIT,
  PLAYER_ROUNDS_PAGE_SIZE,
  PLAYER_SEARCH_LIMIT,
  PLAYER_SESSIONS_LIMIT,
  type PlayerDetail,
  type PlayerRoundsPage,
  type PlayerSearchPage,
  type PlayerTransactionsPage,
} from '@satsino/contract/players';
import { TRANSACTIONS_PAGE_SIZE } from '@satsino/contract/wallet';
import type pg from 'pg';
import { AUTH_MAIL_TEXTS } from '../auth/auth.mail-texts.js';
import type { SessionService } from '../auth/sessions.service.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import type { Notifier } from '../notifications/notifier.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { listTransactions } from '../wallet/transactions.repo.js';
import { playerErrors } from './players.errors.js';
import * as repo from './players.repo.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The last id of a full page, to ask for the next one; null when the page was the last. */
function nextBeforeId<T extends { id: number }>(rows: T[], pageSize: number): number | null {
  return rows.length === pageSize ? (rows.at(-1)?.id ?? null) : null;
}

export function createPlayersService(deps: {
  pool: pg.Pool;
  operatorLog: OperatorLog;
  /** Ends a locked player's sessions and drops their live connections. */
  sessions: Pick<SessionService, 'endOthersWith'>;
  notifier: Pick<Notifier, 'notify'>;
  now: () => Date;
}) {
  const { pool, operatorLog, now } = deps;

  async function requireProfile(userId: number): Promise<repo.ProfileRow> {
    const profile = await repo.findProfile(pool, userId);
    if (!profile) throw playerErrors.notFound();
    return profile;
  }

  /** Runs `work` in a transaction on an account that exists, its row locked. */
  function onAccount<T>(
    userId: number,
    work: (client: pg.PoolClient, role: repo.ProfileRow['role']) => Promise<T>,
  ): Promise<T> {
    return inTransaction(pool, async (client) => {
      const role = await repo.roleForUpdate(client, userId);
      if (!role) throw playerErrors.notFound();
      return work(client, role);
    });
  }

  const service = {
    async search(term: string, beforeId: number | undefined): Promise<PlayerSearchPage> {
      const rows = term
        ? await repo.searchPlayers(pool, term, beforeId ?? null, PLAYER_SEARCH_LIMIT)
        : await repo.newestPlayers(pool, beforeId ?? null, PLAYER_SEARCH_LIMIT);
      return {
        players: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          currency: row.currency,
          created_at: row.created_at.toISOString(),
          verified: row.verified,
          locked: row.locked,
          matched: row.matched,
        })),
        next_before_id: nextBeforeId(rows, PLAYER_SEARCH_LIMIT),
      };
    },

    async detail(userId: number): Promise<PlayerDetail> {
      const profile = await requireProfile(userId);
      const [balances, kyc, sessions, notes] = await Promise.all([
        repo.balances(pool, userId),
        repo.kycSummary(pool, userId),
        repo.liveSessions(pool, userId, now(), PLAYER_SESSIONS_LIMIT),
        repo.notes(pool, userId, PLAYER_NOTES_LIMIT),
      ]);
      return {
        id: profile.id,
        name: profile.name,
        email: profile.email,
        role: profile.role,
        currency: profile.currency,
        locale: profile.locale,
        first_name: profile.first_name,
        last_name: profile.last_name,
        country: profile.country,
        created_at: profile.created_at.toISOString(),
        last_login_at: iso(profile.last_login_at),
        email_verified_at: iso(profile.email_verified_at),
        account_verified_at: iso(profile.account_verified_at),
        vip_level: profile.vip_level,
        lock:
          profile.locked_at && profile.lock_reason !== null && profile.locked_by !== null
            ? {
                reason: profile.lock_reason,
                locked_by: profile.locked_by,
                locked_at: profile.locked_at.toISOString(),
              }
            : null,
        balances: balances.map((row) => ({
          currency: row.currency,
          cash: toApiMinorUnits(row.cash),
          bonus: toApiMinorUnits(row.bonus),
          withdrawal_hold: toApiMinorUnits(row.withdrawal_hold),
        })),
        kyc: kyc
          ? {
              case_id: kyc.case_id,
              status: kyc.status,
              submitted_at: iso(kyc.submitted_at),
              reviewed_at: iso(kyc.reviewed_at),
              rejection_reason: kyc.rejection_reason,
              documents: kyc.documents.map((document) => ({
                slot: document.slot,
                file_name: document.file_name,
                uploaded_at: new Date(document.uploaded_at).toISOString(),
              })),
            }
          : null,
        sessions: sessions.map((row) => ({
          id: row.id,
          ip: row.ip,
          device: row.device,
          location: row.location,
          created_at: row.created_at.toISOString(),
          last_seen_at: row.last_seen_at.toISOString(),
        })),
        notes: notes.map((row) => ({
          id: row.id,
          text: row.text,
          author: row.author,
          created_at: row.created_at.toISOString(),
        })),
      };
    },

    /** The player's wallet movements (deposits, withdrawals, bonuses, tips), as they see them. */
    async transactions(
      userId: number,
      beforeId: number | undefined,
    ): Promise<PlayerTransactionsPage> {
      await requireProfile(userId);
      const transactions = await listTransactions(pool, userId, 'wallet', beforeId);
      return { transactions, next_before_id: nextBeforeId(transactions, TRANSACTIONS_PAGE_SIZE) };
    },

    async rounds(userId: number, beforeId: number | undefined): Promise<PlayerRoundsPage> {
      await requireProfile(userId);
      const rows = await repo.rounds(pool, userId, beforeId ?? null, PLAYER_ROUNDS_PAGE_SIZE);
      return {
        rounds: rows.map((row) => ({
          id: row.id,
          game: row.game,
          currency: row.currency,
          stake: toApiMinorUnits(row.stake_minor),
          payout: toApiMinorUnits(row.payout_minor),
          status: row.status,
          created_at: row.created_at.toISOString(),
        })),
        next_before_id: nextBeforeId(rows, PLAYER_ROUNDS_PAGE_SIZE),
      };
    },

    async addNote(actorUserId: number, userId: number, text: string): Promise<PlayerDetail> {
      await onAccount(userId, async (client) => {
        const noteId = await repo.insertNote(client, { userId, authorUserId: actorUserId, text });
        await operatorLog.record(client, {
          actorUserId,
          action: 'player.note',
          targetType: 'user',
          targetId: userId,
          details: { note_id: noteId, text },
        });
      });
      return service.detail(userId);
    },

    /**
     * Locks a player out. The lock and its log commit first: from then on every call of the
     * account is refused (see account-lock-guard.ts). Its sessions are then ended, which drops
     * its live connections; a second lock keeps the first one's reason and logs nothing.
     */
    async lock(actorUserId: number, userId: number, reason: string): Promise<PlayerDetail> {
      await onAccount(userId, async (client, role) => {
        if (role !== 'player') throw playerErrors.notAPlayer();
        const locked = await repo.insertLock(client, {
          userId,
          lockedBy: actorUserId,
          reason,
          lockedAt: now(),
        });
        if (locked) {
          await operatorLog.record(client, {
            actorUserId,
            action: 'player.lock',
            targetType: 'user',
            targetId: userId,
            details: { reason },
          });
        }
      });
      await deps.sessions.endOthersWith(
        async () => undefined,
        () => ({ userId, keepSessionId: null }),
      );
      return service.detail(userId);
    },

    async unlock(actorUserId: number, userId: number): Promise<PlayerDetail> {
      await onAccount(userId, async (client) => {
        if (await repo.deleteLock(client, userId)) {
          await operatorLog.record(client, {
            actorUserId,
            action: 'player.unlock',
            targetType: 'user',
            targetId: userId,
          });
        }
      });
      return service.detail(userId);
    },

    /** Marks the account verified (KYC done outside the case flow) and tells the player once. */
    async verify(actorUserId: number, userId: number): Promise<PlayerDetail> {
      const verified = await onAccount(userId, async (client) => {
        const changed = await repo.markVerified(client, userId, now());
        if (changed) {
          await operatorLog.record(client, {
            actorUserId,
            action: 'player.verify',
            targetType: 'user',
            targetId: userId,
          });
        }
        return changed;
      });
      const detail = await service.detail(userId);
      if (verified) {
        const locale = isLocale(detail.locale) ? detail.locale : DEFAULT_LOCALE;
        await deps.notifier.notify(userId, AUTH_MAIL_TEXTS[locale].accountVerified);
      }
      return detail;
    },
  };
  return service;
}
export type PlayersService = ReturnType<typeof createPlayersService>;
