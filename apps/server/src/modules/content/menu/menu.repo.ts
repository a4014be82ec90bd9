import type { MenuItemTranslation } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { menuItems, menuItemTranslations } from '../content.schema.js';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuItemChanges = Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MenuItemTranslationRow = typeof menuItemTranslations.$inferSelect;

/** Every area together stays far below this. */
export const MENU_ITEMS_MAX = 200;

/** By area, then position. */
export async function listMenuItems(db: Queryable, limit = MENU_ITEMS_MAX): Promise<MenuItemRow[]> {
  return db
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.area), asc(menuItems.position), asc(menuItems.id))
    .limit(limit);
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

/** The operator's reads and writes of menu items and their titles. */
export const menuItemStore: TranslatableStore<
  MenuItemRow,
  MenuItemChanges,
  MenuItemChanges,
  MenuItemTranslation
> = {
  list: listMenuItems,
  async find(db, id) {
    const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(menuItems).values(values).returning();
    if (!row) throw new Error('insert into menu_items returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(menuItems)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(menuItems.id, id))
      .returning();
    return row;
  },
  async remove(db, id) {
    const rows = await db
      .delete(menuItems)
      .where(eq(menuItems.id, id))
      .returning({ id: menuItems.id });
    return rows.length > 0;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(menuItemTranslations)
      .where(inArray(menuItemTranslations.itemId, [...ids]));
    return rows.map((row) => ({
      ownerId: row.itemId,
      locale: row.locale as Locale,
      texts: { title: row.title },
    }));
  },
  async putTranslation(db, itemId, locale, texts) {
    await db
      .insert(menuItemTranslations)
      .values({ itemId, locale, title: texts.title })
      .onConflictDoUpdate({
        target: [menuItemTranslations.itemId, menuItemTranslations.locale],
        set: { title: texts.title, updatedAt: sql`now()` },
      });
  },
  async removeTranslation(db, itemId, locale) {
    const rows = await db
      .delete(menuItemTranslations)
      .where(and(eq(menuItemTranslations.itemId, itemId), eq(menuItemTranslations.locale, locale)))
      .returning({ itemId: menuItemTranslations.itemId });
    return rows.length > 0;
  },
};
