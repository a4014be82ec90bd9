import { CONTENT_STATUSES, MENU_AREAS, POST_KINDS, SLIDER_KINDS } from '@satsino/contract/content';
import { LOCALES } from '@satsino/contract/locales';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, timestamps } from '../../db/columns.js';

/*
 * Site content. Every item keeps its language-free fields in one table and its texts in a
 * `<item>_translations` table, one row per locale; readers fall back to the English row. Money is
 * bigint minor units and percentages are basis points.
 */

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const status = () => text('status', { enum: CONTENT_STATUSES }).notNull().default('draft');
const position = () => integer('position').notNull().default(0);

/** Blog posts and promotions: a promotion is a post of kind `promotion` (category 2). */
export const contentPosts = pgTable(
  'content_posts',
  {
    id: id(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    status: status(),
    /** Visible from this time once published; a future time schedules the post. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    imageKey: text('image_key').notNull(),
    position: position(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_posts_slug_key').on(table.slug),
    index('content_posts_listing_idx').on(table.kind, table.status, table.publishedAt.desc()),
    check('content_posts_kind_check', oneOf(table.kind, POST_KINDS)),
    check('content_posts_status_check', oneOf(table.status, CONTENT_STATUSES)),
  ],
);

export const contentPostTranslations = pgTable(
  'content_post_translations',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => contentPosts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    metaDescription: text('meta_description').notNull().default(''),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.locale] }),
    check('content_post_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/** Website pages: the policies and "about us" of SPEC §2. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    status: status(),
    position: position(),
    inFooter: boolean('in_footer').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_pages_slug_key').on(table.slug),
    check('content_pages_status_check', oneOf(table.status, CONTENT_STATUSES)),
  ],
);

export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: bigint('page_id', { mode: 'number' })
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Markdown. */
    body: text('body').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.locale] }),
    check('content_page_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/** The home page's image slider and promotions slider. `key` names an entry for the seed. */
export const contentSliders = pgTable(
  'content_sliders',
  {
    id: id(),
    key: text('key').notNull(),
    kind: text('kind', { enum: SLIDER_KINDS }).notNull(),
    status: status(),
    imageKey: text('image_key').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    position: position(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_sliders_key_key').on(table.key),
    check('content_sliders_kind_check', oneOf(table.kind, SLIDER_KINDS)),
    check('content_sliders_status_check', oneOf(table.status, CONTENT_STATUSES)),
  ],
);

export const contentSliderTranslations = pgTable(
  'content_slider_translations',
  {
    sliderId: bigint('slider_id', { mode: 'number' })
      .notNull()
      .references(() => contentSliders.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    alt: text('alt').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.sliderId, table.locale] }),
    check('content_slider_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/**
 * Banners of the landing page. The link and the art are shared by all locales: links are site
 * paths that the web prefixes with the locale, and the generated art carries no words.
 */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: id(),
    key: text('key').notNull(),
    status: status(),
    imageKey: text('image_key').notNull(),
    url: text('url').notNull(),
    position: position(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('content_banners_key_key').on(table.key),
    check('content_banners_status_check', oneOf(table.status, CONTENT_STATUSES)),
  ],
);

export const contentBannerTranslations = pgTable(
  'content_banner_translations',
  {
    bannerId: bigint('banner_id', { mode: 'number' })
      .notNull()
      .references(() => contentBanners.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.bannerId, table.locale] }),
    check('content_banner_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/** VIP programme levels (SPEC §1); the threshold is the amount wagered in total. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: id(),
    key: text('key').notNull(),
    position: position(),
    minWageredMinor: bigint('min_wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    cashbackBps: integer('cashback_bps').notNull().default(0),
    bonusBps: integer('bonus_bps').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vip_levels_key_key').on(table.key),
    check('vip_levels_min_wagered_check', sql`${table.minWageredMinor} >= 0`),
    check('vip_levels_cashback_bps_check', sql`${table.cashbackBps} BETWEEN 0 AND 10000`),
    check('vip_levels_bonus_bps_check', sql`${table.bonusBps} BETWEEN 0 AND 10000`),
  ],
);

export const vipLevelTranslations = pgTable(
  'vip_level_translations',
  {
    levelId: bigint('level_id', { mode: 'number' })
      .notNull()
      .references(() => vipLevels.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.levelId, table.locale] }),
    check('vip_level_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);

/**
 * Links of the site's menus (SPEC §3 menu item: icon, title, to, slug, external), by area:
 * the drawer's generic links, its Casino group, the footer's "About us" and the legal links.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    area: text('area', { enum: MENU_AREAS }).notNull(),
    slug: text('slug').notNull(),
    icon: text('icon').notNull(),
    to: text('to').notNull(),
    external: boolean('external').notNull().default(false),
    position: position(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('menu_items_area_slug_key').on(table.area, table.slug),
    check('menu_items_area_check', oneOf(table.area, MENU_AREAS)),
  ],
);

export const menuItemTranslations = pgTable(
  'menu_item_translations',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    updatedAt: timestamps.updatedAt,
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.locale] }),
    check('menu_item_translations_locale_check', oneOf(table.locale, LOCALES)),
  ],
);
