import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { oauthIdentities, oauthStates } from './auth.schema.js';

type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function saveState(
  db: Queryable,
  values: typeof oauthStates.$inferInsert,
  now: Date,
): Promise<void> {
  // Abandoned sign-ins leave states behind; clearing expired ones here keeps the table small.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values(values);
}

/** Takes a state out (single use): the row, if it existed and has not expired. */
export async function takeState(db: Queryable, stateHash: string, provider: string, now: Date) {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, stateHash), eq(oauthStates.provider, provider)))
    .returning({
      codeVerifier: oauthStates.codeVerifier,
      locale: oauthStates.locale,
      expiresAt: oauthStates.expiresAt,
    });
  return row && row.expiresAt > now ? row : undefined;
}

export async function findIdentityUser(db: Queryable, provider: string, subject: string) {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return row?.userId;
}

export async function linkIdentity(
  db: Queryable,
  values: typeof oauthIdentities.$inferInsert,
): Promise<void> {
  await db.insert(oauthIdentities).values(values).onConflictDoNothing();
}
