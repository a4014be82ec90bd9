import {
  CAROUSEL_MAX_GAMES,
  categoriesResponse,
  type GameSectionId,
  gameDetails,
  gamesListResponse,
  gamesSectionsResponse,
  LOBBY_PAGE_SIZE,
  providersResponse,
} from '@satsino/contract/catalogue';
import { type GameMode, gameUrlResponse } from '@satsino/contract/game-launch';
import type { Locale } from '@satsino/contract/locales';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import {
  type GamesFilter,
  gameSectionsPath,
  gamesListPath,
  nextPageStart,
  normalizeFilter,
  sectionFilter,
} from './games-query';

/** Categories and providers change when an operator edits them: rarely. */
const CATALOGUE_STALE_TIME_MS = 5 * 60_000;

const withLocale = (path: string, locale: Locale) =>
  `${path}?${new URLSearchParams({ locale }).toString()}`;

/** `POST /api/games/categories`: every category, named in `locale`, in menu order. */
export function categoriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['catalogue', 'categories', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/games/categories', locale), categoriesResponse, {
        method: 'POST',
        signal,
      }),
    staleTime: CATALOGUE_STALE_TIME_MS,
    select: (answer) => [...answer.categories].sort((a, b) => a.position - b.position),
  });
}

/** `POST /api/games/providers`: the game studios with their logos. */
export function providersQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['catalogue', 'providers', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/games/providers', locale), providersResponse, {
        method: 'POST',
        signal,
      }),
    staleTime: CATALOGUE_STALE_TIME_MS,
    select: (answer) => answer.providers,
  });
}

/** The first `limit` games of `filter`: what a carousel shows (SPEC §9: at most 50). */
export function gamesQueryOptions(
  filter: GamesFilter,
  locale: Locale,
  limit: number = CAROUSEL_MAX_GAMES,
) {
  const normalized = normalizeFilter(filter);
  return queryOptions({
    queryKey: ['catalogue', 'games', normalized, limit, locale],
    queryFn: ({ signal }) =>
      request(gamesListPath(normalized, 0, limit, locale), gamesListResponse, { signal }),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

/**
 * `GET /api/games/sections`: the first `limit` games of several rows in one call (the home page
 * asks for all of its rows at once). Each section is also what `gamesQueryOptions` would fetch
 * for its filter, so it is put in that query's cache too: the search drawer's popular carousel,
 * opened from the home page, needs no call of its own.
 */
export function gameSectionsQueryOptions(
  sections: readonly GameSectionId[],
  locale: Locale,
  limit: number = CAROUSEL_MAX_GAMES,
) {
  return queryOptions({
    queryKey: ['catalogue', 'sections', sections, limit, locale],
    queryFn: async ({ client, signal }) => {
      const answer = await request(
        gameSectionsPath(sections, limit, locale),
        gamesSectionsResponse,
        { signal },
      );
      for (const section of answer.sections) {
        const { id, ...list } = section;
        const filter = sectionFilter(id as GameSectionId);
        client.setQueryData(gamesQueryOptions(filter, locale, limit).queryKey, list);
      }
      return answer;
    },
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

/** The lobby grid: `filter`'s games, LOBBY_PAGE_SIZE at a time ("load more"). */
export function pagedGamesQueryOptions(filter: GamesFilter, locale: Locale) {
  const normalized = normalizeFilter(filter);
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'games-paged', normalized, locale],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      request(
        gamesListPath(normalized, pageParam, pageParam + LOBBY_PAGE_SIZE, locale),
        gamesListResponse,
        { signal },
      ),
    getNextPageParam: (lastPage, allPages) =>
      nextPageStart(
        allPages.reduce((count, page) => count + page.games.length, 0),
        lastPage.totalcount,
        lastPage.games.length,
      ),
    // A new search or filter keeps the current tiles on screen until its answer arrives.
    placeholderData: keepPreviousData,
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

/** `GET /api/games/info/{game_id}`: one game with its description, for its page. */
export function gameInfoQueryOptions(gameId: string, locale: Locale) {
  return queryOptions({
    queryKey: ['catalogue', 'game', gameId, locale],
    queryFn: ({ signal }) =>
      request(withLocale(`/games/info/${encodeURIComponent(gameId)}`, locale), gameDetails, {
        signal,
      }),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });
}

/**
 * `POST /api/games/gameURL` (real money, the player's token) or `/api/games/demo/gameURL`
 * (play money, anyone): the game host's address to show in the player's frame. Each call makes
 * a new single-use launch, so it is a mutation, never cached.
 */
export async function launchGame(gameId: string, mode: GameMode, locale: Locale): Promise<string> {
  const path = mode === 'demo' ? '/games/demo/gameURL' : '/games/gameURL';
  // The locale is the language a third-party provider's game opens in.
  const answer = await request(withLocale(path, locale), gameUrlResponse, {
    method: 'POST',
    body: { game_id: gameId },
  });
  return answer.urldata.url;
}
