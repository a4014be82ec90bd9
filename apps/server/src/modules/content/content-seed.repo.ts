import type { PostKind } from '@satsino/contract/content';
import type {
  BannerTranslation,
  MenuItemTranslation,
  PageTranslation,
  PostTranslation,
  SliderTranslation,
  VipLevelTranslation,
} from '@satsino/contract/content-admin';
import type { Locale } from '@satsino/contract/locales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import {
  contentBanners,
  contentBannerTranslations,
  contentPages,
  contentPageTranslations,
  contentPosts,
  contentPostTranslations,
  contentSliders,
  contentSliderTranslations,
  menuItems,
  menuItemTranslations,
  vipLevels,
  vipLevelTranslations,
} from './content.schema.js';

/** A database or a transaction: both run the same queries. */
type Queryable = Pick<Db, 'select' | 'insert'>;

/**
 * The demo seed's writes into one kind of content (apps/server/src/seed). They only ever add:
 * an item whose slug or key is taken is not inserted, and a translation that a locale already
 * has is left as it is, so nothing an operator changed is overwritten.
 */
export interface ContentSeedStore<Item, Texts> {
  /** The new item's id, or undefined when its slug or key is taken. */
  insertIfFree(db: Queryable, item: Item): Promise<number | undefined>;
  findId(db: Queryable, item: Item): Promise<number | undefined>;
  addMissingTranslations(
    db: Queryable,
    id: number,
    texts: ReadonlyArray<readonly [Locale, Texts]>,
  ): Promise<void>;
}

const firstId = (rows: { id: number }[]) => rows[0]?.id;

export interface SeedPostValues {
  slug: string;
  publishedAt: Date;
  imageKey: string;
  position: number;
}

export function postSeedStore(kind: PostKind): ContentSeedStore<SeedPostValues, PostTranslation> {
  return {
    insertIfFree: async (db, post) =>
      firstId(
        await db
          .insert(contentPosts)
          .values({ ...post, kind, status: 'published' })
          .onConflictDoNothing()
          .returning({ id: contentPosts.id }),
      ),
    findId: async (db, post) =>
      firstId(
        await db
          .select({ id: contentPosts.id })
          .from(contentPosts)
          .where(and(eq(contentPosts.slug, post.slug), eq(contentPosts.kind, kind))),
      ),
    async addMissingTranslations(db, postId, texts) {
      if (texts.length === 0) return;
      await db
        .insert(contentPostTranslations)
        .values(
          texts.map(([locale, post]) => ({
            postId,
            locale,
            title: post.title,
            summary: post.summary,
            body: post.body,
            metaDescription: post.meta_description,
          })),
        )
        .onConflictDoNothing();
    },
  };
}

export const pageSeedStore: ContentSeedStore<
  { slug: string; position: number; inFooter: boolean },
  PageTranslation
> = {
  insertIfFree: async (db, page) =>
    firstId(
      await db
        .insert(contentPages)
        .values({ ...page, status: 'published' })
        .onConflictDoNothing()
        .returning({ id: contentPages.id }),
    ),
  findId: async (db, page) =>
    firstId(
      await db
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(eq(contentPages.slug, page.slug)),
    ),
  async addMissingTranslations(db, pageId, texts) {
    if (texts.length === 0) return;
    await db
      .insert(contentPageTranslations)
      .values(texts.map(([locale, page]) => ({ pageId, locale, ...page })))
      .onConflictDoNothing();
  },
};

export const sliderSeedStore: ContentSeedStore<
  Omit<typeof contentSliders.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>,
  SliderTranslation
> = {
  insertIfFree: async (db, slide) =>
    firstId(
      await db
        .insert(contentSliders)
        .values({ ...slide, status: 'published' })
        .onConflictDoNothing()
        .returning({ id: contentSliders.id }),
    ),
  findId: async (db, slide) =>
    firstId(
      await db
        .select({ id: contentSliders.id })
        .from(contentSliders)
        .where(eq(contentSliders.key, slide.key)),
    ),
  async addMissingTranslations(db, sliderId, texts) {
    if (texts.length === 0) return;
    await db
      .insert(contentSliderTranslations)
      .values(texts.map(([locale, slide]) => ({ sliderId, locale, ...slide })))
      .onConflictDoNothing();
  },
};

export const bannerSeedStore: ContentSeedStore<
  { key: string; imageKey: string; url: string; position: number },
  BannerTranslation
> = {
  insertIfFree: async (db, banner) =>
    firstId(
      await db
        .insert(contentBanners)
        .values({ ...banner, status: 'published' })
        .onConflictDoNothing()
        .returning({ id: contentBanners.id }),
    ),
  findId: async (db, banner) =>
    firstId(
      await db
        .select({ id: contentBanners.id })
        .from(contentBanners)
        .where(eq(contentBanners.key, banner.key)),
    ),
  async addMissingTranslations(db, bannerId, texts) {
    if (texts.length === 0) return;
    await db
      .insert(contentBannerTranslations)
      .values(texts.map(([locale, banner]) => ({ bannerId, locale, ...banner })))
      .onConflictDoNothing();
  },
};

export const vipLevelSeedStore: ContentSeedStore<
  Omit<typeof vipLevels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  VipLevelTranslation
> = {
  insertIfFree: async (db, level) =>
    firstId(
      await db
        .insert(vipLevels)
        .values(level)
        .onConflictDoNothing()
        .returning({ id: vipLevels.id }),
    ),
  findId: async (db, level) =>
    firstId(
      await db.select({ id: vipLevels.id }).from(vipLevels).where(eq(vipLevels.key, level.key)),
    ),
  async addMissingTranslations(db, levelId, texts) {
    if (texts.length === 0) return;
    await db
      .insert(vipLevelTranslations)
      .values(texts.map(([locale, level]) => ({ levelId, locale, ...level })))
      .onConflictDoNothing();
  },
};

export const menuItemSeedStore: ContentSeedStore<
  Omit<typeof menuItems.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>,
  MenuItemTranslation
> = {
  insertIfFree: async (db, item) =>
    firstId(
      await db.insert(menuItems).values(item).onConflictDoNothing().returning({ id: menuItems.id }),
    ),
  findId: async (db, item) =>
    firstId(
      await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.area, item.area), eq(menuItems.slug, item.slug))),
    ),
  async addMissingTranslations(db, itemId, texts) {
    if (texts.length === 0) return;
    await db
      .insert(menuItemTranslations)
      .values(texts.map(([locale, item]) => ({ itemId, locale, ...item })))
      .onConflictDoNothing();
  },
};
