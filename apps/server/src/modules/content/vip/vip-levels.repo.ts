import type { VipLevelTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { vipLevels, vipLevelTranslations } from '../content.schema.js';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipLevelChanges = Omit<typeof vipLevels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type VipLevelTranslationRow = typeof vipLevelTranslations.$inferSelect;

/** Every column of a VIP level: players' answers and the operator's both use them. */
const vipLevelColumns = {
  id: vipLevels.id,
  key: vipLevels.key,
  position: vipLevels.position,
  minWageredMinor: vipLevels.minWageredMinor,
  cashbackBps: vipLevels.cashbackBps,
  bonusBps: vipLevels.bonusBps,
  createdAt: vipLevels.createdAt,
  updatedAt: vipLevels.updatedAt,
};

const vipLevelTranslationColumns = {
  levelId: vipLevelTranslations.levelId,
  locale: vipLevelTranslations.locale,
  name: vipLevelTranslations.name,
  benefits: vipLevelTranslations.benefits,
  updatedAt: vipLevelTranslations.updatedAt,
};

/** A programme has a few levels; the bound keeps the answer small regardless. */
export const VIP_LEVELS_MAX = 50;

/** Lowest level first. */
export async function listVipLevels(db: Queryable, limit = VIP_LEVELS_MAX): Promise<VipLevelRow[]> {
  return db
    .select(vipLevelColumns)
    .from(vipLevels)
    .orderBy(asc(vipLevels.position), asc(vipLevels.minWageredMinor), asc(vipLevels.id))
    .limit(limit);
}

export async function vipLevelTexts(
  db: Queryable,
  levelIds: readonly number[],
  locales: readonly Locale[],
): Promise<VipLevelTranslationRow[]> {
  if (levelIds.length === 0) return [];
  return db
    .select(vipLevelTranslationColumns)
    .from(vipLevelTranslations)
    .where(
      and(
        inArray(vipLevelTranslations.levelId, [...levelIds]),
        inArray(vipLevelTranslations.locale, [...locales]),
      ),
    );
}

/** The operator's reads and writes of VIP levels and their texts. */
export const vipLevelStore: TranslatableStore<VipLevelRow, VipLevelChanges, VipLevelTranslation> = {
  list: listVipLevels,
  async find(db, id) {
    const [row] = await db.select(vipLevelColumns).from(vipLevels).where(eq(vipLevels.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(vipLevels).values(values).returning(vipLevelColumns);
    if (!row) throw new Error('insert into vip_levels returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(vipLevels)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(vipLevels.id, id))
      .returning(vipLevelColumns);
    return row;
  },
  async remove(db, id) {
    const [row] = await db.delete(vipLevels).where(eq(vipLevels.id, id)).returning(vipLevelColumns);
    return row;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(vipLevelTranslationColumns)
      .from(vipLevelTranslations)
      .where(inArray(vipLevelTranslations.levelId, [...ids]));
    return rows.map((row) => ({
      ownerId: row.levelId,
      locale: row.locale as Locale,
      texts: { name: row.name, benefits: row.benefits },
    }));
  },
  async putTranslation(db, levelId, locale, texts) {
    const columns = { name: texts.name, benefits: texts.benefits };
    await db
      .insert(vipLevelTranslations)
      .values({ levelId, locale, ...columns })
      .onConflictDoUpdate({
        target: [vipLevelTranslations.levelId, vipLevelTranslations.locale],
        set: { ...columns, updatedAt: sql`now()` },
      });
  },
  async removeTranslation(db, levelId, locale) {
    const rows = await db
      .delete(vipLevelTranslations)
      .where(
        and(eq(vipLevelTranslations.levelId, levelId), eq(vipLevelTranslations.locale, locale)),
      )
      .returning({ levelId: vipLevelTranslations.levelId });
    return rows.length > 0;
  },
};
