import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import { authTokens } from './auth.schema.js';

type Queryable = Pick<Db, 'select' | 'insert' | 'update'>;
export type TokenPurpose = 'verify_email' | 'reset_password';

/**
 * Issues a new single-use token and retires the player's earlier ones of the same purpose, so
 * only the newest link in their mailbox works. Returns the token in clear, for the e-mail.
 */
export async function issueToken(
  db: Queryable,
  values: { userId: number; purpose: TokenPurpose; email: string; expiresAt: Date; now: Date },
): Promise<string> {
  await db
    .update(authTokens)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(authTokens.userId, values.userId),
        eq(authTokens.purpose, values.purpose),
        isNull(authTokens.usedAt),
      ),
    );
  const token = newOpaqueToken();
  await db.insert(authTokens).values({
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: hashToken(token),
    email: values.email,
    expiresAt: values.expiresAt,
    createdAt: values.now,
  });
  return token;
}

/**
 * Uses a token: one conditional UPDATE, so two requests racing with the same token cannot both
 * succeed. `email`, when given, must be the address the token was sent to.
 */
export async function consumeToken(
  db: Queryable,
  purpose: TokenPurpose,
  token: string,
  now: Date,
  email?: string,
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
        email === undefined ? sql`true` : sql`lower(${authTokens.email}) = lower(${email})`,
      ),
    )
    .returning({ userId: authTokens.userId, email: authTokens.email });
  return row;
}
