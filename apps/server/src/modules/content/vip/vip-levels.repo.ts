import type { Locale } from '@satsino/contract/locales';
import { and, asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../admin/translatable-store.js';
import { vipLevels, vipLevelTranslations } from '../content.schema.js';

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipLevelTranslationRow = typeof vipLevelTranslations.$inferSelect;

/** A programme has a few levels; the bound keeps the answer small regardless. */
export const VIP_LEVELS_MAX = 50;

/** Lowest level first. */
export async function listVipLevels(db: Queryable): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .orderBy(asc(vipLevels.position), asc(vipLevels.minWageredMinor), asc(vipLevels.id))
    .limit(VIP_LEVELS_MAX);
}

export async function vipLevelTexts(
  db: Queryable,
  levelIds: readonly number[],
  locales: readonly Locale[],
): Promise<VipLevelTranslationRow[]> {
  if (levelIds.length === 0) return [];
  return db
    .select()
    .from(vipLevelTranslations)
    .where(
      and(
        inArray(vipLevelTranslations.levelId, [...levelIds]),
        inArray(vipLevelTranslations.locale, [...locales]),
      ),
    );
}
