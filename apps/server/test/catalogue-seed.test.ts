import { CATEGORY_CODES, POPULAR_CATEGORY_ID } from '@satsino/contract/catalogue';
import { LOCALES } from '@satsino/contract/locales';
import { gameRtpBps } from '@satsino/fairness/rtp';
import { SLOT_VARIANTS } from '@satsino/fairness/slot-variants';
import { WHEEL_MAX_MULTIPLIER, WHEEL_SIZE } from '@satsino/fairness/wheel';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import {
  catalogueCategories,
  catalogueCategoryTranslations,
  catalogueGameCategories,
  catalogueGames,
  catalogueGameTranslations,
  catalogueProviders,
} from '../src/modules/catalogue/catalogue.schema.js';
import { loadCatalogueData } from '../src/seed/catalogue/catalogue-data.js';
import { formatRtp, seedDemoCatalogue } from '../src/seed/catalogue/seed-catalogue.js';
import { type TestApp, useTestApp } from './helpers/app.js';

// The data files the seed reads (seed/data/catalogue), `{rtp}` still in the descriptions.
const { games: SEED_GAMES, texts: CATALOGUE_TEXTS } = loadCatalogueData();

/** Everything the seed writes, in a stable order, to compare runs. */
async function snapshot(db: Db) {
  return {
    categories: await db.select().from(catalogueCategories).orderBy(asc(catalogueCategories.id)),
    categoryNames: await db
      .select()
      .from(catalogueCategoryTranslations)
      .orderBy(
        asc(catalogueCategoryTranslations.categoryId),
        asc(catalogueCategoryTranslations.locale),
      ),
    providers: await db.select().from(catalogueProviders).orderBy(asc(catalogueProviders.id)),
    games: await db.select().from(catalogueGames).orderBy(asc(catalogueGames.id)),
    gameCategories: await db
      .select()
      .from(catalogueGameCategories)
      .orderBy(asc(catalogueGameCategories.gameId), asc(catalogueGameCategories.categoryId)),
    gameTexts: await db
      .select()
      .from(catalogueGameTranslations)
      .orderBy(asc(catalogueGameTranslations.gameId), asc(catalogueGameTranslations.locale)),
  };
}

