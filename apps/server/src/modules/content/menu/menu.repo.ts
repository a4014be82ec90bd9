import type { MenuItemTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { menuItems, menuItemTranslations } from '../content.schema.js';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type MenuItemChanges = Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type MenuItemTranslationRow = typeof menuItemTranslations.$inferSelect;

/** Every column of a menu item: players' answers and the operator's both use them. */
const menuItemColumns = {
  id: menuItems.id,
  area: menuItems.area,
  slug: menuItems.slug,
  icon: menuItems.icon,
  to: menuItems.to,
  external: menuItems.external,
  position: menuItems.position,
  createdAt: menuItems.createdAt,
  updatedAt: menuItems.updatedAt,
};

const menuItemTranslationColumns = {
  itemId: menuItemTranslations.itemId,
  locale: menuItemTranslations.locale,
  title: menuItemTranslations.title,
  updatedAt: menuItemTranslations.updatedAt,
};

/** Every area together stays far below this. */
export const MENU_ITEMS_MAX = 200;

/** By area, then position. */
export async function listMenuItems(db: Queryable, limit = MENU_ITEMS_MAX): Promise<MenuItemRow[]> {
  return db
    .select(menuItemColumns)
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
    .select(menuItemTranslationColumns)
    .from(menuItemTranslations)
    .where(
      and(
        inArray(menuItemTranslations.itemId, [...itemIds]),
        inArray(menuItemTranslations.locale, [...locales]),
      ),
    );
}

/** The operator's reads and writes of menu items and their titles. */
export const menuItemStore: TranslatableStore<MenuItemRow, MenuItemChanges, MenuItemTranslation> = {
  list: listMenuItems,
  async find(db, id) {
    const [row] = await db.select(menuItemColumns).from(menuItems).where(eq(menuItems.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(menuItems).values(values).returning(menuItemColumns);
    if (!row) throw new Error('insert into menu_items returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(menuItems)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(menuItems.id, id))
      .returning(menuItemColumns);
    return row;
  },
  async remove(db, id) {
    const [row] = await db.delete(menuItems).where(eq(menuItems.id, id)).returning(menuItemColumns);
    return row;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(menuItemTranslationColumns)
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
