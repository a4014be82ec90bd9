import type { AdminVipLevel } from '@satsino/contract/content-admin';
import { describe, expect, it } from 'vitest';
import {
  checkLevel,
  createBodyOf,
  draftsOf,
  fieldsOf,
  parsePercentInput,
  percentInputOf,
  placeOfServerField,
  updateBodyOf,
} from './vip-level-values';

const GOLD: AdminVipLevel = {
  id: 7,
  key: 'gold',
  position: 3,
  min_wagered: 500_000,
  cashback_bps: 200,
  bonus_bps: 1050,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  translations: {
    en: { name: 'Gold', benefits: ['2% cashback'] },
    de: { name: 'Gold', benefits: ['2 % Cashback'] },
  },
};

describe('percent input', () => {
  it('reads percentages as basis points, with a point or a comma', () => {
    expect(parsePercentInput('1.5')).toBe(150);
    expect(parsePercentInput('1,25')).toBe(125);
    expect(parsePercentInput('100')).toBe(10_000);
    expect(parsePercentInput('0')).toBe(0);
  });

  it('refuses what is no percentage from 0 to 100 in basis points', () => {
    for (const text of ['', '-1', '100.01', '1.234', 'abc', '1e2']) {
      expect(parsePercentInput(text), text).toBeUndefined();
    }
  });

  it('writes basis points back as the shortest percentage', () => {
    expect(percentInputOf(150)).toBe('1.5');
    expect(percentInputOf(125)).toBe('1.25');
    expect(percentInputOf(1000)).toBe('10');
    expect(percentInputOf(5)).toBe('0.05');
    for (const bps of [0, 1, 99, 150, 1050, 10_000]) {
      expect(parsePercentInput(percentInputOf(bps))).toBe(bps);
    }
  });
});

describe('a new level', () => {
  it('needs a key, numbers and an English name', () => {
    expect(checkLevel(fieldsOf(undefined), {})).toEqual({
      key: 'key',
      min_wagered: 'minWagered',
      name: 'nameRequired',
    });
  });

  it('is sent in minor units and basis points, with only the locales that have texts', () => {
    const fields = {
      key: 'diamond',
      position: '5',
      minWagered: '1000.50',
      cashback: '1.5',
      bonus: '0',
    };
    const drafts = {
      en: { name: ' Diamond ', benefits: 'Own manager\n\n 5% cashback ' },
      de: { name: '', benefits: '' },
    };
    expect(checkLevel(fields, drafts)).toEqual({});
    expect(createBodyOf(fields, drafts)).toEqual({
      key: 'diamond',
      position: 5,
      min_wagered: 100_050,
      cashback_bps: 150,
      bonus_bps: 0,
      translations: { en: { name: 'Diamond', benefits: ['Own manager', '5% cashback'] } },
    });
  });
});

describe('an edited level', () => {
  it('starts from the level as the operator reads it', () => {
    expect(fieldsOf(GOLD)).toEqual({
      key: 'gold',
      position: '3',
      minWagered: '5000',
      cashback: '2',
      bonus: '10.5',
    });
  });

  it('sends only what changed', () => {
    const drafts = draftsOf(GOLD);
    expect(updateBodyOf(GOLD, fieldsOf(GOLD), drafts)).toEqual({});
    expect(
      updateBodyOf(
        GOLD,
        { ...fieldsOf(GOLD), cashback: '2.5' },
        {
          ...drafts,
          de: { name: 'Goldstufe', benefits: '2 % Cashback' },
          fr: { name: '', benefits: '' },
        },
      ),
    ).toEqual({
      cashback_bps: 250,
      translations: { de: { name: 'Goldstufe', benefits: ['2 % Cashback'] } },
    });
  });
});

describe('placeOfServerField', () => {
  it('finds the input of a 422 field', () => {
    expect(placeOfServerField('cashback_bps')).toEqual({ kind: 'level', field: 'cashback_bps' });
    expect(placeOfServerField('translations.de.name')).toEqual({
      kind: 'texts',
      locale: 'de',
      field: 'name',
    });
    expect(placeOfServerField('translations.fr.benefits.0')).toEqual({
      kind: 'texts',
      locale: 'fr',
      field: 'benefits',
    });
    expect(placeOfServerField('translations.xx.name')).toBeUndefined();
    expect(placeOfServerField('body')).toBeUndefined();
  });
});
