import path from 'node:path';
import {
  CATEGORY_CODES,
  type CategoryCode,
  categorySlugOf,
  GAME_ENGINES,
  type GameEngine,
  POPULAR_CATEGORY_ID,
  PROVIDER_ART_STYLES,
  type ProviderArtStyle,
} from '@satsino/contract/catalogue';
import { slugField } from '@satsino/contract/content';
import { MENU_ICON_PATTERN } from '@satsino/contract/content-admin';
import { LOCALES, type Locale } from '@satsino/contract/locales';
import { gameRtpBps } from '@satsino/fairness/rtp';
import { z } from 'zod';
import { dataPath, readJsonFile, SeedDataError } from '../data-files.js';
import { placeholdersIn } from '../figures.js';

/*
 * The demo catalogue as data (`seed/data/catalogue/`, DESIGN §5): in-house titles only, so every
 * seeded game is playable.
 *
 *   items.json         categories, studios and games, in lobby order; the names of games and
 *                      studios are brand names, the same in every locale
 *   texts/<lng>.json   category names and game descriptions (Markdown), complete in every
 *                      locale; `{rtp}` is the game's return to player, filled in when seeding
 *
 * What a game's engine decides is not data: its return to player (computed by the fairness
 * package) and whether it has a demo (the crash tables are shared real-money rounds: no demo).
 */

const FLAGS = ['popular', 'featured', 'new'] as const;

const catalogueItems = z.strictObject({
  categories: z.array(
    z.strictObject({
      /** Fixed so that `popular` has the id the popular carousel asks for (SPEC §9). */
      id: z.number().int().positive(),
      code: z.enum(CATEGORY_CODES),
      /** A Material icon name (the web maps them to @mui/icons-material). */
      icon: z.string().regex(MENU_ICON_PATTERN),
      inMenu: z.boolean(),
      inFooter: z.boolean(),
      position: z.number().int(),
    }),
  ),
  providers: z.array(
    z.strictObject({
      slug: slugField,
      name: z.string().min(1),
      artStyle: z.enum(PROVIDER_ART_STYLES),
      position: z.number().int(),
    }),
  ),
  games: z.array(
    z.strictObject({
      slug: slugField,
      name: z.string().min(1),
      engine: z.enum(GAME_ENGINES),
      variant: z.string().min(1),
      provider: z.string(),
      /** The first is the game's own category; all of them list it. */
      categories: z.array(z.enum(CATEGORY_CODES)).min(1),
      flags: z.array(z.enum(FLAGS)),
      launchPath: z.string().min(1).nullable(),
    }),
  ),
});

const catalogueTexts = z.strictObject({
  categories: z.record(z.enum(CATEGORY_CODES), z.string().min(1)),
  descriptions: z.record(z.string(), z.string().min(1)),
});

export interface SeedCategory {
  id: number;
  code: CategoryCode;
  slug: string;
  icon: string;
  inMenu: boolean;
  inFooter: boolean;
  position: number;
}

export interface SeedProvider {
  slug: string;
  name: string;
  artStyle: ProviderArtStyle;
  position: number;
}

export interface SeedGame {
  slug: string;
  name: string;
  engine: GameEngine;
  variant: string;
  provider: string;
  category: CategoryCode;
  others: readonly CategoryCode[];
  flags: readonly (typeof FLAGS)[number][];
  launchPath: string | null;
  supportsDemo: boolean;
  rtpBps: number;
}

/** The demo catalogue's words in one locale. */
export interface CatalogueTexts {
  categories: Record<CategoryCode, string>;
  descriptions: Record<string, string>;
}

export interface CatalogueSeedData {
  categories: SeedCategory[];
  providers: SeedProvider[];
  /** In lobby order; the position of each is its index × 10. */
  games: SeedGame[];
  /** With `{rtp}` still in the descriptions. */
  texts: Record<Locale, CatalogueTexts>;
}

/**
 * Reads and checks every catalogue data file (`seed/data/catalogue`, or another folder of the
 * same shape); throws a SeedDataError naming the first bad file.
 */
export function loadCatalogueData(catalogueDir = dataPath('catalogue')): CatalogueSeedData {
  const itemsFile = path.join(catalogueDir, 'items.json');
  const items = readJsonFile(itemsFile, catalogueItems);

  const categories = items.categories.map((category) => ({
    ...category,
    slug: categorySlugOf(category.code),
  }));
  const categoryCodes = categories.map((category) => category.code);
  if (
    new Set(categoryCodes).size !== CATEGORY_CODES.length ||
    categoryCodes.length !== CATEGORY_CODES.length
  )
    throw new SeedDataError(itemsFile, `list each category once: ${CATEGORY_CODES.join(', ')}`);
  if (categories.find((category) => category.code === 'popular')?.id !== POPULAR_CATEGORY_ID)
    throw new SeedDataError(itemsFile, `the popular category's id must be ${POPULAR_CATEGORY_ID}`);

  const providerSlugs = new Set(items.providers.map((provider) => provider.slug));
  const games = items.games.map(({ categories: [category, ...others], ...game }): SeedGame => {
    if (!providerSlugs.has(game.provider))
      throw new SeedDataError(itemsFile, `game ${game.slug}: no provider "${game.provider}"`);
    let rtpBps: number;
    try {
      rtpBps = gameRtpBps(game.engine, game.variant);
    } catch (error) {
      throw new SeedDataError(itemsFile, `game ${game.slug}: ${(error as Error).message}`);
    }
    return {
      ...game,
      category: category as CategoryCode,
      others,
      rtpBps,
      // The crash tables are multiplayer real-money rounds: there is no demo of them.
      supportsDemo: game.engine !== 'crash',
    };
  });
  const gameSlugs = new Set(games.map((game) => game.slug));
  if (gameSlugs.size !== games.length)
    throw new SeedDataError(itemsFile, 'a game slug is listed twice');

  const texts = {} as Record<Locale, CatalogueTexts>;
  for (const locale of LOCALES) {
    const file = path.join(catalogueDir, 'texts', `${locale}.json`);
    const localeTexts = readJsonFile(file, catalogueTexts);
    const missing = [
      ...CATEGORY_CODES.filter((code) => localeTexts.categories[code] === undefined),
      ...games
        .filter((game) => localeTexts.descriptions[game.slug] === undefined)
        .map((game) => game.slug),
    ];
    if (missing.length > 0) throw new SeedDataError(file, `no text for ${missing.join(', ')}`);
    for (const [slug, description] of Object.entries(localeTexts.descriptions)) {
      if (!gameSlugs.has(slug)) throw new SeedDataError(file, `no game "${slug}" in items.json`);
      const other = placeholdersIn(description).filter((name) => name !== 'rtp');
      if (other.length > 0)
        throw new SeedDataError(file, `${slug}: a description knows only {rtp}, not {${other[0]}}`);
    }
    texts[locale] = localeTexts as CatalogueTexts;
  }
  return { categories, providers: items.providers, games, texts };
}
