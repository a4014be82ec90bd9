import { MARKETING_FIGURES, VIP_LEVEL_FIGURES } from '@satsino/contract/content';
import { and, count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool, type Db } from '../src/db/connection.js';
import * as content from '../src/modules/content/content.schema.js';
import { loadContentData } from '../src/seed/content/content-data.js';
import { seedDemoContent } from '../src/seed/content/seed-content.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';

// The data files the seed reads (seed/data/content), with their figures filled in.
const { items, texts: CONTENT_TEXTS } = loadContentData();
const {
  menu: SEED_MENU,
  pages: SEED_PAGES,
  posts: SEED_POSTS,
  promotions: SEED_PROMOTIONS,
} = items;

const tables = [
  content.contentPosts,
  content.contentPostTranslations,
  content.contentPages,
  content.contentPageTranslations,
  content.contentSliders,
  content.contentSliderTranslations,
  content.contentBanners,
  content.contentBannerTranslations,
  content.vipLevels,
  content.vipLevelTranslations,
  content.menuItems,
  content.menuItemTranslations,
];

async function counts(db: Db): Promise<number[]> {
  const result: number[] = [];
  for (const table of tables) {
    const [row] = await db.select({ total: count() }).from(table);
    result.push(row?.total ?? 0);
  }
  return result;
}

describe('seedDemoContent', () => {
  let testDatabase: TestDatabase;
  let pool: ReturnType<typeof createPool>;
  let db: Db;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    pool = createPool(testDatabase.url, pino({ level: 'silent' }));
    db = createDb(pool);
  });

  afterAll(async () => {
    await pool.end();
    await testDatabase.drop();
  });

  it('creates every demo item once, however often it runs', async () => {
    await seedDemoContent(db);
    const first = await counts(db);
    // Items, then translations: every item has English, and one row per other locale translated.
    const [posts, postTexts, pages, pageTexts, slides, slideTexts, banners, bannerTexts] = first;
    expect([posts, pages, slides, banners, first[8], first[10]]).toEqual([
      11,
      7,
      7,
      3,
      4,
      SEED_MENU.length,
    ]);
    expect(postTexts).toBeGreaterThanOrEqual(11);
    expect(pageTexts).toBeGreaterThanOrEqual(7);
    expect(slideTexts).toBeGreaterThanOrEqual(7);
    expect(bannerTexts).toBeGreaterThanOrEqual(3);
    const english = await db
      .select({ total: count() })
      .from(content.contentPostTranslations)
      .where(eq(content.contentPostTranslations.locale, 'en'));
    expect(english[0]?.total).toBe(11);
    await seedDemoContent(db);
    await Promise.all([seedDemoContent(db), seedDemoContent(db)]);
    expect(await counts(db)).toEqual(first);
  });

  it('never overwrites an operator edit, nor brings back what an operator deleted', async () => {
    const [terms] = await db
      .select({ id: content.contentPages.id })
      .from(content.contentPages)
      .where(eq(content.contentPages.slug, 'terms-and-conditions'));
    if (!terms) throw new Error('no terms page');
    await db
      .update(content.contentPageTranslations)
      .set({ title: 'Our Terms (edited)' })
      .where(eq(content.contentPageTranslations.pageId, terms.id));
    await db
      .update(content.contentPages)
      .set({ inFooter: false })
      .where(eq(content.contentPages.id, terms.id));
    await db.delete(content.contentBanners).where(eq(content.contentBanners.key, 'vip'));

    await seedDemoContent(db);

    const [edited] = await db
      .select({ title: content.contentPageTranslations.title })
      .from(content.contentPageTranslations)
      .where(eq(content.contentPageTranslations.pageId, terms.id));
    expect(edited?.title).toBe('Our Terms (edited)');
    const [page] = await db
      .select({ inFooter: content.contentPages.inFooter })
      .from(content.contentPages)
      .where(eq(content.contentPages.id, terms.id));
    expect(page?.inFooter).toBe(false);
    const banners = await db
      .select({ key: content.contentBanners.key })
      .from(content.contentBanners);
    expect(banners.map((banner) => banner.key).sort()).toEqual(['daily-cashback', 'welcome']);
  });

  it('adds a missing translation to an existing item without touching the others', async () => {
    const [post] = await db
      .select({ id: content.contentPosts.id })
      .from(content.contentPosts)
      .where(eq(content.contentPosts.slug, 'vip-programme-explained'));
    if (!post) throw new Error('no VIP post');
    const onePost = and(
      eq(content.contentPostTranslations.postId, post.id),
      eq(content.contentPostTranslations.locale, 'en'),
    );
    await db.delete(content.contentPostTranslations).where(onePost);
    await seedDemoContent(db);
    const [restored] = await db
      .select({ title: content.contentPostTranslations.title })
      .from(content.contentPostTranslations)
      .where(onePost);
    expect(restored?.title).toBe('Our VIP programme: four levels, clear rewards');
  });
});

