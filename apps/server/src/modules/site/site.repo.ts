import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { columnsOf, type RowOf } from '../../db/rows.js';
import { siteSettings } from './site.schema.js';

const SETTING_COLUMNS = columnsOf(siteSettings, ['value', 'updatedAt']);
export type SettingRow = RowOf<typeof siteSettings, keyof typeof SETTING_COLUMNS>;

export async function readSetting(
  db: Pick<Db, 'select'>,
  key: string,
): Promise<SettingRow | undefined> {
  const [row] = await db
    .select(SETTING_COLUMNS)
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row;
}

/** Insert or replace: a database that was never seeded still gets the switch. */
export async function writeSetting(
  db: Pick<Db, 'insert'>,
  key: string,
  value: unknown,
): Promise<SettingRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
    .returning(SETTING_COLUMNS);
  if (!row) throw new Error(`writing the setting ${key} returned no row`);
  return row;
}

/** Inserts the setting unless it exists: a value an operator chose is kept. */
export async function insertSettingIfMissing(
  db: Pick<Db, 'insert'>,
  key: string,
  value: unknown,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoNothing({ target: siteSettings.key });
}
