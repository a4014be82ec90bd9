import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { DEFAULT_LOBBY_STATE, hasFilters, readLobbyState, writeLobbyState } from './lobby-state';
import { SORT_LABEL_KEYS } from './sort-labels';

const read = (query: string) => readLobbyState(new URLSearchParams(query));

describe('readLobbyState', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual(DEFAULT_LOBBY_STATE);
  });

  it('reads every part', () => {
    expect(read('tab=live_casino&q=roul&provider=reelforge&sort=asc&view=full')).toEqual({
      tab: 'live_casino',
      search: 'roul',
      provider: 'reelforge',
      sort: 'asc',
      view: 'full',
    });
  });

  it('falls back to the default for anything unknown', () => {
    expect(read('tab=poker&sort=random&provider=%20&view=wide')).toEqual(DEFAULT_LOBBY_STATE);
  });

  it('never reads fullscreen from an address: a browser enters it only on a click', () => {
    expect(read('view=fullscreen').view).toBe('default');
  });
});

describe('writeLobbyState', () => {
  it('leaves defaults out of the address', () => {
    expect(writeLobbyState(DEFAULT_LOBBY_STATE).toString()).toBe('');
  });

  it('round-trips a state', () => {
    const state = {
      tab: 'game_show',
      search: 'wheel',
      provider: 'spotlight-studio',
      sort: 'popular',
      view: 'full',
    } as const;
    expect(readLobbyState(writeLobbyState(state))).toEqual(state);
    expect(writeLobbyState(state).toString()).toBe(
      'tab=game_show&q=wheel&provider=spotlight-studio&sort=popular&view=full',
    );
  });

  it('keeps parameters the lobby does not own and drops cleared ones', () => {
    const current = new URLSearchParams('utm_source=mail&q=dice&provider=x&view=full');
    const next = writeLobbyState({ ...DEFAULT_LOBBY_STATE, search: '  ' }, current);
    expect(next.toString()).toBe('utm_source=mail');
  });
});

describe('hasFilters', () => {
  it('is true once a search, provider or sort differs from the default', () => {
    expect(hasFilters(DEFAULT_LOBBY_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LOBBY_STATE, tab: 'original' })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LOBBY_STATE, search: 'x' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LOBBY_STATE, provider: 'reelforge' })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LOBBY_STATE, sort: 'desc' })).toBe(true);
    // The view is how the games are shown, not which: reset keeps it.
    expect(hasFilters({ ...DEFAULT_LOBBY_STATE, view: 'full' })).toBe(false);
  });
});

describe('sort labels', () => {
  it('show popular, A-Z and Z-A (SPEC §2) besides the default order', () => {
    const label = (key: string) =>
      key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)[part], en);
    expect(label(SORT_LABEL_KEYS.popular)).toBe('Popular');
    expect(label(SORT_LABEL_KEYS.asc)).toBe('A-Z');
    expect(label(SORT_LABEL_KEYS.desc)).toBe('Z-A');
    expect(typeof label(SORT_LABEL_KEYS.default)).toBe('string');
  });
});
