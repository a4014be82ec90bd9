import type { Db } from '../../db/connection.js';
import { hashPassword } from '../../platform/passwords.js';
import { findUserByEmail, findUserByName, updateUser } from './account.repo.js';
import { users } from './account.schema.js';

/**
 * Makes sure the operator of `ADMIN_EMAIL` exists and is an admin. An existing account is
 * promoted and keeps its password: restarting the server never resets credentials.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<void> {
  if (!(await findUserByEmail(db, admin.email))) {
    const name = (await findUserByName(db, 'admin')) ? `admin${Date.now() % 100_000}` : 'admin';
    const verifiedAt = new Date();
    // Several processes may start together: the unique index lets exactly one insert.
    await db
      .insert(users)
      .values({
        name,
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        role: 'admin',
        currency: 'EUR',
        emailVerifiedAt: verifiedAt,
        accountVerifiedAt: verifiedAt,
      })
      .onConflictDoNothing();
  }
  const account = await findUserByEmail(db, admin.email);
  if (account && account.role !== 'admin') await updateUser(db, account.id, { role: 'admin' });
}