describe('catalogue: the demo seed', () => {
  const testApp: () => TestApp = useTestApp();
  const db = () => testApp().database.db;

  beforeAll(async () => {
    await seedDemoCatalogue(db());
  });

  it('creates the nine categories, popular with id 3, and every game with its categories', async () => {
    const categories = await db().select().from(catalogueCategories);
    expect(categories.map((c) => c.code).sort()).toEqual([...CATEGORY_CODES].sort());
    expect(categories.find((c) => c.code === 'popular')).toMatchObject({
      id: POPULAR_CATEGORY_ID,
      inMenu: false,
    });
    expect(categories.find((c) => c.code === 'game_show')).toMatchObject({
      slug: 'game-show',
      inMenu: true,
      inFooter: true,
    });
    const games = await db().select().from(catalogueGames);
    expect(games).toHaveLength(SEED_GAMES.length);
    expect(games.every((g) => g.published)).toBe(true);
    expect(
      games
        .filter((g) => !g.supportsDemo)
        .map((g) => g.slug)
        .sort(),
    ).toEqual(['crash', 'crash-bull', 'crash-sw']);
    const links = await db().select().from(catalogueGameCategories);
    expect(links).toHaveLength(SEED_GAMES.reduce((sum, game) => sum + 1 + game.others.length, 0));
  });

  it('names categories and describes games in all ten locales, with the RTP filled in', async () => {
    const names = await db().select().from(catalogueCategoryTranslations);
    expect(names).toHaveLength(CATEGORY_CODES.length * LOCALES.length);
    const texts = await db().select().from(catalogueGameTranslations);
    expect(texts).toHaveLength(SEED_GAMES.length * LOCALES.length);
    expect(texts.every((t) => t.description.length > 40 && !t.description.includes('{rtp}'))).toBe(
      true,
    );
    const [blackjackDe] = await db()
      .select({ description: catalogueGameTranslations.description })
      .from(catalogueGameTranslations)
      .innerJoin(catalogueGames, eq(catalogueGames.id, catalogueGameTranslations.gameId))
      .where(and(eq(catalogueGames.slug, 'blackjack'), eq(catalogueGameTranslations.locale, 'de')));
    expect(blackjackDe?.description).toContain(formatRtp(9943, 'de'));
    expect(formatRtp(9943, 'de')).toMatch(/^99,43\s?%$/);
  });

  it("stores each game's RTP as its engine and variant compute it", async () => {
    const games = await db().select().from(catalogueGames);
    for (const game of games) {
      // The seed has no provider games (issue 15): every game is one of our engines.
      if (game.engine === 'provider') throw new Error(`${game.slug} is a provider's game`);
      expect(game.rtpBps, game.slug).toBe(gameRtpBps(game.engine, game.variant));
    }
    const bySlug = new Map(games.map((g) => [g.slug, g.rtpBps]));
    expect(bySlug.get('money-wheel')).toBe(9225);
    expect(bySlug.get('neon-nights')).not.toBe(bySlug.get('cosmic-cash'));
  });

  it('describes only what the engines do, in every locale', () => {
    for (const locale of LOCALES) {
      const texts = CATALOGUE_TEXTS[locale].descriptions;
      for (const game of SEED_GAMES) {
        const text = texts[game.slug];
        expect(text, `${locale} ${game.slug}`).toContain('{rtp}');
        const feature =
          game.engine === 'slots' ? SLOT_VARIANTS.get(game.variant)?.feature : undefined;
        if (feature) {
          // A slot with a feature round states its free spins for 3, 4 and 5 scatters.
          expect(text, `${locale} ${game.slug}`).toMatch(
            new RegExp(feature.spins.map((count) => `${count}\\D`).join('.*')),
          );
        } else {
          // The other slots have a wild and line wins only: no scatter, no free spins.
          expect(text, `${locale} ${game.slug}`).not.toMatch(
            /scatter|スキャッター|フリースピン|free spin/i,
          );
        }
        if (game.engine === 'slots') {
          const lines = SLOT_VARIANTS.get(game.variant)?.paylines.length;
          expect(text, `${locale} ${game.slug}`).toContain(`${lines} `);
        }
      }
      // The wheel is the player's own 54-segment spin, paying up to 40 to 1.
      expect(texts['money-wheel'], locale).toContain(String(WHEEL_SIZE));
      expect(texts['money-wheel'], locale).toContain('40');
      // … with its two multiplier segments and the largest multiplier two of them make.
      for (const multiplier of ['×3', '×7', `×${WHEEL_MAX_MULTIPLIER}`]) {
        expect(texts['money-wheel'], locale).toContain(multiplier);
      }
      // Blackjack states the dealer's soft 17 and the 3 to 2 payout.
      for (const slug of ['blackjack', 'blackjack-vip'] as const) {
        expect(texts[slug], `${locale} ${slug}`).toContain('17');
        expect(texts[slug], `${locale} ${slug}`).toMatch(/3\D{1,8}2/);
      }
    }
    const en = CATALOGUE_TEXTS.en.descriptions;
    expect(en['money-wheel']).toContain('spun for you alone');
    expect(en['money-wheel']).toContain('at least {rtp}');
    expect(en['money-wheel']).toContain('×3 and ×7');
    expect(en.blackjack).toContain('split a pair once (split aces take one card each)');
    expect(en.blackjack).toContain('insurance is offered when the dealer shows an ace');
    expect(en.blackjack).toContain('stands on soft 17');
    expect(en['viking-voyage']).toContain('The rune is wild');
  });

  it('has real translations: no locale repeats the English category names wholesale', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const translated = CATEGORY_CODES.filter(
        (code) => CATALOGUE_TEXTS[locale].categories[code] !== CATALOGUE_TEXTS.en.categories[code],
      );
      expect(translated.length, locale).toBeGreaterThanOrEqual(3);
      for (const game of SEED_GAMES) {
        expect(CATALOGUE_TEXTS[locale].descriptions[game.slug], `${locale} ${game.slug}`).not.toBe(
          CATALOGUE_TEXTS.en.descriptions[game.slug],
        );
      }
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot(db());
    await seedDemoCatalogue(db());
    await seedDemoCatalogue(db());
    expect(await snapshot(db())).toEqual(before);
  });

  it("keeps an operator's edits and deletions across reseeds, and adds missing locales back", async () => {
    const [slots] = await db()
      .select()
      .from(catalogueCategories)
      .where(eq(catalogueCategories.code, 'slots'));
    if (!slots) throw new Error('no slots category');
    await db()
      .update(catalogueCategoryTranslations)
      .set({ name: 'Automaten' })
      .where(
        and(
          eq(catalogueCategoryTranslations.categoryId, slots.id),
          eq(catalogueCategoryTranslations.locale, 'de'),
        ),
      );
    await db()
      .update(catalogueGames)
      .set({ published: false, position: 999 })
      .where(eq(catalogueGames.slug, 'limbo'));
    await db().delete(catalogueGames).where(eq(catalogueGames.slug, 'dragon-pearls'));
    await db()
      .delete(catalogueProviders)
      .where(eq(catalogueProviders.slug, 'spotlight-studio'))
      .catch(() => undefined); // it has a game: the delete is refused, as the API refuses it
    const [dice] = await db().select().from(catalogueGames).where(eq(catalogueGames.slug, 'dice'));
    if (!dice) throw new Error('no dice');
    await db()
      .delete(catalogueGameCategories)
      .where(
        and(
          eq(catalogueGameCategories.gameId, dice.id),
          eq(catalogueGameCategories.categoryId, POPULAR_CATEGORY_ID),
        ),
      );
    await db()
      .delete(catalogueGameTranslations)
      .where(
        and(
          eq(catalogueGameTranslations.gameId, dice.id),
          eq(catalogueGameTranslations.locale, 'it'),
        ),
      );

    await seedDemoCatalogue(db());

    const [name] = await db()
      .select({ name: catalogueCategoryTranslations.name })
      .from(catalogueCategoryTranslations)
      .where(
        and(
          eq(catalogueCategoryTranslations.categoryId, slots.id),
          eq(catalogueCategoryTranslations.locale, 'de'),
        ),
      );
    expect(name?.name).toBe('Automaten');
    const [limbo] = await db()
      .select()
      .from(catalogueGames)
      .where(eq(catalogueGames.slug, 'limbo'));
    expect(limbo).toMatchObject({ published: false, position: 999 });
    expect(
      await db().select().from(catalogueGames).where(eq(catalogueGames.slug, 'dragon-pearls')),
    ).toEqual([]);
    const diceCategories = await db()
      .select({ categoryId: catalogueGameCategories.categoryId })
      .from(catalogueGameCategories)
      .where(eq(catalogueGameCategories.gameId, dice.id));
    expect(diceCategories.map((c) => c.categoryId)).not.toContain(POPULAR_CATEGORY_ID);
    const [italian] = await db()
      .select()
      .from(catalogueGameTranslations)
      .where(
        and(
          eq(catalogueGameTranslations.gameId, dice.id),
          eq(catalogueGameTranslations.locale, 'it'),
        ),
      );
    expect(italian?.description).toContain('Scegli un numero');
  });

  it('continues category ids after the seeded ones', async () => {
    await db().delete(catalogueCategories).where(eq(catalogueCategories.code, 'featured'));
    const [row] = await db()
      .insert(catalogueCategories)
      .values({ code: 'featured', slug: 'featured', icon: 'Star' })
      .returning({ id: catalogueCategories.id });
    expect(row?.id).toBe(10);
  });
});
