import type { GameListEntry } from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';
import {
  type FavouriteState,
  favouriteState,
  type PlayerGamesResponse,
  playerGamesResponse,
} from '@satsino/contract/player-games';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/*
 * The signed-in player's own game lists (issue 15). They are never part of the public lists,
 * which stay the same for everyone and cacheable: a tile's heart is read from here. Logging out
 * clears every cached answer, these included.
 */

/** Every answer of the player's lists sits under this key. */
export const PLAYER_GAMES_QUERY_KEY = ['player-games'] as const;

const withLocale = (path: string, locale: Locale) =>
  `${path}?${new URLSearchParams({ locale }).toString()}`;

/** `GET /api/games/favourites`: the player's favourites, the latest heart first. */
export function favouritesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...PLAYER_GAMES_QUERY_KEY, 'favourites', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/games/favourites', locale), playerGamesResponse, { signal }),
  });
}

/** `GET /api/games/recent`: the games the player last launched, the latest first. */
export function recentGamesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...PLAYER_GAMES_QUERY_KEY, 'recent', locale],
    queryFn: ({ signal }) =>
      request(withLocale('/games/recent', locale), playerGamesResponse, { signal }),
  });
}

/** `PUT` (keep) or `DELETE` (forget) `/api/games/favourites/{game_id}`. Both are idempotent. */
export function setFavourite(gameId: string, favourite: boolean): Promise<FavouriteState> {
  return request(`/games/favourites/${encodeURIComponent(gameId)}`, favouriteState, {
    method: favourite ? 'PUT' : 'DELETE',
  });
}

/** The list as it will be once the change is made: shown at once, corrected by the answer. */
export function withFavourite(
  list: PlayerGamesResponse | undefined,
  game: GameListEntry,
  favourite: boolean,
): PlayerGamesResponse | undefined {
  if (list === undefined) return undefined;
  const others = list.games.filter((entry) => entry.game.game_id !== game.game.game_id);
  return { games: favourite ? [game, ...others] : others };
}

const idSets = new WeakMap<PlayerGamesResponse, ReadonlySet<string>>();

/** The ids of a list, made once per answer: every tile on the page asks it about its game. */
export function favouriteIds(list: PlayerGamesResponse): ReadonlySet<string> {
  let ids = idSets.get(list);
  if (ids === undefined) {
    ids = new Set(list.games.map((entry) => entry.game.game_id));
    idSets.set(list, ids);
  }
  return ids;
}
