import {
  type CasinoTab,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SORTS,
  type GameSort,
} from '@satsino/contract/catalogue';
import { isCasinoTab } from '../api/games-query';

/**
 * What the lobby shows, kept in the address so that a view can be shared, bookmarked and
 * reached with the browser's back button and restored on reload:
 * `/casino?tab=live_casino&q=roul&provider=reelforge&sort=asc&view=full`. Defaults are left out
 * of the address.
 */
export interface LobbyState {
  tab: CasinoTab;
  search: string;
  provider: string | undefined;
  sort: GameSort;
  /**
   * The grid's width. Fullscreen is not kept: a browser enters it only on a click, so a
   * reloaded page could not honour it.
   */
  view: LobbyView;
}

/** SPEC §2 game view modes that an address can hold: default and full width. */
export const LOBBY_VIEWS = ['default', 'full'] as const;
export type LobbyView = (typeof LOBBY_VIEWS)[number];

export const DEFAULT_LOBBY_STATE: LobbyState = {
  tab: 'lobby',
  search: '',
  provider: undefined,
  sort: 'default',
  view: 'default',
};

const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly string[]).includes(value ?? '');
const isView = (value: string | null): value is LobbyView =>
  (LOBBY_VIEWS as readonly string[]).includes(value ?? '');

/** Reads the lobby's state from the query; anything unknown falls back to its default. */
export function readLobbyState(params: URLSearchParams): LobbyState {
  const tab = params.get('tab');
  const sort = params.get('sort');
  const view = params.get('view');
  const provider = params.get('provider')?.trim();
  return {
    tab: isCasinoTab(tab) ? tab : DEFAULT_LOBBY_STATE.tab,
    search: (params.get('q') ?? '').slice(0, GAME_SEARCH_MAX_LENGTH),
    provider: provider ? provider : undefined,
    sort: isSort(sort) ? sort : DEFAULT_LOBBY_STATE.sort,
    view: isView(view) ? view : DEFAULT_LOBBY_STATE.view,
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
  set('view', state.view, DEFAULT_LOBBY_STATE.view);
  return params;
}

/**
 * Whether a filter differs from the plain lobby tab's (the reset button). The view mode is how
 * the games are shown, not which: reset keeps it.
 */
export function hasFilters(state: LobbyState): boolean {
  return state.search.trim() !== '' || state.provider !== undefined || state.sort !== 'default';
}
