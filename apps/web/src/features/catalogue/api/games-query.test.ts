import { GAME_SEARCH_MAX_LENGTH } from '@satsino/contract/catalogue';
import { describe, expect, it } from 'vitest';
import {
  effectiveSearch,
  gameSectionsPath,
  gamesListPath,
  isCasinoTab,
  nextPageStart,
  normalizeFilter,
  sectionFilter,
  tabCategorySlug,
} from './games-query';

describe('effectiveSearch', () => {
  it('sends nothing for a search shorter than the contract minimum', () => {
    expect(effectiveSearch(undefined)).toBeUndefined();
    expect(effectiveSearch('')).toBeUndefined();
    expect(effectiveSearch('  r  ')).toBeUndefined();
  });

  it('trims and cuts to the contract maximum', () => {
    expect(effectiveSearch('  ro ')).toBe('ro');
    const long = `${'a'.repeat(GAME_SEARCH_MAX_LENGTH)}bbb`;
    expect(effectiveSearch(long)).toHaveLength(GAME_SEARCH_MAX_LENGTH);
  });
});

describe('normalizeFilter', () => {
  it('drops empty values and the default sort, so equal requests share a cache key', () => {
    expect(
      normalizeFilter({ category: '', provider: undefined, search: 'x', sort: 'default' }),
    ).toEqual({});
    expect(normalizeFilter({ category: 'slots', search: ' dice ', sort: 'asc' })).toEqual({
      category: 'slots',
      search: 'dice',
      sort: 'asc',
    });
  });
});

describe('gamesListPath', () => {
  it('asks for the window, the filters and the locale in a fixed order', () => {
    expect(
      gamesListPath(
        { provider: 'reelforge', category: 'slots', search: 'fruit', sort: 'desc' },
        48,
        96,
        'de',
      ),
    ).toBe(
      '/games/list?limitfrom=48&limitto=96&category=slots&provider=reelforge&search=fruit&sort=desc&locale=de',
    );
  });

  it('asks for the popular category by id (SPEC §9 category 3)', () => {
    expect(gamesListPath({ categoryId: 3 }, 0, 50, 'en')).toBe(
      '/games/list?limitfrom=0&limitto=50&category_id=3&locale=en',
    );
  });

  it('leaves out a too-short search and encodes the rest', () => {
    expect(gamesListPath({ search: 'a' }, 0, 10, 'en')).toBe(
      '/games/list?limitfrom=0&limitto=10&locale=en',
    );
    expect(gamesListPath({ search: 'rock & roll' }, 0, 10, 'en')).toContain('search=rock+%26+roll');
  });
});

describe('sections', () => {
  it('asks for every section in one call, in the order given', () => {
    expect(gameSectionsPath(['category_id:3', 'flag:new', 'category:live-casino'], 50, 'fi')).toBe(
      '/games/sections?sections=category_id%3A3%2Cflag%3Anew%2Ccategory%3Alive-casino&limit=50&locale=fi',
    );
  });

  it("names each section's list filter, so that its games fill that list's cache entry", () => {
    expect(sectionFilter('category_id:3')).toEqual({ categoryId: 3 });
    expect(sectionFilter('category:game-show')).toEqual({ category: 'game-show' });
    expect(sectionFilter('flag:new')).toEqual({ flag: 'new' });
    expect(gamesListPath(sectionFilter('flag:new'), 0, 50, 'en')).toBe(
      '/games/list?limitfrom=0&limitto=50&flag=new&locale=en',
    );
  });
});

describe('nextPageStart', () => {
  it('continues after the games loaded until the total is reached', () => {
    expect(nextPageStart(48, 100, 48)).toBe(48);
    expect(nextPageStart(100, 100, 4)).toBeUndefined();
  });

  it('stops on an empty page even if the total promised more', () => {
    expect(nextPageStart(48, 100, 0)).toBeUndefined();
  });
});

describe('tabs', () => {
  it('maps each casino tab but the lobby to its category slug', () => {
    expect(tabCategorySlug('lobby')).toBeUndefined();
    expect(tabCategorySlug('live_casino')).toBe('live-casino');
    expect(tabCategorySlug('game_show')).toBe('game-show');
    expect(tabCategorySlug('original')).toBe('original');
  });

  it('knows the tabs of the contract only', () => {
    expect(isCasinoTab('featured')).toBe(true);
    expect(isCasinoTab('slots')).toBe(false);
    expect(isCasinoTab(null)).toBe(false);
  });
});