describe('demo texts', () => {
  const { en } = CONTENT_TEXTS;
  const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;
  const englishBody = (part: 'pages' | 'posts', slug: string) => {
    const texts = en[part][slug];
    if (!texts) throw new Error(`no English text of ${part} ${slug}`);
    return texts.body;
  };
  // Every locale: a translation must state the same figures and link to the same pages.
  const allTexts = JSON.stringify(CONTENT_TEXTS);

  it('states only the marketing figures of ADR 0003', () => {
    const allowed = new Set<number>([
      ...MARKETING_FIGURES.depositBonusPercents,
      MARKETING_FIGURES.welcomeBonus.percent,
      MARKETING_FIGURES.vipReloadBonusPercent,
      MARKETING_FIGURES.dailyCashback.percent,
      MARKETING_FIGURES.weeklyCashback.minPercent,
      MARKETING_FIGURES.weeklyCashback.maxPercent,
      ...MARKETING_FIGURES.weeklyCashback.tiers.map((tier) => tier.percent),
      ...VIP_LEVEL_FIGURES.map((level) => level.cashbackBps / 100),
      ...VIP_LEVEL_FIGURES.map((level) => level.bonusBps / 100),
    ]);
    // "125%", "125 %" (with a normal or no-break space), "%125" (Turkish).
    const stated = [...allTexts.matchAll(/(\d+(?:[.,]\d+)?)[\s\u00a0\u202f]?%|%(\d+)/g)].map(
      (match) => Number((match[1] ?? match[2] ?? '').replace(',', '.')),
    );
    expect(stated.length).toBeGreaterThan(20);
    expect(stated.filter((percent) => !allowed.has(percent))).toEqual([]);
    // The contradictions of SPEC §1 that ADR 0003 resolved must not come back.
    expect(allTexts).not.toMatch(/no kyc|to 50%|11%|1,000\+ games|over 1,000 games|500%/i);
  });

  it('has policies and posts of a real length', () => {
    expect(words(englishBody('pages', 'terms-and-conditions'))).toBeGreaterThanOrEqual(800);
    expect(words(englishBody('pages', 'terms-and-conditions'))).toBeLessThanOrEqual(1200);
    for (const { slug } of SEED_PAGES.filter((entry) => entry.slug !== 'terms-and-conditions')) {
      const count = words(englishBody('pages', slug));
      expect(count, slug).toBeGreaterThanOrEqual(300);
      expect(count, slug).toBeLessThanOrEqual(700);
    }
    for (const { slug } of SEED_POSTS) {
      const count = words(englishBody('posts', slug));
      expect(count, slug).toBeGreaterThanOrEqual(250);
      // The fairness explainer states every game's formula (issue 11): it may run longer.
      expect(count, slug).toBeLessThanOrEqual(slug === 'provably-fair-explained' ? 800 : 500);
    }
  });

  it('states the fairness formulas in every locale exactly as the engines compute them', () => {
    // Issue 11: the explainer once left out the cursor and gave crash the seed-pair scheme.
    const codeSpans = (markdown: string) =>
      [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]).sort();
    const english = codeSpans(englishBody('posts', 'provably-fair-explained'));
    expect(english).toEqual(
      expect.arrayContaining([
        'HMAC_SHA256(server_seed, client_seed:nonce:cursor)',
        'HMAC_SHA256(salt, game hash)',
        'npx @satsino/fairness verify',
      ]),
    );
    for (const [locale, texts] of Object.entries(CONTENT_TEXTS)) {
      const body = texts.posts?.['provably-fair-explained']?.body;
      expect(body, `${locale} has the explainer`).toBeDefined();
      expect(codeSpans(body ?? ''), locale).toEqual(english);
    }
  });

  it('links only to pages that exist', () => {
    const known = new Set<string>([
      '/promotions',
      '/customersupport',
      '/provably-fair',
      '/provably-fair/crash',
      // The responsible-gaming policy links the player's own limits (issue 15).
      '/settings/limits',
      ...SEED_PAGES.map((entry) => `/policies/${entry.slug}`),
      ...SEED_POSTS.map((entry) => `/blog/${entry.slug}`),
      ...SEED_PROMOTIONS.map((entry) => `/promotions/${entry.slug}`),
    ]);
    const links = [...allTexts.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => !known.has(link ?? ''))).toEqual([]);
  });
});
