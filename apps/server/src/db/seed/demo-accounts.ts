import { findUserByEmail } from '../../modules/account/account.repo.js';
import { users } from '../../modules/account/account.schema.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Db } from '../connection.js';

/** Demo data only: the README states these credentials. Never seeded unless SEED_DEMO is on. */
export const DEMO_ACCOUNTS = [
  {
    name: 'demo_player',
    email: 'player@satsino.local',
    password: 'SatsinoPlayer2026!',
    role: 'player',
    currency: 'EUR',
  },
  {
    name: 'demo_admin',
    email: 'admin@satsino.local',
    password: 'SatsinoAdmin2026!',
    role: 'admin',
    currency: 'EUR',
  },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const verifiedAt = new Date();
    // Two processes seeding at once: the unique index lets one insert and the other skip.
    await db
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        currency: account.currency,
        emailVerifiedAt: verifiedAt,
        accountVerifiedAt: verifiedAt,
      })
      .onConflictDoNothing();
  }
}
