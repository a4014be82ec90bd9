import { LOCALES, type Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import {
  addGameCategories,
  addMissingCategoryNames,
  addMissingGameTexts,
  continueCategoryIds,
  findCategoryId,
  findGameId,
  findProviderId,
  insertCategoryIfFree,
  insertGameIfFree,
  insertProviderIfFree,
  lockCatalogueSeed,
} from '../../modules/catalogue/catalogue-seed.repo.js';
import { defaultMotif } from '../../modules/catalogue/media/motifs.js';
import { readSeededKeys, writeSeededKeys } from '../seed-ledger.js';
import { type CatalogueTexts, loadCatalogueData, type SeedGame } from './catalogue-data.js';

/** The `site_settings` row listing every demo item the catalogue seed has ever created. */
export const CATALOGUE_SEED_LEDGER_KEY = 'catalogue_seed';

/** The game's return to player as the locale writes a percentage: "99 %", "97,3 %", "99.5%". */
export function formatRtp(rtpBps: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rtpBps / 10_000,
  );
}

/** The game's description in the locale, its `{rtp}` filled in: the text cannot disagree with it. */
export function describeGame(
  game: Pick<SeedGame, 'slug' | 'rtpBps'>,
  texts: CatalogueTexts,
  locale: Locale,
): string {
  const description = texts.descriptions[game.slug];
  if (description === undefined) throw new Error(`no ${locale} description of ${game.slug}`);
  return description.replace('{rtp}', formatRtp(game.rtpBps, locale));
}

/**
 * The demo catalogue: nine categories, four in-house studios and sixteen games, every one
 * playable. Idempotent and respectful of operators, as the content seed: an item is inserted
 * only if it was never seeded and its key is free, a translation only if that locale is missing,
 * nothing is ever updated, and an item an operator deleted is not created again.
 */
export async function seedDemoCatalogue(
  db: Db,
  options: {
    /**
     * Seeds only the games this accepts: a migration's test seeds a schema older than some
     * engines (the originals of migration 0025), as the release of that schema did.
     */
    only?: (game: SeedGame) => boolean;
  } = {},
): Promise<void> {
  const data = loadCatalogueData();
  const { categories, providers, texts } = data;
  const games = options.only ? data.games.filter(options.only) : data.games;
  await db.transaction(async (tx) => {
    await lockCatalogueSeed(tx);
    const seeded = await readSeededKeys(tx, CATALOGUE_SEED_LEDGER_KEY);

    const categoryIds = new Map<string, number>();
    for (const category of categories) {
      const key = `category:${category.code}`;
      if (!seeded.has(key)) {
        await insertCategoryIfFree(tx, category);
        seeded.add(key);
      }
      const id = await findCategoryId(tx, category.code);
      if (id === undefined) continue;
      categoryIds.set(category.code, id);
      await addMissingCategoryNames(
        tx,
        id,
        LOCALES.map((locale) => [locale, texts[locale].categories[category.code]] as const),
      );
    }
    await continueCategoryIds(tx);

    const providerIds = new Map<string, number>();
    for (const provider of providers) {
      const key = `provider:${provider.slug}`;
      if (!seeded.has(key)) {
        await insertProviderIfFree(tx, provider);
        seeded.add(key);
      }
      const id = await findProviderId(tx, provider.slug);
      if (id !== undefined) providerIds.set(provider.slug, id);
    }

    for (const [index, game] of games.entries()) {
      const key = `game:${game.slug}`;
      const providerId = providerIds.get(game.provider);
      const categoryId = categoryIds.get(game.category);
      let gameId: number | undefined;
      if (!seeded.has(key) && providerId !== undefined && categoryId !== undefined) {
        const position = (index + 1) * 10;
        gameId = await insertGameIfFree(tx, {
          slug: game.slug,
          providerId,
          categoryId,
          engine: game.engine,
          variant: game.variant,
          launchPath: game.launchPath,
          supportsDemo: game.supportsDemo,
          position,
          popular: game.flags.includes('popular'),
          featured: game.flags.includes('featured'),
          isNew: game.flags.includes('new'),
          published: true,
          rtpBps: game.rtpBps,
          imageKey: defaultMotif(game.engine, game.variant),
        });
        seeded.add(key);
        // Its categories only when the seed creates the game: later they are the operator's.
        if (gameId !== undefined) {
          const listed = [categoryId, ...game.others.map((code) => categoryIds.get(code))];
          await addGameCategories(
            tx,
            gameId,
            [...new Set(listed)].filter((id): id is number => id !== undefined),
            position,
          );
        }
      }
      gameId ??= await findGameId(tx, game.slug);
      if (gameId === undefined) continue;
      await addMissingGameTexts(
        tx,
        gameId,
        LOCALES.map((locale) => ({
          locale,
          name: game.name,
          description: describeGame(game, texts[locale], locale),
        })),
      );
    }

    await writeSeededKeys(tx, CATALOGUE_SEED_LEDGER_KEY, seeded);
  });
}
