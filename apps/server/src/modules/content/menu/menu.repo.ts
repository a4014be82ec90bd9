import type { Locale } from '@satsino/contract/locales';
import { and, asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../admin/translatable-store.js';
import { menuItems, menuItemTranslations } from '../content.schema.js';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuItemTranslationRow = typeof menuItemTranslations.$inferSelect;

/** Every area together stays far below this. */
export const MENU_ITEMS_MAX = 200;

export async function listMenuItems(db: Queryable): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.area), asc(menuItems.position), asc(menuItems.id))
    .limit(MENU_ITEMS_MAX);
}

export async function menuItemTexts(
  db: Queryable,
  itemIds: readonly number[],
  locales: readonly Locale[],
): Promise<MenuItemTranslationRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(menuItemTranslations)
    .where(
      and(
        inArray(menuItemTranslations.itemId, [...itemIds]),
        inArray(menuItemTranslations.locale, [...locales]),
      ),
    );
}
