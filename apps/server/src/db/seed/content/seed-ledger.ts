import { eq, sql } from 'drizzle-orm';
import { siteSettings } from '../../../modules/site/site.schema.js';
import type { Db } from '../../connection.js';

/** The `site_settings` row listing every demo item the seed has ever created. */
export const CONTENT_SEED_LEDGER_KEY = 'content_seed';

type Queryable = Pick<Db, 'select' | 'insert'>;

/**
 * Which demo items were seeded before. An item on the list that is gone was deleted by an
 * operator, and the seed must not bring it back at the next start.
 */
export async function readSeededKeys(db: Queryable): Promise<Set<string>> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, CONTENT_SEED_LEDGER_KEY));
  const value = row?.value as { seeded?: unknown } | undefined;
  const seeded = Array.isArray(value?.seeded) ? value.seeded : [];
  return new Set(seeded.filter((key): key is string => typeof key === 'string'));
}

export async function writeSeededKeys(db: Queryable, keys: Set<string>): Promise<void> {
  const value = { seeded: [...keys].sort() };
  await db
    .insert(siteSettings)
    .values({ key: CONTENT_SEED_LEDGER_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } });
}
