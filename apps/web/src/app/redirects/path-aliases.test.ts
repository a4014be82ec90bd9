import { describe, expect, it } from 'vitest';
import {
  ALIAS_PATHS,
  canonicalCategoryPath,
  canonicalProviderPath,
  legacyCategoryPath,
  legacyPolicyPath,
} from './path-aliases';

describe('ALIAS_PATHS', () => {
  it('sends /home home, /lobby to the casino and /register to registration', () => {
    expect(ALIAS_PATHS).toEqual({ home: '/', lobby: '/casino', register: '/auth/register' });
  });
});

describe('legacyCategoryPath', () => {
  it('maps the two renamed slugs', () => {
    expect(legacyCategoryPath('livecasino')).toBe('/category/live-casino');
    expect(legacyCategoryPath('gameshow')).toBe('/category/game-show');
  });

  it('keeps the slugs that did not change', () => {
    expect(legacyCategoryPath('blackjack')).toBe('/category/blackjack');
    expect(legacyCategoryPath('roulette')).toBe('/category/roulette');
    expect(legacyCategoryPath('slots')).toBe('/category/slots');
  });

  it('reads old slugs in any case', () => {
    expect(legacyCategoryPath('LiveCasino')).toBe('/category/live-casino');
  });

  it('has no page for other slugs', () => {
    expect(legacyCategoryPath('crash')).toBeUndefined();
    expect(legacyCategoryPath('live-casino')).toBeUndefined();
    expect(legacyCategoryPath(undefined)).toBeUndefined();
  });
});

describe('legacyPolicyPath', () => {
  it('maps the three old policy addresses', () => {
    expect(legacyPolicyPath('about-us')).toBe('/policies/about-us');
    expect(legacyPolicyPath('privacy-policy')).toBe('/policies/privacy-policy');
    expect(legacyPolicyPath('terms-and-conditions')).toBe('/policies/terms-and-conditions');
  });

  it('has no page for other slugs', () => {
    expect(legacyPolicyPath('vip')).toBeUndefined();
    expect(legacyPolicyPath(undefined)).toBeUndefined();
  });
});

describe('canonicalCategoryPath', () => {
  it('lower-cases an id with capitals', () => {
    expect(canonicalCategoryPath('Live-Casino')).toBe('/category/live-casino');
    expect(canonicalCategoryPath('SLOTS')).toBe('/category/slots');
  });

  it('leaves lower-case ids alone', () => {
    expect(canonicalCategoryPath('live-casino')).toBeUndefined();
    expect(canonicalCategoryPath('42')).toBeUndefined();
    expect(canonicalCategoryPath(undefined)).toBeUndefined();
  });

  it('keeps the id a single, encoded path segment', () => {
    expect(canonicalCategoryPath('Ä?x')).toBe('/category/%C3%A4%3Fx');
  });
});

describe('canonicalProviderPath', () => {
  it('turns every space into a hyphen and keeps the rest', () => {
    expect(canonicalProviderPath('Big Time Gaming')).toBe('/providers/Big-Time-Gaming');
    expect(canonicalProviderPath('play n  go')).toBe('/providers/play-n--go');
  });

  it('leaves ids without spaces alone', () => {
    expect(canonicalProviderPath('netent')).toBeUndefined();
    expect(canonicalProviderPath('Big-Time-Gaming')).toBeUndefined();
    expect(canonicalProviderPath(undefined)).toBeUndefined();
  });

  it('keeps the id a single, encoded path segment', () => {
    expect(canonicalProviderPath('Play n GO?')).toBe('/providers/Play-n-GO%3F');
  });
});
