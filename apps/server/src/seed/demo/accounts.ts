import type { Db } from '../../db/connection.js';
import {
  findUserByEmail,
  insertUser,
  uniqueViolation,
} from '../../modules/account/account.repo.js';
import { hashPassword } from '../../platform/passwords.js';

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
    try {
      await insertUser(db, {
        name: account.name,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        currency: account.currency,
        emailVerifiedAt: verifiedAt,
        accountVerifiedAt: verifiedAt,
      });
    } catch (error) {
      // Two processes seeding at once: the unique index lets one insert and the other skip.
      if (uniqueViolation(error) === undefined) throw error;
    }
  }
}
