import type { BannerTranslation } from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, TranslatableStore } from '../admin/translatable-store.js';
import { contentBanners, contentBannerTranslations } from '../content.schema.js';

export type BannerRow = typeof contentBanners.$inferSelect;
export type NewBanner = typeof contentBanners.$inferInsert;
export type BannerTranslationRow = typeof contentBannerTranslations.$inferSelect;
export type BannerChanges = Omit<NewBanner, 'id' | 'createdAt' | 'updatedAt'>;

/** Every column of a banner: players' answers and the operator's both use them. */
const bannerColumns = {
  id: contentBanners.id,
  key: contentBanners.key,
  status: contentBanners.status,
  imageKey: contentBanners.imageKey,
  url: contentBanners.url,
  position: contentBanners.position,
  createdAt: contentBanners.createdAt,
  updatedAt: contentBanners.updatedAt,
};

const bannerTranslationColumns = {
  bannerId: contentBannerTranslations.bannerId,
  locale: contentBannerTranslations.locale,
  title: contentBannerTranslations.title,
  description: contentBannerTranslations.description,
  updatedAt: contentBannerTranslations.updatedAt,
};

/** The landing page shows a few banners; the bound keeps the answer small regardless. */
export const BANNERS_MAX = 20;

export async function listPublishedBanners(db: Queryable): Promise<BannerRow[]> {
  return db
    .select(bannerColumns)
    .from(contentBanners)
    .where(eq(contentBanners.status, 'published'))
    .orderBy(asc(contentBanners.position), asc(contentBanners.id))
    .limit(BANNERS_MAX);
}

export async function bannerTranslations(
  db: Queryable,
  bannerIds: readonly number[],
  locales: readonly Locale[],
): Promise<BannerTranslationRow[]> {
  if (bannerIds.length === 0) return [];
  return db
    .select(bannerTranslationColumns)
    .from(contentBannerTranslations)
    .where(
      and(
        inArray(contentBannerTranslations.bannerId, [...bannerIds]),
        inArray(contentBannerTranslations.locale, [...locales]),
      ),
    );
}

export const bannerStore: TranslatableStore<BannerRow, BannerChanges, BannerTranslation> = {
  list: (db, limit) =>
    db
      .select(bannerColumns)
      .from(contentBanners)
      .orderBy(asc(contentBanners.position), desc(contentBanners.id))
      .limit(limit),
  async find(db, id) {
    const [row] = await db
      .select(bannerColumns)
      .from(contentBanners)
      .where(eq(contentBanners.id, id));
    return row;
  },
  async insert(db, values) {
    const [row] = await db.insert(contentBanners).values(values).returning(bannerColumns);
    if (!row) throw new Error('insert into content_banners returned no row');
    return row;
  },
  async update(db, id, changes) {
    const [row] = await db
      .update(contentBanners)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(contentBanners.id, id))
      .returning(bannerColumns);
    return row;
  },
  async remove(db, id) {
    const [row] = await db
      .delete(contentBanners)
      .where(eq(contentBanners.id, id))
      .returning(bannerColumns);
    return row;
  },
  async translations(db, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .select(bannerTranslationColumns)
      .from(contentBannerTranslations)
      .where(inArray(contentBannerTranslations.bannerId, [...ids]));
    return rows.map((row) => ({
      ownerId: row.bannerId,
      locale: row.locale as Locale,
      texts: { title: row.title, description: row.description },
    }));
  },
  async putTranslation(db, bannerId, locale, texts) {
    const columns = { title: texts.title, description: texts.description };
    await db
      .insert(contentBannerTranslations)
      .values({ bannerId, locale, ...columns })
      .onConflictDoUpdate({
        target: [contentBannerTranslations.bannerId, contentBannerTranslations.locale],
        set: { ...columns, updatedAt: sql`now()` },
      });
  },
  async removeTranslation(db, bannerId, locale) {
    const rows = await db
      .delete(contentBannerTranslations)
      .where(
        and(
          eq(contentBannerTranslations.bannerId, bannerId),
          eq(contentBannerTranslations.locale, locale),
        ),
      )
      .returning({ bannerId: contentBannerTranslations.bannerId });
    return rows.length > 0;
  },
};
