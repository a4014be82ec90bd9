import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { violatedUniqueIndex } from '../../platform/postgres-errors.js';
import { users } from './account.schema.js';

/**
 * A user as the other modules read it: every column but the password hash. The hash is read
 * only by the two calls that check a password (sign-in and the password change), through
 * `findCredentials`.
 */
export type UserRow = Omit<typeof users.$inferSelect, 'passwordHash'>;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** What checking a password needs: the account and its hash (null: no password set yet). */
export interface Credentials {
  id: number;
  passwordHash: string | null;
}

const { passwordHash: _passwordHash, ...userColumns } = getTableColumns(users);

/** A database or a transaction: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

/** Which unique rule an insert or update broke, if it was one of ours. */
export function uniqueViolation(error: unknown): 'email' | 'name' | undefined {
  const index = violatedUniqueIndex(error);
  if (index === 'users_email_lower_key') return 'email';
  if (index === 'users_name_lower_key') return 'name';
  return undefined;
}

const sameEmail = (email: string): SQL => sql`lower(${users.email}) = lower(${email})`;

async function findUser(db: Queryable, where: SQL): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(where);
  return row;
}

export const findUserById = (db: Queryable, id: number) => findUser(db, eq(users.id, id));

export const findUserByEmail = (db: Queryable, email: string) => findUser(db, sameEmail(email));

export const findUserByName = (db: Queryable, name: string) =>
  findUser(db, sql`lower(${users.name}) = lower(${name})`);

/**
 * An account's id and password hash, by e-mail (sign-in) or by id (the password change, which
 * proves the current password first). Nothing else reads the hash.
 */
export async function findCredentials(
  db: Queryable,
  by: { email: string } | { id: number },
): Promise<Credentials | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where('email' in by ? sameEmail(by.email) : eq(users.id, by.id));
  return row;
}

export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Queryable,
  id: number,
  changes: UserChanges,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(userColumns);
  if (!row) throw new Error(`user ${id} vanished during an update`);
  return row;
}

/** Verifies the address only if it is still the account's address. */
export async function markEmailVerified(
  db: Queryable,
  id: number,
  email: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(sql`${users.id} = ${id} AND lower(${users.email}) = lower(${email})`)
    .returning({ id: users.id });
  return rows.length > 0;
}
