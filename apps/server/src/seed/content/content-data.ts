import path from 'node:path';
import { MENU_AREAS, SLIDER_KINDS, slugField, VIP_LEVEL_FIGURES } from '@satsino/contract/content';
import {
  type BannerTranslation,
  bannerTranslation,
  MENU_ICON_PATTERN,
  type MenuItemTranslation,
  menuItemTranslation,
  type PageTranslation,
  type PostTranslation,
  pageTranslation,
  postTranslation,
  type SliderTranslation,
  sliderTranslation,
  type VipLevelTranslation,
  vipLevelTranslation,
} from '@satsino/contract/content-admin';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { z } from 'zod';
import { isArtworkName } from '../../modules/content/media/artworks.js';
import {
  dataPath,
  listData,
  readJsonFile,
  readMarkdownFile,
  SeedDataError,
} from '../data-files.js';
import { fillFigures } from '../figures.js';

/*
 * The demo content as data (`seed/data/content/`):
 *
 *   items.json                      which posts, promotions, pages, slides, banners and menu items
 *                                   exist: slugs, art, links, order
 *   posts/<slug>/<lng>.md           a blog post in one locale: front matter (title, summary,
 *   promotions/<slug>/<lng>.md      meta_description) and the Markdown body
 *   pages/<slug>/<lng>.md           a policy page: front matter (title, description) and body
 *   showcase/<lng>.json             the short texts: slides, banners, VIP levels, menu titles
 *
 * English is complete; another locale may translate any part, and what it leaves out is shown in
 * English. Texts state figures as placeholders (`{welcomePercent}`), filled in here (figures.ts).
 * The VIP levels themselves are the contract's VIP_LEVEL_FIGURES; only their words are data.
 */

const artwork = z.string().refine(isArtworkName, 'not an artwork of content/media/artworks.ts');
const position = z.number().int();

const contentItems = z.strictObject({
  posts: z.array(
    z.strictObject({
      slug: slugField,
      imageKey: artwork,
      /** Published this many days before the seed runs, so the newest-first order is stable. */
      daysAgo: z.number().int().min(0),
      position,
    }),
  ),
  promotions: z.array(
    z.strictObject({
      slug: slugField,
      imageKey: artwork,
      daysAgo: z.number().int().min(0),
      position,
    }),
  ),
  pages: z.array(z.strictObject({ slug: slugField, position, inFooter: z.boolean() })),
  slides: z.array(
    z.strictObject({
      key: slugField,
      kind: z.enum(SLIDER_KINDS),
      imageKey: artwork,
      redirectUrl: z.string().min(1),
      position,
    }),
  ),
  banners: z.array(
    z.strictObject({ key: slugField, imageKey: artwork, url: z.string().min(1), position }),
  ),
  menu: z.array(
    z.strictObject({
      area: z.enum(MENU_AREAS),
      slug: slugField,
      icon: z.string().regex(MENU_ICON_PATTERN),
      to: z.string().min(1),
      external: z.boolean().optional(),
    }),
  ),
});
export type ContentItems = z.output<typeof contentItems>;
export type SeedPost = ContentItems['posts'][number];
export type SeedMenuItem = ContentItems['menu'][number];

/** Menu texts are keyed `<area>.<slug>`, e.g. `drawer.home`. */
export const menuKey = (item: Pick<SeedMenuItem, 'area' | 'slug'>) => `${item.area}.${item.slug}`;

/** The VIP levels of SPEC §1, with the figures of ADR 0003. */
export const SEED_VIP_LEVELS = VIP_LEVEL_FIGURES.map((level, index) => ({
  key: level.key,
  position: index + 1,
  // Whole account-currency units to minor units (cents).
  minWageredMinor: BigInt(level.minWagered) * 100n,
  cashbackBps: level.cashbackBps,
  bonusBps: level.bonusBps,
}));

