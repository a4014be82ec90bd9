import {
  REMEMBER_SESSION_DAYS,
  type SessionEntry,
  SHORT_SESSION_HOURS,
} from '@satsino/contract/auth';
import { SESSION_LIST_LIMIT } from '@satsino/contract/limits';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { ClientInfo, Identity } from '../../platform/authentication.js';
import { platformErrors } from '../../platform/errors.js';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import { describeDevice } from './device.js';
import * as repo from './sessions.repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Writing last_seen_at on every request would make each request a write; once a minute is enough. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface SessionService {
  /** Opens a session and returns its bearer token: the only time the token exists in clear. */
  open(userId: number, client: ClientInfo, remember: boolean): Promise<string>;
  authenticate(token: string): Promise<Identity | null>;
  list(identity: Identity): Promise<SessionEntry[]>;
  /** Ends one of the player's sessions (404 for anyone else's). */
  end(identity: Identity, sessionId: number): Promise<void>;
  /**
   * Runs `work` in a transaction and, in the same transaction, ends every session of the player
   * `whose(result)` names except the one to keep (null: all of them): a new password and the
   * end of the sessions that knew the old one commit together. Live connections of the ended
   * sessions are dropped after the commit.
   */
  endOthersWith<T>(
    work: (tx: Db) => Promise<T>,
    whose: (result: T) => { userId: number; keepSessionId: number | null },
  ): Promise<T>;
}

export function createSessionService(deps: {
  db: Db;
  pool: pg.Pool;
  now: () => Date;
  /** Told about revoked sessions, so live connections opened with them are dropped. */
  onRevoked: (sessionIds: number[]) => void;
}): SessionService {
  const { db, now } = deps;
  return {
    async open(userId, client, remember) {
      const token = newOpaqueToken();
      const openedAt = now();
      const lifetimeMs = remember ? REMEMBER_SESSION_DAYS * DAY_MS : SHORT_SESSION_HOURS * HOUR_MS;
      await repo.insertSession(db, {
        userId,
        tokenHash: hashToken(token),
        ip: client.ip,
        userAgent: client.userAgent,
        device: describeDevice(client.userAgent),
        location: client.location,
        remember,
        createdAt: openedAt,
        lastSeenAt: openedAt,
        expiresAt: new Date(openedAt.getTime() + lifetimeMs),
      });
      return token;
    },

    async authenticate(token) {
      const at = now();
      const session = await repo.findLiveSession(db, hashToken(token), at);
      if (!session) return null;
      if (at.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
        await repo.touchSession(db, session.sessionId, at);
      }
      const identity: Identity = {
        userId: session.userId,
        sessionId: session.sessionId,
        role: session.role,
      };
      return session.locked ? { ...identity, locked: true } : identity;
    },

    async list(identity) {
      const rows = await repo.listLiveSessions(db, identity.userId, now(), SESSION_LIST_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        ip: row.ip,
        device: row.device,
        user_agent: row.userAgent,
        location: row.location,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === identity.sessionId,
      }));
    },

    async end(identity, sessionId) {
      const ended = await repo.revokeSession(db, identity.userId, sessionId, now());
      if (!ended) throw platformErrors.notFound();
      deps.onRevoked([sessionId]);
    },

    async endOthersWith(work, whose) {
      const { result, revoked } = await inDbTransaction(deps.pool, async (tx) => {
        const result = await work(tx);
        const { userId, keepSessionId } = whose(result);
        const revoked = await repo.revokeOtherSessions(tx, userId, keepSessionId, now());
        return { result, revoked };
      });
      if (revoked.length > 0) deps.onRevoked(revoked);
      return result;
    },
  };
}
