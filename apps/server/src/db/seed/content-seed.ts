import type { PostTranslation } from '@satsino/contract/content';
import type { Locale } from '@satsino/contract/locales';
import { and, eq } from 'drizzle-orm';
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
} from '../../modules/content/content.schema.js';
import type { Db } from '../connection.js';
import { translationsOf } from './content/localized.js';
import { readSeededKeys, writeSeededKeys } from './content/seed-ledger.js';
import {
  menuKey,
  type PostSlug,
  type PromotionSlug,
  SEED_BANNERS,
  SEED_MENU,
  SEED_PAGES,
  SEED_POSTS,
  SEED_PROMOTIONS,
  SEED_SLIDES,
  SEED_VIP_LEVELS,
  type SeedPost,
} from './content/structure.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo content: policies, blog posts, promotions, sliders, banners, VIP levels and menus,
 * with their texts in every locale that has them (`content/locales/<lng>.ts`).
 *
 * Idempotent and respectful of operators: an item is inserted only if its slug or key is free
 * (`ON CONFLICT DO NOTHING`), a translation only if that locale is missing, nothing is ever
 * updated, and an item the seed created once and an operator deleted is not created again.
 * Run at every start, it therefore only adds what is new — such as a freshly translated locale.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const seeded = await readSeededKeys(tx);

    /** The id of a demo item: created if never seeded, found if it exists, else skipped. */
    async function ensure(
      ledgerKey: string,
      insert: () => Promise<{ id: number }[]>,
      find: () => Promise<{ id: number }[]>,
    ): Promise<number | undefined> {
      if (!seeded.has(ledgerKey)) {
        const [inserted] = await insert();
        seeded.add(ledgerKey);
        if (inserted) return inserted.id;
      }
      const [existing] = await find();
      return existing?.id;
    }

    await seedPosts(tx, ensure, 'post', SEED_POSTS, now, (slug) =>
      translationsOf('posts', slug as PostSlug),
    );
    await seedPosts(tx, ensure, 'promotion', SEED_PROMOTIONS, now, (slug) =>
      translationsOf('promotions', slug as PromotionSlug),
    );

    for (const page of SEED_PAGES) {
      const id = await ensure(
        `page:${page.slug}`,
        () =>
          tx
            .insert(contentPages)
            .values({ ...page, status: 'published' })
            .onConflictDoNothing()
            .returning({ id: contentPages.id }),
        () =>
          tx
            .select({ id: contentPages.id })
            .from(contentPages)
            .where(eq(contentPages.slug, page.slug)),
      );
      if (id === undefined) continue;
      const rows = translationsOf('pages', page.slug).map(([locale, texts]) => ({
        pageId: id,
        locale,
        ...texts,
      }));
      if (rows.length > 0)
        await tx.insert(contentPageTranslations).values(rows).onConflictDoNothing();
    }

    for (const slide of SEED_SLIDES) {
      const id = await ensure(
        `slide:${slide.key}`,
        () =>
          tx
            .insert(contentSliders)
            .values({ ...slide, status: 'published' })
            .onConflictDoNothing()
            .returning({ id: contentSliders.id }),
        () =>
          tx
            .select({ id: contentSliders.id })
            .from(contentSliders)
            .where(eq(contentSliders.key, slide.key)),
      );
      if (id === undefined) continue;
      const rows = translationsOf('slides', slide.key).map(([locale, texts]) => ({
        sliderId: id,
        locale,
        ...texts,
      }));
      if (rows.length > 0)
        await tx.insert(contentSliderTranslations).values(rows).onConflictDoNothing();
    }

    for (const banner of SEED_BANNERS) {
      const id = await ensure(
        `banner:${banner.key}`,
        () =>
          tx
            .insert(contentBanners)
            .values({ ...banner, status: 'published' })
            .onConflictDoNothing()
            .returning({ id: contentBanners.id }),
        () =>
          tx
            .select({ id: contentBanners.id })
            .from(contentBanners)
            .where(eq(contentBanners.key, banner.key)),
      );
      if (id === undefined) continue;
      const rows = translationsOf('banners', banner.key).map(([locale, texts]) => ({
        bannerId: id,
        locale,
        ...texts,
      }));
      if (rows.length > 0)
        await tx.insert(contentBannerTranslations).values(rows).onConflictDoNothing();
    }

    for (const level of SEED_VIP_LEVELS) {
      const id = await ensure(
        `vip:${level.key}`,
        () =>
          tx.insert(vipLevels).values(level).onConflictDoNothing().returning({ id: vipLevels.id }),
        () => tx.select({ id: vipLevels.id }).from(vipLevels).where(eq(vipLevels.key, level.key)),
      );
      if (id === undefined) continue;
      const rows = translationsOf('vipLevels', level.key).map(([locale, texts]) => ({
        levelId: id,
        locale,
        ...texts,
      }));
      if (rows.length > 0) await tx.insert(vipLevelTranslations).values(rows).onConflictDoNothing();
    }

    for (const [index, item] of SEED_MENU.entries()) {
      const key = menuKey(item);
      const id = await ensure(
        `menu:${key}`,
        () =>
          tx
            .insert(menuItems)
            .values({ ...item, position: index + 1 })
            .onConflictDoNothing()
            .returning({ id: menuItems.id }),
        () =>
          tx
            .select({ id: menuItems.id })
            .from(menuItems)
            .where(and(eq(menuItems.area, item.area), eq(menuItems.slug, item.slug))),
      );
      if (id === undefined) continue;
      const rows = translationsOf('menu', key).map(([locale, texts]) => ({
        itemId: id,
        locale,
        ...texts,
      }));
      if (rows.length > 0) await tx.insert(menuItemTranslations).values(rows).onConflictDoNothing();
    }

    await writeSeededKeys(tx, seeded);
  });
}

type Ensure = (
  ledgerKey: string,
  insert: () => Promise<{ id: number }[]>,
  find: () => Promise<{ id: number }[]>,
) => Promise<number | undefined>;

async function seedPosts(
  tx: Tx,
  ensure: Ensure,
  kind: 'post' | 'promotion',
  items: readonly SeedPost[],
  now: Date,
  textsOf: (slug: string) => Array<[Locale, PostTranslation]>,
): Promise<void> {
  for (const post of items) {
    const id = await ensure(
      `${kind}:${post.slug}`,
      () =>
        tx
          .insert(contentPosts)
          .values({
            slug: post.slug,
            kind,
            status: 'published',
            publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
            imageKey: post.imageKey,
            position: post.position,
          })
          .onConflictDoNothing()
          .returning({ id: contentPosts.id }),
      () =>
        tx
          .select({ id: contentPosts.id })
          .from(contentPosts)
          .where(and(eq(contentPosts.slug, post.slug), eq(contentPosts.kind, kind))),
    );
    if (id === undefined) continue;
    const rows = textsOf(post.slug).map(([locale, texts]) => ({
      postId: id,
      locale,
      title: texts.title,
      summary: texts.summary,
      body: texts.body,
      metaDescription: texts.meta_description,
    }));
    if (rows.length > 0)
      await tx.insert(contentPostTranslations).values(rows).onConflictDoNothing();
  }
}
