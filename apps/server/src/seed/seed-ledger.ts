import type { Db } from '../db/connection.js';
import { readSetting, writeSetting } from '../modules/site/site.repo.js';

/*
 * Which demo items a seed has ever created, kept in one `site_settings` row per seed
 * (`content_seed`, `catalogue_seed`). An item on the list that is gone was deleted by an
 * operator, and the seed must not bring it back at the next start.
 */

type Queryable = Pick<Db, 'select' | 'insert'>;

export async function readSeededKeys(db: Queryable, ledgerKey: string): Promise<Set<string>> {
  const row = await readSetting(db, ledgerKey);
  const value = row?.value as { seeded?: unknown } | undefined;
  const seeded = Array.isArray(value?.seeded) ? value.seeded : [];
  return new Set(seeded.filter((key): key is string => typeof key === 'string'));
}

export async function writeSeededKeys(
  db: Queryable,
  ledgerKey: string,
  keys: Set<string>,
): Promise<void> {
  await writeSetting(db, ledgerKey, { seeded: [...keys].sort() });
}
