import {
  type CasinoTab,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SORTS,
  type GameSort,
} from '@satsino/contract/catalogue';
import { isCasinoTab } from '../api/games-query';

/**
 * What the lobby shows, kept in the address so that a view can be shared, bookmarked and
 * reached with the browser's back button: `/casino?tab=live_casino&q=roul&provider=reelforge&sort=asc`.
 * Defaults are left out of the address.
 */
export interface LobbyState {
  tab: CasinoTab;
  search: string;
  provider: string | undefined;
  sort: GameSort;
}

export const DEFAULT_LOBBY_STATE: LobbyState = {
  tab: 'lobby',
  search: '',
  provider: undefined,
  sort: 'default',
};

const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly string[]).includes(value ?? '');

/** Reads the lobby's state from the query; anything unknown falls back to its default. */
export function readLobbyState(params: URLSearchParams): LobbyState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const provider = params.get('provider')?.trim();
  return {
    tab: isCasinoTab(tab) ? tab : DEFAULT_LOBBY_STATE.tab,
    search: (params.get('q') ?? '').slice(0, GAME_SEARCH_MAX_LENGTH),
    provider: provider ? provider : undefined,
    sort: isSort(sort) ? sort : DEFAULT_LOBBY_STATE.sort,
  };
}

/**
 * The query of `state`, keeping any parameter the lobby does not own (e.g. a campaign's
 * `utm_source`) and leaving defaults out.
 */
export function writeLobbyState(state: LobbyState, current = new URLSearchParams()) {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | undefined, fallback: string | undefined) => {
    if (value === undefined || value === '' || value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('tab', state.tab, DEFAULT_LOBBY_STATE.tab);
  set('q', state.search.trim() === '' ? undefined : state.search, undefined);
  set('provider', state.provider, undefined);
  set('sort', state.sort, DEFAULT_LOBBY_STATE.sort);
  return params;
}

/** Whether anything differs from the plain lobby tab's default view (the reset button). */
export function hasFilters(state: LobbyState): boolean {
  return state.search.trim() !== '' || state.provider !== undefined || state.sort !== 'default';
}
