import {
  GAME_SEARCH_MIN_LENGTH,
  type GameFlag,
  type GameListEntry,
  type GameSort,
  gamesListResponse,
  gamesSectionsResponse,
  POPULAR_CATEGORY_ID,
} from '@satsino/contract/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import { presentGameEntry } from '../src/modules/catalogue/catalogue.presenter.js';
import {
  catalogueCategories,
  catalogueGameCategories,
  catalogueGameNames,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from '../src/modules/catalogue/catalogue.schema.js';
import { listWindow, searchKey } from '../src/modules/catalogue/catalogue.service.js';
import { seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { type TestApp, useTestApp } from './helpers/app.js';
import { gameIdOf, insertTestGames, type TestGame } from './helpers/catalogue-factory.js';

/*
 * The list call reads one page in SQL since issue 12. Before, it loaded every published game and
 * paged, filtered, searched and sorted them in JavaScript; that code is kept here, as it was, as
 * the reference the SQL must agree with on a catalogue of names chosen to trip a collation up
 * (accents, case, numbers, letters some alphabets put after z, kana, equal names, missing
 * translations, equal positions).
 */

interface Filter {
  limitfrom: number;
  limitto?: number | undefined;
  category_id?: number;
  category?: string;
  provider?: string;
  search?: string;
  sort: GameSort;
  flag?: GameFlag;
}

/** Everything the old list call read, loaded once. */
async function loadSnapshot(db: Db) {
  return {
    games: await db
      .select({ game: catalogueGames, provider: catalogueProviders })
      .from(catalogueGames)
      .innerJoin(catalogueProviders, eq(catalogueProviders.id, catalogueGames.providerId)),
    texts: await db.select().from(catalogueGameTranslations),
    links: await db.select().from(catalogueGameCategories),
    categories: await db.select().from(catalogueCategories),
  };
}
type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;

/** The list call as it was before issue 12, on a snapshot of the tables. */
function referenceList(snapshot: Snapshot, filter: Filter, locale: Locale) {
  const { from, to } = listWindow(filter.limitfrom, filter.limitto);
  const empty = { totalcount: 0, games: [] as GameListEntry[] };
  const search = filter.search === undefined ? undefined : searchKey(filter.search.trim());
  if (search !== undefined && search.length < GAME_SEARCH_MIN_LENGTH) return empty;

  let categoryId: number | undefined;
  if (filter.category_id !== undefined || filter.category !== undefined) {
    const category = snapshot.categories.find(
      (c) =>
        (filter.category_id === undefined || c.id === filter.category_id) &&
        (filter.category === undefined || c.slug === filter.category.toLowerCase()),
    );
    if (!category) return empty;
    categoryId = category.id;
  }
  const providerSlug = filter.provider?.trim().toLowerCase();
  if (providerSlug !== undefined && !snapshot.games.some((g) => g.provider.slug === providerSlug)) {
    return empty;
  }

  const categoryOrder = new Map(snapshot.categories.map((c) => [c.id, [c.position, c.id]]));
  const rows = snapshot.games
    .filter(({ game, provider }) => {
      if (!game.published) return false;
      if (providerSlug !== undefined && provider.slug !== providerSlug) return false;
      if (filter.flag === 'new' && !game.isNew) return false;
      if (filter.flag === 'popular' && !game.popular) return false;
      if (filter.flag === 'featured' && !game.featured) return false;
      return true;
    })
    .flatMap(({ game, provider }) => {
      const link = snapshot.links.find((l) => l.gameId === game.id && l.categoryId === categoryId);
      if (categoryId !== undefined && !link) return [];
      const texts = snapshot.texts.filter((t) => t.gameId === game.id);
      const english = texts.find((t) => t.locale === DEFAULT_LOCALE)?.name ?? game.slug;
      const name = texts.find((t) => t.locale === locale)?.name ?? english;
      const categoryIds = snapshot.links
        .filter((l) => l.gameId === game.id)
        .map((l) => l.categoryId)
        .sort((a, b) => {
          const [pa = 0, ia = 0] = categoryOrder.get(a) ?? [];
          const [pb = 0, ib = 0] = categoryOrder.get(b) ?? [];
          return pa - pb || ia - ib;
        });
      return [{ game, provider, name, english, categoryIds, categoryPosition: link?.position }];
    })
    .filter(
      (item) =>
        search === undefined ||
        searchKey(item.name).includes(search) ||
        searchKey(item.english).includes(search),
    );

  type Row = (typeof rows)[number];
  const place = (item: Row) => item.categoryPosition ?? item.game.position;
  const byPlace = (a: Row, b: Row) =>
    place(a) - place(b) || a.game.position - b.game.position || a.game.id - b.game.id;
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName = (a: Row, b: Row) => collator.compare(a.name, b.name) || a.game.id - b.game.id;
  const sorted = [...rows].sort((a, b) => {
    switch (filter.sort) {
      case 'popular':
        return Number(b.game.popular) - Number(a.game.popular) || byPlace(a, b);
      case 'asc':
        return byName(a, b);
      case 'desc':
        return byName(b, a);
      default:
        return byPlace(a, b);
    }
  });
  return {
    totalcount: sorted.length,
    games: sorted.slice(from, to).map((item) =>
      presentGameEntry({
        ...item.game,
        providerSlug: item.provider.slug,
        providerName: item.provider.name,
        providerStyle: item.provider.artStyle,
        name: item.name,
        englishName: item.english,
        categoryIds: item.categoryIds,
      }),
    ),
  };
}

/** Names that sort or match differently as soon as something is off. */
const TRICKY: Partial<Record<Locale, string>>[] = [
  { en: 'Zürich Zoo' },
  { en: 'zurich zoo' },
  { en: 'Game 9' },
  { en: 'Game 10' },
  { en: 'Game 100' },
  { en: 'game 10' },
  { en: 'Éclair Royale', fr: 'Éclair royal' },
  { en: 'eclair royale' },
  { en: 'Ørn Gold', nb: 'Ørn gull' },
  { en: 'Orn Gold' },
  { en: 'Zebra Gold', nb: 'Sebra gull' },
  { en: 'Işık Slots', tr: 'Işık Slotları' },
  { en: 'Isik Slots' },
  { en: 'İstanbul Nights', tr: 'İstanbul Geceleri' },
  { en: 'Roulette Noir', ja: 'ルーレット ノワール' },
  { en: 'Roulette Blanc', ja: 'るーれっと ぶらん' },
  { en: 'Black Cat', ja: 'ブラック キャット' },
  { en: 'Äpfel Frenzy', de: 'Äpfel-Rausch' },
  { en: 'Apfel Frenzy' },
  { en: 'Åland Treasure', fi: 'Ahvenanmaan aarre' },
  { en: 'Öljy Kings', fi: 'Öljykuninkaat' },
  {},
  { de: 'Nur Deutsch' },
  { en: 'Drachen 2', de: 'Drache 2' },
  { en: 'Dragon 20', de: 'Drache 20' },
  { en: 'Under_score 50%' },
];

const PROVIDERS = ['originals', 'velvet-tables', 'reelforge', 'spotlight-studio'];

/** The tricky names and more, spread over studios, categories, flags and (equal) positions. */
function testGames(): TestGame[] {
  const games: TestGame[] = TRICKY.map((names, index) => ({
    slug: `tricky-${index}`,
    names,
    providerSlug: PROVIDERS[index % 4] ?? 'reelforge',
    categoryIds: index % 3 === 0 ? [8, POPULAR_CATEGORY_ID] : [8],
    // Every name twice on one position: the id decides.
    position: 1_000 + Math.floor(index / 2),
    categoryPositions: { 8: 500 - (index % 5) },
    popular: index % 4 === 1,
    isNew: index % 5 === 2,
    featured: index % 7 === 3,
  }));
  for (let index = 0; index < 120; index++) {
    games.push({
      slug: `filler-${index}`,
      names: {
        en: `Filler ${index}`,
        ...(index % 3 === 0 ? { de: `Füller ${index}` } : {}),
        ...(index % 4 === 0 ? { ja: `フィラー ${index}` } : {}),
      },
      providerSlug: PROVIDERS[index % 3] ?? 'reelforge',
      categoryIds: index % 2 === 0 ? [8, 9] : [9, POPULAR_CATEGORY_ID],
      position: 2_000 + (index % 40),
      categoryPositions: { 9: index % 7 },
      popular: index % 6 === 0,
      isNew: index % 9 === 0,
      featured: index % 11 === 0,
      published: index % 13 !== 5,
    });
  }
  return games;
}

const LOCALES_TRIED: Locale[] = ['en', 'de', 'fr', 'ja', 'nb', 'tr', 'fi'];
const SORTS: GameSort[] = ['default', 'popular', 'asc', 'desc'];
const FILTERS: Omit<Filter, 'limitfrom' | 'limitto' | 'sort'>[] = [
  {},
  { category: 'slots' },
  { category: 'SLOTS' },
  { category_id: POPULAR_CATEGORY_ID },
  { category_id: 9, category: 'table-games' },
  { category_id: 8, category: 'popular' },
  { provider: 'reelforge' },
  { provider: ' Velvet-Tables ' },
  { provider: 'reelforge', category: 'table-games' },
  { flag: 'new' },
  { flag: 'popular', category: 'slots' },
  { flag: 'featured', provider: 'originals' },
];
const WINDOWS: [number, number | undefined][] = [
  [0, 48],
  [30, 75],
  [140, undefined],
];
/** Each contains a name of the catalogue in some locale, so no typo fallback is involved. */
const SEARCHES = [
  'zur',
  'ZÜR',
  'game 1',
  'clair',
  'orn',
  'isik',
  'ルーレ',
  'filler 1',
  'nur',
  'e',
  '50%',
  'r_s',
];

function query(filter: Filter, locale: Locale) {
  const params = new URLSearchParams({ locale });
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (filter.limitto === undefined) params.set('limitto', '');
  return `/api/games/list?${params.toString()}`;
}

/**
 * The two comparisons with the reference make hundreds of list calls each: seconds on a quiet
 * machine, more than the suite's 20 s default on a busy one.
 */
const REFERENCE_COMPARISON_TIMEOUT_MS = 90_000;

describe('catalogue: the list call in SQL agrees with the list call it replaced', () => {
  const testApp: () => TestApp = useTestApp();
  let snapshot: Snapshot;
  const list = async (url: string) => {
    const response = await testApp().app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return gamesListResponse.parse(response.json());
  };

  beforeAll(async () => {
    const { db } = testApp().database;
    await seedDemoCatalogue(db);
    await insertTestGames(db, testGames());
    snapshot = await loadSnapshot(db);
  });

  it(
    'pages, filters and sorts every combination as the reference does, in seven locales',
    async () => {
      let compared = 0;
      for (const locale of LOCALES_TRIED) {
        for (const sort of SORTS) {
          for (const filter of FILTERS) {
            for (const [limitfrom, limitto] of WINDOWS) {
              const full = { ...filter, sort, limitfrom, limitto };
              const url = query(full, locale);
              expect(await list(url), url).toEqual(referenceList(snapshot, full, locale));
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBe(LOCALES_TRIED.length * SORTS.length * FILTERS.length * WINDOWS.length);
    },
    REFERENCE_COMPARISON_TIMEOUT_MS,
  );

  it(
    'searches as the reference does wherever a name contains the text',
    async () => {
      let compared = 0;
      for (const locale of LOCALES_TRIED) {
        for (const search of SEARCHES) {
          for (const sort of SORTS) {
            for (const filter of [{}, { category: 'slots' }, { provider: 'reelforge' }]) {
              const full = { ...filter, search, sort, limitfrom: 0, limitto: 48 };
              const expected = referenceList(snapshot, full, locale);
              // Nothing containing the text: the typo fallback answers (tested below).
              if (expected.totalcount === 0) continue;
              const url = query(full, locale);
              expect(await list(url), url).toEqual(expected);
              compared += 1;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(400);
    },
    REFERENCE_COMPARISON_TIMEOUT_MS,
  );

  it('forgives a typo only when no name contains the text', async () => {
    const slugsOf = async (search: string, extra = '') =>
      (await list(`/api/games/list?search=${encodeURIComponent(search)}${extra}`)).games.map(
        (g) => g.game.game_id,
      );
    expect(await slugsOf('rulette')).toEqual([
      'european-roulette',
      'roulette-royale',
      'tricky-14',
      'tricky-15',
    ]);
    expect(await slugsOf('blakjack')).toEqual(['blackjack', 'blackjack-vip']);
    expect(await slugsOf('zuerich')).toEqual([]);
    expect(await slugsOf('zurik zoo')).toEqual(['tricky-0', 'tricky-1']);
    // In the order asked for, and within the filters.
    expect(await slugsOf('rulette', '&sort=desc')).toEqual([
      'roulette-royale',
      'tricky-14',
      'tricky-15',
      'european-roulette',
    ]);
    expect(await slugsOf('rulette', '&provider=velvet-tables')).toEqual([
      'european-roulette',
      'roulette-royale',
    ]);
    // "roul" is in names: those match, and nothing merely similar joins them.
    expect(await slugsOf('roul')).toEqual([
      'european-roulette',
      'roulette-royale',
      'tricky-14',
      'tricky-15',
    ]);
    // Short texts have no typo to forgive; text that resembles nothing matches nothing.
    expect(await slugsOf('qz')).toEqual([]);
    expect(await slugsOf('qqxqzz')).toEqual([]);
  });

  it('follows every write to a name at once, whoever makes it', async () => {
    const { db } = testApp().database;
    const id = await gameIdOf(db, 'tricky-22');
    const namesOf = async () =>
      Object.fromEntries(
        (await db.select().from(catalogueGameNames).where(eq(catalogueGameNames.gameId, id))).map(
          (row) => [row.locale, [row.name, row.englishName, row.published]],
        ),
      );
    // No English name: the slug stands in for it.
    expect((await namesOf()).fr).toEqual(['tricky-22', 'tricky-22', true]);
    expect((await namesOf()).de).toEqual(['Nur Deutsch', 'tricky-22', true]);
    await db
      .insert(catalogueGameTranslations)
      .values({ gameId: id, locale: 'en', name: 'Only German' });
    expect((await namesOf()).fr).toEqual(['Only German', 'Only German', true]);
    expect((await list('/api/games/list?search=only%20germ&locale=fr')).games[0]?.game.name).toBe(
      'Only German',
    );
    await db.update(catalogueGames).set({ published: false }).where(eq(catalogueGames.id, id));
    expect((await namesOf()).ja).toEqual(['Only German', 'Only German', false]);
    expect((await list('/api/games/list?search=only%20germ')).totalcount).toBe(0);
    await db.delete(catalogueGameTranslations).where(eq(catalogueGameTranslations.gameId, id));
    await db.update(catalogueGames).set({ published: true }).where(eq(catalogueGames.id, id));
    expect((await namesOf()).de).toEqual(['tricky-22', 'tricky-22', true]);
    await db.delete(catalogueGames).where(eq(catalogueGames.id, id));
    expect(await namesOf()).toEqual({});
  });
});

describe('catalogue: flags, deep pages and the sections call', () => {
  const testApp: () => TestApp = useTestApp();
  const get = (url: string) => testApp().app.inject({ method: 'GET', url });

  beforeAll(async () => {
    await seedDemoCatalogue(testApp().database.db);
  });

  it('filters by a flag, and refuses an unknown one', async () => {
    const body = gamesListResponse.parse((await get('/api/games/list?flag=new')).json());
    expect(body.games.map((g) => g.game.game_id)).toEqual([
      'limbo',
      'crash-bull',
      'blackjack-vip',
      'viking-voyage',
      'cosmic-cash',
      'mines',
      'plinko',
      'keno',
      'hilo',
    ]);
    expect(body.games.every((g) => g.new)).toBe(true);
    expect((await get('/api/games/list?flag=hot')).statusCode).toBe(422);
  });

  it('answers several rows at once, each as the list call answers its filter', async () => {
    const response = await get(
      '/api/games/sections?sections=category_id:3,flag:new,category:slots,category:bingo&limit=4&locale=de',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const { sections } = gamesSectionsResponse.parse(response.json());
    expect(sections.map((s) => s.id)).toEqual([
      'category_id:3',
      'flag:new',
      'category:slots',
      'category:bingo',
    ]);
    const listed = async (filter: string) =>
      gamesListResponse.parse(
        (await get(`/api/games/list?${filter}&limitfrom=0&limitto=4&locale=de`)).json(),
      );
    expect(sections[0]).toEqual({ id: 'category_id:3', ...(await listed('category_id=3')) });
    expect(sections[1]).toEqual({ id: 'flag:new', ...(await listed('flag=new')) });
    expect(sections[2]).toEqual({
      id: 'category:slots',
      ...(await listed('category=slots')),
    });
    expect(sections[3]).toEqual({ id: 'category:bingo', totalcount: 0, games: [] });
    expect(sections[0]?.games).toHaveLength(4);
    expect(sections[0]?.totalcount).toBe(10);
  });

  it('refuses malformed sections with 422', async () => {
    for (const query of [
      'sections=',
      'sections=slots',
      'sections=category:Slots',
      'sections=flag:hot',
      'sections=category_id:0',
      'sections=flag:new,flag:new',
      `sections=${Array.from({ length: 9 }, (_, i) => `category_id:${i + 1}`).join(',')}`,
      'sections=flag:new&limit=51',
      'sections=flag:new&limit=0',
    ]) {
      const response = await get(`/api/games/sections?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});
