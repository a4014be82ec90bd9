import type { LoginRequest, PasswordResetRequest, RegisterRequest } from '@satsino/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import type { ClientInfo, Identity } from '../../platform/authentication.js';
import { type FieldErrors, fieldError, platformErrors } from '../../platform/errors.js';
import { hashPassword, spendVerificationTime, verifyPassword } from '../../platform/passwords.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import {
  findCredentials,
  findUserByEmail,
  findUserByName,
  insertUser,
  markEmailVerified,
  uniqueViolation,
  updateUser,
} from '../account/account.repo.js';
import type { CouponService } from '../coupons/coupons.service.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import { requireMaySignIn } from '../limits/limits.service.js';
import type { AccountMails } from './auth.mails.js';
import type { SessionService } from './sessions.service.js';
import { consumeToken } from './tokens.repo.js';

/** The body after contract validation: defaults applied. */
type Registration = RegisterRequest & { remember: boolean };
type Login = LoginRequest & { remember: boolean };

export interface AuthService {
  register(body: Registration, client: ClientInfo): Promise<string>;
  login(body: Login, client: ClientInfo): Promise<string>;
  logout(identity: Identity): Promise<void>;
  requestPasswordReset(email: string, client: ClientInfo): Promise<void>;
  resetPassword(body: PasswordResetRequest): Promise<void>;
  verifyEmail(token: string): Promise<void>;
  resendVerification(email: string, client: ClientInfo): Promise<void>;
}

const takenError = (field: 'email' | 'name') =>
  platformErrors.field(field, field === 'email' ? 'email_taken' : 'nickname_taken');

export function createAuthService(deps: {
  db: Db;
  pool: pg.Pool;
  sessions: SessionService;
  mails: AccountMails;
  rateLimiter: RateLimiter;
  /** Redeems the coupon code a registration names, with the account, in one transaction. */
  coupons: Pick<CouponService, 'registerWith'>;
  now: () => Date;
  logger: FastifyBaseLogger;
}): AuthService {
  const { db, sessions, mails, rateLimiter, now } = deps;
  const ipKey = (client: ClientInfo) => client.ip ?? 'unknown';

  /** A verification e-mail that cannot be written must not undo the registration. */
  async function sendVerificationSafely(user: Parameters<AccountMails['sendVerification']>[0]) {
    try {
      await mails.sendVerification(user);
    } catch (error) {
      deps.logger.error({ err: error, userId: user.id }, 'verification e-mail failed');
    }
  }

  return {
    async register(body, client) {
      await rateLimiter.consume([
        { limit: 'registerPerIp', key: ipKey(client) },
        { limit: 'registerPerAccount', key: body.email },
      ]);
      const taken: FieldErrors = {};
      if (await findUserByEmail(db, body.email)) taken.email = [fieldError('email_taken')];
      if (await findUserByName(db, body.name)) taken.name = [fieldError('nickname_taken')];
      if (Object.keys(taken).length > 0) throw platformErrors.validation(taken);

      const passwordHash = await hashPassword(body.password);
      const couponCode = body.coupon_code ? body.coupon_code.toUpperCase() : null;
      const createUser = (queryable: Db) =>
        insertUser(queryable, {
          name: body.name,
          email: body.email,
          passwordHash,
          currency: body.currency,
          locale: body.locale ?? 'en',
          couponCode,
        });
      let user: Awaited<ReturnType<typeof insertUser>>;
      try {
        // A code that cannot be redeemed refuses the registration (422): no account is made.
        user = couponCode
          ? await deps.coupons.registerWith(couponCode, body.currency, createUser)
          : await createUser(db);
      } catch (error) {
        // Two registrations racing for the same e-mail or nickname: the index decides.
        const field = uniqueViolation(error);
        if (field) throw takenError(field);
        throw error;
      }
      await sendVerificationSafely(user);
      return sessions.open(user.id, client, body.remember);
    },

    async login(body, client) {
      // Counted before the password is checked, so parallel guesses cannot outrun the limits.
      // In this order a refused address spends nothing of the account's shared ceiling.
      const pairKey = `${body.email}|${ipKey(client)}`;
      await rateLimiter.consume([
        { limit: 'loginPerIp', key: ipKey(client) },
        { limit: 'loginFailuresPerAccountAndIp', key: pairKey },
        { limit: 'loginFailuresPerAccount', key: body.email },
      ]);
      const user = await findCredentials(db, { email: body.email });
      let valid = false;
      if (user?.passwordHash) {
        valid = await verifyPassword(user.passwordHash, body.password);
      } else {
        // No account (or no password yet): take as long as a real check would.
        await spendVerificationTime(body.password);
      }
      if (!user || !valid) {
        throw platformErrors.field('email', 'bad_credentials');
      }
      // A self-excluded player stays out until the exclusion ends (ADR 0020).
      await requireMaySignIn(deps.pool, user.id, now());
      // Only failures count against the account: this address starts afresh, and the attempt
      // goes back to the shared ceiling.
      await rateLimiter.reset('loginFailuresPerAccountAndIp', pairKey);
      await rateLimiter.refund('loginFailuresPerAccount', body.email);
      return sessions.open(user.id, client, body.remember);
    },

    async logout(identity) {
      await sessions.end(identity, identity.sessionId);
    },

    async requestPasswordReset(email, client) {
      await rateLimiter.consume([
        { limit: 'passwordEmailPerIp', key: ipKey(client) },
        { limit: 'passwordEmailPerAccount', key: email },
      ]);
      const user = await findUserByEmail(db, email);
      // The answer is the same whether or not the account exists (no enumeration).
      if (user) await mails.sendPasswordReset(user);
    },

    async resetPassword(body) {
      const passwordHash = await hashPassword(body.password);
      // Token, new password and the end of every session that knew the old one: one commit.
      await sessions.endOthersWith(
        async (tx) => {
          const used = await consumeToken(tx, 'reset_password', body.token, now(), body.email);
          if (!used) {
            throw platformErrors.field('email', 'reset_token_invalid');
          }
          await updateUser(tx, used.userId, { passwordHash });
          return used.userId;
        },
        (userId) => ({ userId, keepSessionId: null }),
      );
    },

    async verifyEmail(token) {
      await inDbTransaction(deps.pool, async (tx) => {
        const used = await consumeToken(tx, 'verify_email', token, now());
        const verified = used ? await markEmailVerified(tx, used.userId, used.email) : false;
        if (!verified) {
          throw platformErrors.field('token', 'verification_token_invalid');
        }
      });
    },

    async resendVerification(email, client) {
      await rateLimiter.consume([
        { limit: 'verificationResendPerIp', key: ipKey(client) },
        { limit: 'verificationResendPerAccount', key: email },
      ]);
      const user = await findUserByEmail(db, email);
      if (user && !user.emailVerifiedAt) await mails.sendVerification(user);
    },
  };
}
