import { GAMES_PAGE_MAX } from '@satsino/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { listWindow, searchKey, sectionFilter } from './catalogue.service.js';

describe('listWindow', () => {
  it('runs to the end when limitto is empty, bounded by the page maximum', () => {
    expect(listWindow(0, undefined)).toEqual({ from: 0, to: GAMES_PAGE_MAX });
    expect(listWindow(10, undefined)).toEqual({ from: 10, to: 10 + GAMES_PAGE_MAX });
  });

  it('keeps a window within the maximum and clamps a larger one', () => {
    expect(listWindow(5, 20)).toEqual({ from: 5, to: 20 });
    expect(listWindow(5, 5)).toEqual({ from: 5, to: 5 });
    expect(listWindow(0, 10_000)).toEqual({ from: 0, to: GAMES_PAGE_MAX });
  });

  it('refuses a window that ends before it starts', () => {
    expect(() => listWindow(10, 9)).toThrow(AppError);
    try {
      listWindow(10, 9);
    } catch (error) {
      expect((error as AppError).statusCode).toBe(422);
      expect((error as AppError).fieldErrors).toHaveProperty('limitto');
    }
  });
});

describe('searchKey', () => {
  it('ignores case and accents', () => {
    expect(searchKey('Würfel')).toBe('wurfel');
    expect(searchKey('CAFÉ')).toBe('cafe');
    expect(searchKey('İstanbul').startsWith('i')).toBe(true);
    expect(searchKey('ルーレット')).toBe(searchKey('ルーレット'));
  });
});

describe('sectionFilter', () => {
  it("turns each kind of section id into the list call's filter", () => {
    expect(sectionFilter('category:live-casino')).toEqual({ category: 'live-casino' });
    expect(sectionFilter('category_id:3')).toEqual({ category_id: 3 });
    expect(sectionFilter('flag:new')).toEqual({ flag: 'new' });
  });

  it('fails loudly on an id the contract would have refused', () => {
    expect(() => sectionFilter('provider:reelforge')).toThrow(/none of its kinds/);
  });
});
