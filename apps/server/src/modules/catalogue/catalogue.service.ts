import {
  type Category,
  GAME_SEARCH_MIN_LENGTH,
  GAMES_PAGE_MAX,
  type GameDetails,
  type GameFlag,
  type GameSort,
  type GamesListResponse,
  type GamesSectionsResponse,
  type Provider,
} from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';
import type { Db } from '../../db/connection.js';
import { groupBy, localesToLoad, pickTranslation } from '../content/content.locale.js';
import { catalogueErrors } from './catalogue.errors.js';
import { presentCategory, presentGameEntry, presentProvider } from './catalogue.presenter.js';
import {
  categoryTranslations,
  findGameDetails,
  listCategories,
  listGamePage,
  listProviders,
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
  flag?: GameFlag | undefined;
}

/** A sections query after the contract's parsing: ids matching GAME_SECTION_PATTERN. */
export interface GamesSectionsFilter {
  sections: string[];
  limit: number;
}

export interface CatalogueService {
  /** A published game by its public id (slug); undefined for an unknown or unpublished one. */
  findPlayableGame(gameId: string): Promise<PlayableGame | undefined>;
  categories(locale: Locale): Promise<Category[]>;
  providers(): Promise<Provider[]>;
  list(filter: GamesListFilter, locale: Locale): Promise<GamesListResponse>;
  sections(filter: GamesSectionsFilter, locale: Locale): Promise<GamesSectionsResponse>;
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

/** What a section id (`category:slots`, `category_id:3`, `flag:new`) lists, as a list filter. */
export function sectionFilter(
  id: string,
): Pick<GamesListFilter, 'category' | 'category_id' | 'flag'> {
  const [kind = '', value = ''] = id.split(':', 2);
  switch (kind) {
    case 'category':
      return { category: value };
    case 'category_id':
      return { category_id: Number(value) };
    case 'flag':
      return { flag: value as GameFlag };
    default:
      throw new Error(`section id ${id} passed the contract's pattern but is none of its kinds`);
  }
}

/** The lobby's reads, in the caller's locale, and the lookup other domains launch games with. */
export function createCatalogueService(deps: { db: Db }): CatalogueService {
  const { db } = deps;

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

  async function list(filter: GamesListFilter, locale: Locale): Promise<GamesListResponse> {
    const { from, to } = listWindow(filter.limitfrom, filter.limitto);
    const search = filter.search?.trim();
    if (search !== undefined && searchKey(search).length < GAME_SEARCH_MIN_LENGTH) {
      return emptyList;
    }
    // Unknown categories and studios list nothing rather than fail: the page shows its empty
    // state. The database resolves them in the same statement.
    const page = await listGamePage(db, {
      locale,
      categoryId: filter.category_id,
      categorySlug: filter.category?.toLowerCase(),
      providerSlug: filter.provider?.trim().toLowerCase(),
      flag: filter.flag,
      search,
      sort: filter.sort,
      offset: from,
      limit: to - from,
    });
    return { totalcount: page.total, games: page.games.map(presentGameEntry) };
  }

  return {
    findPlayableGame: (gameId) => findPlayableGame(db, gameId),
    categories,

    async providers() {
      return (await listProviders(db)).map(presentProvider);
    },

    list,

    async sections(filter, locale) {
      const lists = await Promise.all(
        filter.sections.map((id) =>
          list(
            { ...sectionFilter(id), limitfrom: 0, limitto: filter.limit, sort: 'default' },
            locale,
          ),
        ),
      );
      return {
        sections: filter.sections.map((id, index) => ({ id, ...(lists[index] ?? emptyList) })),
      };
    },

    async info(gameId, locale) {
      const details = await findGameDetails(db, gameId, locale);
      if (!details) throw catalogueErrors.gameNotFound();
      return {
        ...presentGameEntry(details.tile),
        description: details.description,
        category: details.category,
      };
    },
  };
}
