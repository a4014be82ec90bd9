import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { verifyPassword } from '../../platform/passwords.js';
import { findCredentials } from '../account/account.repo.js';
import { playerErrors } from './players.errors.js';
import { isLocked } from './players.repo.js';

const LOGIN_PATH = '/api/login';

/**
 * Keeps a locked player out, for every route of the app (root hooks reach all of them):
 * - a call made with a session of a locked account is refused (403) before its handler runs;
 *   locking also ends the account's sessions, so this only catches a session opened while the
 *   lock was being written, and calls racing it;
 * - signing in with the right password answers the same 403 instead of a token. A wrong
 *   password goes on to the login itself and gets its usual answer, so the lock is told only to
 *   whoever knows the password.
 * Staff accounts cannot be locked.
 */
export function registerAccountLockGuard(
  app: FastifyInstance,
  deps: { db: Db; pool: pg.Pool },
): void {
  // The session lookup (sessions.authenticate) read the lock with the session: no query here.
  app.addHook('onRequest', async (request) => {
    if (request.identity?.role === 'player' && request.identity.locked) {
      throw playerErrors.accountLocked();
    }
  });

  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== LOGIN_PATH) return;
    const { email, password } = request.body as { email: string; password: string };
    const credentials = await findCredentials(deps.db, { email });
    if (!credentials?.passwordHash || !(await isLocked(deps.pool, credentials.id))) return;
    if (await verifyPassword(credentials.passwordHash, password)) {
      throw playerErrors.accountLocked();
    }
  });
}
