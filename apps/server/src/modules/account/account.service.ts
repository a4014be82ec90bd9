import type { PasswordUpdateRequest, ProfileUpdateRequest, User } from '@satsino/contract/account';
import type { Db } from '../../db/connection.js';
import type { Identity } from '../../platform/authentication.js';
import { type FieldErrors, fieldError, platformErrors } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { AccountMails } from '../auth/auth.mails.js';
import type { SessionService } from '../auth/sessions.service.js';
import type { BalanceReader } from './account.balances.js';
import { presentUser } from './account.presenter.js';
import {
  findCredentials,
  findUserByEmail,
  findUserById,
  findUserByName,
  type UserChanges,
  type UserRow,
  uniqueViolation,
  updateUser,
} from './account.repo.js';

export interface AccountService {
  getUser(identity: Identity): Promise<User>;
  updateProfile(
    identity: Identity,
    body: ProfileUpdateRequest,
  ): Promise<{ email: string; name: string; w_bonus_balance: number; user: User }>;
  updatePassword(identity: Identity, body: PasswordUpdateRequest): Promise<void>;
  /** Operator action until the verification (KYC) flow exists: marks the account verified. */
}

/** Maps the contract's snake_case profile fields to columns; only these can ever change. */
function profileChanges(body: ProfileUpdateRequest): UserChanges {
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.email !== undefined) changes.email = body.email;
  if (body.first_name !== undefined) changes.firstName = body.first_name;
  if (body.last_name !== undefined) changes.lastName = body.last_name;
  if (body.date_of_birth !== undefined) changes.dateOfBirth = body.date_of_birth;
  if (body.address !== undefined) changes.address = body.address;
  if (body.post_code !== undefined) changes.postCode = body.post_code;
  if (body.city !== undefined) changes.city = body.city;
  if (body.country !== undefined) changes.country = body.country;
  if (body.locale !== undefined) changes.locale = body.locale;
  return changes;
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createAccountService(deps: {
  db: Db;
  sessions: SessionService;
  mails: AccountMails;
  readBalances: BalanceReader;
  rateLimiter: RateLimiter;
  now: () => Date;
}): AccountService {
  const { db } = deps;

  async function requireUser(userId: number): Promise<UserRow> {
    const row = await findUserById(db, userId);
    if (!row) throw platformErrors.notFound();
    return row;
  }
  const present = async (row: UserRow) =>
    presentUser(row, await deps.readBalances(row.id, row.currency));

  return {
    async getUser(identity) {
      return present(await requireUser(identity.userId));
    },

    async updateProfile(identity, body) {
      const current = await requireUser(identity.userId);
      if (!current.accountVerifiedAt) {
        throw platformErrors.forbidden('account_not_verified');
      }
      const changes = profileChanges(body);
      const emailChanged = changes.email !== undefined && !sameText(changes.email, current.email);
      const nameChanged = changes.name !== undefined && !sameText(changes.name, current.name);

      const taken: FieldErrors = {};
      if (emailChanged && changes.email && (await findUserByEmail(db, changes.email))) {
        taken.email = [fieldError('email_taken')];
      }
      if (nameChanged && changes.name && (await findUserByName(db, changes.name))) {
        taken.name = [fieldError('nickname_taken')];
      }
      if (Object.keys(taken).length > 0) throw platformErrors.validation(taken);
      // A new address is unproven until the player opens the link sent to it.
      if (emailChanged) changes.emailVerifiedAt = null;

      let updated: UserRow;
      try {
        updated = await updateUser(db, current.id, changes);
      } catch (error) {
        const field = uniqueViolation(error);
        if (field === 'email') throw platformErrors.field('email', 'email_taken');
        if (field === 'name') throw platformErrors.field('name', 'nickname_taken');
        throw error;
      }
      if (emailChanged) await deps.mails.sendVerification(updated);
      const user = await present(updated);
      return { email: user.email, name: user.name, w_bonus_balance: user.w_bonus_balance, user };
    },

    async updatePassword(identity, body) {
      // Counted before the check so that parallel guesses cannot outrun the limit.
      const limitKey = String(identity.userId);
      await deps.rateLimiter.consume([{ limit: 'passwordChangePerAccount', key: limitKey }]);
      const current = await findCredentials(db, { id: identity.userId });
      if (!current) throw platformErrors.notFound();
      if (!current.passwordHash) {
        // An account made by social sign-in has no password to prove. Its first one is set
        // through the e-mailed reset link, never with a bearer token alone: otherwise a stolen
        // token could plant a password and keep the account after the token is revoked.
        throw platformErrors.field('current_password', 'password_not_set');
      }
      if (!(await verifyPassword(current.passwordHash, body.current_password))) {
        throw platformErrors.field('current_password', 'current_password_wrong');
      }
      await deps.rateLimiter.reset('passwordChangePerAccount', limitKey);
      const passwordHash = await hashPassword(body.password);
      // The device that changed it stays signed in; every other one must sign in again.
      await deps.sessions.endOthersWith(
        (tx) => updateUser(tx, identity.userId, { passwordHash }),
        () => ({ userId: identity.userId, keepSessionId: identity.sessionId }),
      );
    },
  };
}
