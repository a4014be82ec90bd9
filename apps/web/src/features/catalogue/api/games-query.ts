import {
  CASINO_TABS,
  type CasinoTab,
  categorySlugOf,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SEARCH_MIN_LENGTH,
  type GameFlag,
  type GameSectionId,
  type GameSort,
} from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';

/**
 * What a list of games is filtered by. Every field is optional: no filter is the whole lobby.
 * `search` is the player's text as typed; `effectiveSearch` decides whether it is sent.
 */
export interface GamesFilter {
  /** A category slug (`/category/{slug}`, or a lobby tab's category). */
  category?: string | undefined;
  /** A category id, the spec's `category_id` (the popular carousel asks for 3). */
  categoryId?: number | undefined;
  /** A provider slug. */
  provider?: string | undefined;
  search?: string | undefined;
  sort?: GameSort | undefined;
  /** Only the games carrying this flag (the home page's new games). */
  flag?: GameFlag | undefined;
}

/**
 * The search text the list call is given: trimmed and cut to the contract's maximum, or
 * `undefined` when it is too short to mean anything (a single letter matches nearly every game).
 */
export function effectiveSearch(search: string | undefined): string | undefined {
  const trimmed = (search ?? '').trim().slice(0, GAME_SEARCH_MAX_LENGTH).trim();
  return trimmed.length >= GAME_SEARCH_MIN_LENGTH ? trimmed : undefined;
}

/** The filter as it is sent, so that equal requests share one cache entry. */
export function normalizeFilter(filter: GamesFilter): GamesFilter {
  const normalized: GamesFilter = {};
  if (filter.category) normalized.category = filter.category;
  if (filter.categoryId !== undefined) normalized.categoryId = filter.categoryId;
  if (filter.provider) normalized.provider = filter.provider;
  const search = effectiveSearch(filter.search);
  if (search !== undefined) normalized.search = search;
  if (filter.sort !== undefined && filter.sort !== 'default') normalized.sort = filter.sort;
  if (filter.flag !== undefined) normalized.flag = filter.flag;
  return normalized;
}

/**
 * `GET /api/games/list` for games `from` (inclusive) to `to` (exclusive) of `filter`, in
 * `locale`. Parameters keep a fixed order so that the address reads the same in logs and tests.
 */
export function gamesListPath(filter: GamesFilter, from: number, to: number, locale: Locale) {
  const { category, categoryId, provider, search, sort, flag } = normalizeFilter(filter);
  const query = new URLSearchParams({ limitfrom: String(from), limitto: String(to) });
  if (categoryId !== undefined) query.set('category_id', String(categoryId));
  if (category !== undefined) query.set('category', category);
  if (provider !== undefined) query.set('provider', provider);
  if (search !== undefined) query.set('search', search);
  if (sort !== undefined) query.set('sort', sort);
  if (flag !== undefined) query.set('flag', flag);
  query.set('locale', locale);
  return `/games/list?${query.toString()}`;
}

/** `GET /api/games/sections`: the first `limit` games of each section, in one call. */
export function gameSectionsPath(
  sections: readonly GameSectionId[],
  limit: number,
  locale: Locale,
) {
  const query = new URLSearchParams({ sections: sections.join(','), limit: String(limit), locale });
  return `/games/sections?${query.toString()}`;
}

/** The list filter whose first games a section is: the same games, in the same order. */
export function sectionFilter(section: GameSectionId): GamesFilter {
  const separator = section.indexOf(':');
  const kind = section.slice(0, separator);
  const value = section.slice(separator + 1);
  if (kind === 'category_id') return { categoryId: Number(value) };
  if (kind === 'flag') return { flag: value as GameFlag };
  return { category: value };
}

/** Where the next page of a paged list starts, or `undefined` when every game is loaded. */
export function nextPageStart(loaded: number, total: number, lastPageSize: number) {
  // An empty page means the list shrank while paging: stop rather than ask forever.
  return loaded < total && lastPageSize > 0 ? loaded : undefined;
}

/** A lobby tab's category slug; the lobby tab itself is every game. */
export function tabCategorySlug(tab: CasinoTab): string | undefined {
  return tab === 'lobby' ? undefined : categorySlugOf(tab);
}

export function isCasinoTab(value: string | null | undefined): value is CasinoTab {
  return (CASINO_TABS as readonly string[]).includes(value ?? '');
}
