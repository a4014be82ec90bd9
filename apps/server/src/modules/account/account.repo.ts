import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { users } from './account.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** A database or a transaction: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;

const UNIQUE_VIOLATION = '23505';

/** Which unique rule an insert or update broke, if it was one of ours. */
export function uniqueViolation(error: unknown): 'email' | 'name' | undefined {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'users_email_lower_key') return 'email';
  if (constraint === 'users_name_lower_key') return 'name';
  return undefined;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserByName(db: Queryable, name: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.name}) = lower(${name})`);
  return row;
}

export async function insertUser(db: Queryable, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
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
    .returning();
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