export interface ContentTexts {
  posts: Record<string, PostTranslation>;
  promotions: Record<string, PostTranslation>;
  pages: Record<string, PageTranslation>;
  slides: Record<string, SliderTranslation>;
  banners: Record<string, BannerTranslation>;
  vipLevels: Record<string, VipLevelTranslation>;
  menu: Record<string, MenuItemTranslation>;
}
export type ContentPart = keyof ContentTexts;

export interface ContentSeedData {
  items: ContentItems;
  /** Every locale's texts, figures filled in; English has every item. */
  texts: Record<Locale, ContentTexts>;
}

const text = z.string().min(1);
const postFrontMatter = z.strictObject({ title: text, summary: text, meta_description: text });
const pageFrontMatter = z.strictObject({ title: text, description: text });
const showcaseTexts = z.strictObject({
  slides: z.record(z.string(), z.strictObject({ title: text, alt: text })).optional(),
  banners: z.record(z.string(), z.strictObject({ title: text, description: text })).optional(),
  vipLevels: z
    .record(z.string(), z.strictObject({ name: text, benefits: z.array(text) }))
    .optional(),
  menu: z.record(z.string(), z.strictObject({ title: text })).optional(),
});

/** The rules the operator's console applies to the same texts (the contract's schemas). */
const ADMIN_RULES: Record<ContentPart, z.ZodType> = {
  posts: postTranslation,
  promotions: postTranslation,
  pages: pageTranslation,
  slides: sliderTranslation,
  banners: bannerTranslation,
  vipLevels: vipLevelTranslation,
  menu: menuItemTranslation,
};

const isLocale = (name: string): name is Locale => (LOCALES as readonly string[]).includes(name);

/**
 * Every string of a text with its figures filled in for the locale, checked against the rules
 * the operator's console applies to the same kind of text.
 */
function filled<Texts>(part: ContentPart, texts: Texts, locale: Locale, file: string): Texts {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillFigures(value, locale);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  let result: Texts;
  try {
    result = fill(texts) as Texts;
  } catch (error) {
    throw new SeedDataError(file, (error as Error).message);
  }
  const rules = ADMIN_RULES[part].safeParse(result);
  if (!rules.success)
    throw new SeedDataError(file, `breaks the console's rules\n${z.prettifyError(rules.error)}`);
  return result;
}

function emptyTexts(): ContentTexts {
  return { posts: {}, promotions: {}, pages: {}, slides: {}, banners: {}, vipLevels: {}, menu: {} };
}

/** `<part>/<slug>/<lng>.md` for every known slug; an unknown folder or file name is an error. */
function readMarkdownPart(
  contentDir: string,
  part: 'posts' | 'promotions' | 'pages',
  slugs: ReadonlySet<string>,
  texts: Record<Locale, ContentTexts>,
): void {
  const partDir = path.join(contentDir, part);
  for (const slug of listData(partDir)) {
    const slugDir = path.join(partDir, slug);
    if (!slugs.has(slug))
      throw new SeedDataError(slugDir, `no ${part} item "${slug}" in items.json`);
    for (const fileName of listData(slugDir)) {
      const file = path.join(slugDir, fileName);
      const locale = fileName.replace(/\.md$/, '');
      if (!fileName.endsWith('.md') || !isLocale(locale))
        throw new SeedDataError(file, `name it <locale>.md, one of ${LOCALES.join(', ')}`);
      if (part === 'pages') {
        const { front, body } = readMarkdownFile(file, pageFrontMatter);
        texts[locale].pages[slug] = filled(part, { ...front, body }, locale, file);
      } else {
        const { front, body } = readMarkdownFile(file, postFrontMatter);
        texts[locale][part][slug] = filled(
          part,
          {
            title: front.title,
            summary: front.summary,
            body,
            meta_description: front.meta_description,
          },
          locale,
          file,
        );
      }
    }
  }
}

