import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { siteSettings } from './site.schema.js';

export interface SettingRow {
  value: unknown;
  updatedAt: Date;
}

export async function readSetting(db: Db, key: string): Promise<SettingRow | undefined> {
  const [row] = await db
    .select({ value: siteSettings.value, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row;
}

/** Insert or replace: a database that was never seeded still gets the switch. */
export async function writeSetting(db: Db, key: string, value: unknown): Promise<SettingRow> {
  const [row] = await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: sql`now()` } })
    .returning({ value: siteSettings.value, updatedAt: siteSettings.updatedAt });
  if (!row) throw new Error(`writing the setting ${key} returned no row`);
  return row;
}
