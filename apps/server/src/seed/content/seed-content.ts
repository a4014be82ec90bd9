import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import {
  bannerSeedStore,
  type ContentSeedStore,
  menuItemSeedStore,
  pageSeedStore,
  postSeedStore,
  sliderSeedStore,
  vipLevelSeedStore,
} from '../../modules/content/content-seed.repo.js';
import { readSeededKeys, writeSeededKeys } from '../seed-ledger.js';
import {
  type ContentPart,
  type ContentTexts,
  loadContentData,
  menuKey,
  SEED_VIP_LEVELS,
  translationsOf,
} from './content-data.js';

/** The `site_settings` row listing every demo item the content seed has ever created. */
export const CONTENT_SEED_LEDGER_KEY = 'content_seed';

const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One demo item: its key in the seed ledger and in its texts, and the row the seed inserts. */
interface SeedItem<Values> {
  ledgerKey: string;
  textKey: string;
  values: Values;
}

/**
 * The demo content: policies, blog posts, promotions, sliders, banners, VIP levels and menus,
 * with their texts in every locale that has them (the data files of `seed/data/content`).
 *
 * Idempotent and respectful of operators: an item is inserted only if its slug or key is free
 * (`ON CONFLICT DO NOTHING`), a translation only if that locale is missing, nothing is ever
 * updated, and an item the seed created once and an operator deleted is not created again.
 * Run at every start, it therefore only adds what is new — such as a freshly translated locale.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<void> {
  const { items, texts } = loadContentData();
  const posts = (kind: 'post' | 'promotion', list: typeof items.posts) =>
    list.map((post) => ({
      ledgerKey: `${kind}:${post.slug}`,
      textKey: post.slug,
      values: {
        slug: post.slug,
        publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
        imageKey: post.imageKey,
        position: post.position,
      },
    }));

  await db.transaction(async (tx) => {
    const seeded = await readSeededKeys(tx, CONTENT_SEED_LEDGER_KEY);
    const seedPart = <Values, Part extends ContentPart>(
      part: Part,
      store: ContentSeedStore<Values, ContentTexts[Part][string]>,
      list: SeedItem<Values>[],
    ) => seedItems(tx, seeded, store, list, (key) => translationsOf(texts, part, key));

    await seedPart('posts', postSeedStore('post'), posts('post', items.posts));
    await seedPart('promotions', postSeedStore('promotion'), posts('promotion', items.promotions));
    await seedPart(
      'pages',
      pageSeedStore,
      items.pages.map((page) => ({
        ledgerKey: `page:${page.slug}`,
        textKey: page.slug,
        values: page,
      })),
    );
    await seedPart(
      'slides',
      sliderSeedStore,
      items.slides.map((slide) => ({
        ledgerKey: `slide:${slide.key}`,
        textKey: slide.key,
        values: slide,
      })),
    );
    await seedPart(
      'banners',
      bannerSeedStore,
      items.banners.map((banner) => ({
        ledgerKey: `banner:${banner.key}`,
        textKey: banner.key,
        values: banner,
      })),
    );
    await seedPart(
      'vipLevels',
      vipLevelSeedStore,
      SEED_VIP_LEVELS.map((level) => ({
        ledgerKey: `vip:${level.key}`,
        textKey: level.key,
        values: level,
      })),
    );
    await seedPart(
      'menu',
      menuItemSeedStore,
      items.menu.map((item, index) => ({
        ledgerKey: `menu:${menuKey(item)}`,
        textKey: menuKey(item),
        values: { ...item, position: index + 1 },
      })),
    );

    await writeSeededKeys(tx, CONTENT_SEED_LEDGER_KEY, seeded);
  });
}

/**
 * Each item: created if the seed never created it, found if it exists (the seed's or an
 * operator's), else skipped — then its missing translations added.
 */
async function seedItems<Values, Texts>(
  tx: Tx,
  seeded: Set<string>,
  store: ContentSeedStore<Values, Texts>,
  list: readonly SeedItem<Values>[],
  textsOf: (key: string) => Array<[Locale, Texts]>,
): Promise<void> {
  for (const item of list) {
    let id: number | undefined;
    if (!seeded.has(item.ledgerKey)) {
      id = await store.insertIfFree(tx, item.values);
      seeded.add(item.ledgerKey);
    }
    id ??= await store.findId(tx, item.values);
    if (id === undefined) continue;
    await store.addMissingTranslations(tx, id, textsOf(item.textKey));
  }
}
