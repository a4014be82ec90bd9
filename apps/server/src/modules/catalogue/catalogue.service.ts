import {
  type Category,
  GAME_SEARCH_MIN_LENGTH,
  GAMES_PAGE_MAX,
  type GameDetails,
  type GameListEntry,
  type GameSort,
  type GamesListResponse,
  type Provider,
} from '@satsino/contract/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import { groupBy, localesToLoad, pickTranslation } from '../content/content.locale.js';
import { catalogueErrors } from './catalogue.errors.js';
import { presentCategory, presentGameEntry, presentProvider } from './catalogue.presenter.js';
import {
  categoryTranslations,
  findCategory,
  findGameBySlug,
  findProviderBySlug,
  type GameTranslationRow,
  gameCategoryIds,
  gameTranslations,
  listCategories,
  listProviders,
  listPublishedGames,
} from './catalogue.repo.js';
import { findPlayableGame, type PlayableGame } from './playable-games.js';

export type { PlayableGame } from './playable-games.js';
export { findPlayableGame } from './playable-games.js';

/** A list query after the contract's parsing. */
export interface GamesListFilter {
  limitfrom: number;
  limitto?: number | undefined;
  category_id?: number | undefined;
  category?: string | undefined;
  provider?: string | undefined;
  search?: string | undefined;
  sort: GameSort;
}

export interface CatalogueService {
  /** A published game by its public id (slug); undefined for an unknown or unpublished one. */
  findPlayableGame(gameId: string): Promise<PlayableGame | undefined>;
  categories(locale: Locale): Promise<Category[]>;
  providers(): Promise<Provider[]>;
  list(filter: GamesListFilter, locale: Locale): Promise<GamesListResponse>;
  info(gameId: string, locale: Locale): Promise<GameDetails>;
}

/** Case and accents do not matter to a search: "roulette" finds "Roulette", "cafe" finds "Café". */
export const searchKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const emptyList: GamesListResponse = { totalcount: 0, games: [] };

/**
 * The window of a list call: `limitfrom` inclusive, `limitto` exclusive; an empty `limitto` is
 * "to the end". Either way a call answers at most GAMES_PAGE_MAX games.
 */
export function listWindow(limitfrom: number, limitto: number | undefined) {
  if (limitto !== undefined && limitto < limitfrom) throw catalogueErrors.limitWindow();
  const end = limitfrom + GAMES_PAGE_MAX;
  return { from: limitfrom, to: limitto === undefined ? end : Math.min(limitto, end) };
}

/** The lobby's reads, in the caller's locale, and the lookup other domains launch games with. */
export function createCatalogueService(deps: { db: Db }): CatalogueService {
  const { db } = deps;

  /** Each game's name in the locale (falling back to English) and its English name. */
  function namesOf(rows: readonly GameTranslationRow[], locale: Locale) {
    const byGame = groupBy(rows, (row) => row.gameId);
    return (gameId: number, slug: string) => {
      const texts = byGame.get(gameId) ?? [];
      const english = texts.find((row) => row.locale === DEFAULT_LOCALE)?.name ?? slug;
      return { name: pickTranslation(texts, locale)?.name ?? english, englishName: english };
    };
  }

  async function categoryFilter(filter: GamesListFilter) {
    if (filter.category_id === undefined && filter.category === undefined) return { found: true };
    const category = await findCategory(db, { id: filter.category_id, slug: filter.category });
    return category ? { found: true, id: category.id } : { found: false };
  }

  async function categories(locale: Locale): Promise<Category[]> {
    const rows = await listCategories(db);
    const texts = groupBy(
      await categoryTranslations(
        db,
        rows.map((row) => row.id),
        localesToLoad(locale),
      ),
      (row) => row.categoryId,
    );
    return rows.map((row) =>
      presentCategory(row, pickTranslation(texts.get(row.id) ?? [], locale)?.name ?? row.code),
    );
  }

  return {
    findPlayableGame: (gameId) => findPlayableGame(db, gameId),
    categories,

    async providers() {
      return (await listProviders(db)).map(presentProvider);
    },

    async list(filter, locale) {
      const { from, to } = listWindow(filter.limitfrom, filter.limitto);

      const search = filter.search === undefined ? undefined : searchKey(filter.search.trim());
      if (search !== undefined && search.length < GAME_SEARCH_MIN_LENGTH) return emptyList;

      // Unknown categories and studios list nothing rather than fail: the page shows its empty state.
      const category = await categoryFilter(filter);
      if (!category.found) return emptyList;
      let providerId: number | undefined;
      if (filter.provider !== undefined) {
        const provider = await findProviderBySlug(db, filter.provider);
        if (!provider) return emptyList;
        providerId = provider.id;
      }

      const games = await listPublishedGames(db, {
        ...(category.id === undefined ? {} : { categoryId: category.id }),
        ...(providerId === undefined ? {} : { providerId }),
      });
      const nameOf = namesOf(
        await gameTranslations(
          db,
          games.map((entry) => entry.game.id),
          localesToLoad(locale),
        ),
        locale,
      );
      const named = games.map((entry) => ({ entry, ...nameOf(entry.game.id, entry.game.slug) }));
      const matching =
        search === undefined
          ? named
          : named.filter(
              (item) =>
                searchKey(item.name).includes(search) ||
                searchKey(item.englishName).includes(search),
            );

      const place = (item: (typeof matching)[number]) =>
        item.entry.categoryPosition ?? item.entry.game.position;
      const byPlace = (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        place(a) - place(b) ||
        a.entry.game.position - b.entry.game.position ||
        a.entry.game.id - b.entry.game.id;
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      const byName = (a: (typeof matching)[number], b: (typeof matching)[number]) =>
        collator.compare(a.name, b.name) || a.entry.game.id - b.entry.game.id;
      const sorted = [...matching].sort((a, b) => {
        switch (filter.sort) {
          case 'popular':
            return Number(b.entry.game.popular) - Number(a.entry.game.popular) || byPlace(a, b);
          case 'asc':
            return byName(a, b);
          case 'desc':
            return byName(b, a);
          default:
            return byPlace(a, b);
        }
      });

      const page = sorted.slice(from, to);
      const categoryIds = await gameCategoryIds(
        db,
        page.map((item) => item.entry.game.id),
      );
      const entries: GameListEntry[] = page.map((item) =>
        presentGameEntry(item.entry, item, categoryIds.get(item.entry.game.id) ?? []),
      );
      return { totalcount: sorted.length, games: entries };
    },

    async info(gameId, locale) {
      const entry = await findGameBySlug(db, gameId);
      if (!entry?.game.published) throw catalogueErrors.gameNotFound();
      const { game } = entry;
      const texts = await gameTranslations(db, [game.id], localesToLoad(locale));
      const english = texts.find((row) => row.locale === DEFAULT_LOCALE);
      const translation = pickTranslation(texts, locale);
      const englishName = english?.name ?? game.slug;
      const name = translation?.name ?? englishName;
      // A locale with a name but no description yet reads the English one.
      const description = translation?.description || english?.description || '';

      const [categoryIds, named] = await Promise.all([
        gameCategoryIds(db, [game.id]),
        categories(locale),
      ]);
      const primary = named.find((category) => category.id === game.categoryId);
      if (!primary) throw new Error(`game ${game.slug} has no primary category ${game.categoryId}`);
      return {
        ...presentGameEntry(entry, { name, englishName }, categoryIds.get(game.id) ?? []),
        description,
        category: { id: primary.id, name: primary.name, slug: primary.slug },
      };
    },
  };
}