function readShowcase(
  contentDir: string,
  keys: Record<'slides' | 'banners' | 'vipLevels' | 'menu', ReadonlySet<string>>,
  texts: Record<Locale, ContentTexts>,
): void {
  const showcaseDir = path.join(contentDir, 'showcase');
  for (const fileName of listData(showcaseDir)) {
    const file = path.join(showcaseDir, fileName);
    const locale = fileName.replace(/\.json$/, '');
    if (!fileName.endsWith('.json') || !isLocale(locale))
      throw new SeedDataError(file, `name it <locale>.json, one of ${LOCALES.join(', ')}`);
    const showcase = readJsonFile(file, showcaseTexts);
    for (const part of ['slides', 'banners', 'vipLevels', 'menu'] as const) {
      for (const [key, entry] of Object.entries(showcase[part] ?? {})) {
        if (!keys[part].has(key)) throw new SeedDataError(file, `${part}: no item "${key}"`);
        texts[locale][part][key] = filled(part, entry, locale, file);
      }
    }
  }
}

function requireUnique(file: string, what: string, keys: readonly string[]): Set<string> {
  const unique = new Set(keys);
  if (unique.size !== keys.length) {
    const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
    throw new SeedDataError(file, `${what} listed twice: ${twice.join(', ')}`);
  }
  return unique;
}

/**
 * Reads and checks every content data file (`seed/data/content`, or another folder of the same
 * shape); throws a SeedDataError naming the first bad file.
 */
export function loadContentData(contentDir = dataPath('content')): ContentSeedData {
  const itemsFile = path.join(contentDir, 'items.json');
  const items = readJsonFile(itemsFile, contentItems);
  const keys = {
    posts: requireUnique(
      itemsFile,
      'posts',
      items.posts.map((post) => post.slug),
    ),
    promotions: requireUnique(
      itemsFile,
      'promotions',
      items.promotions.map((post) => post.slug),
    ),
    pages: requireUnique(
      itemsFile,
      'pages',
      items.pages.map((page) => page.slug),
    ),
    slides: requireUnique(
      itemsFile,
      'slides',
      items.slides.map((slide) => slide.key),
    ),
    banners: requireUnique(
      itemsFile,
      'banners',
      items.banners.map((banner) => banner.key),
    ),
    vipLevels: new Set<string>(SEED_VIP_LEVELS.map((level) => level.key)),
    menu: requireUnique(itemsFile, 'menu items', items.menu.map(menuKey)),
  } satisfies Record<ContentPart, ReadonlySet<string>>;

  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, emptyTexts()])) as Record<
    Locale,
    ContentTexts
  >;
  readMarkdownPart(contentDir, 'posts', keys.posts, texts);
  readMarkdownPart(contentDir, 'promotions', keys.promotions, texts);
  readMarkdownPart(contentDir, 'pages', keys.pages, texts);
  readShowcase(contentDir, keys, texts);

  for (const part of Object.keys(keys) as ContentPart[]) {
    for (const key of keys[part]) {
      if (texts.en[part][key] !== undefined) continue;
      const missing =
        part === 'posts' || part === 'promotions' || part === 'pages'
          ? path.join(contentDir, part, key, 'en.md')
          : path.join(contentDir, 'showcase', 'en.json');
      throw new SeedDataError(missing, `${part} "${key}" has no English text`);
    }
  }
  return { items, texts };
}

/** One item's texts in every locale that has them, in the order of LOCALES (English first). */
export function translationsOf<Part extends ContentPart>(
  texts: Record<Locale, ContentTexts>,
  part: Part,
  key: string,
): Array<[Locale, ContentTexts[Part][string]]> {
  const found: Array<[Locale, ContentTexts[Part][string]]> = [];
  for (const locale of LOCALES) {
    const entry = texts[locale][part][key] as ContentTexts[Part][string] | undefined;
    if (entry !== undefined) found.push([locale, entry]);
  }
  return found;
}
