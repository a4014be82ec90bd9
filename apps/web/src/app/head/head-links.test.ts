import { describe, expect, it } from 'vitest';
import { headLinksFor } from './head-links';

const ORIGIN = 'https://satsino.test';

describe('headLinksFor', () => {
  it('gives the canonical address of the page in its own locale', () => {
    expect(headLinksFor('/de/auth/login', ORIGIN).canonical).toBe(`${ORIGIN}/de/auth/login`);
    expect(headLinksFor('/auth/login', ORIGIN).canonical).toBe(`${ORIGIN}/auth/login`);
  });

  it('writes locale homes one way, with or without the trailing slash', () => {
    expect(headLinksFor('/de/', ORIGIN).canonical).toBe(`${ORIGIN}/de`);
    expect(headLinksFor('/', ORIGIN).canonical).toBe(`${ORIGIN}/`);
  });

  it('lists the page in all ten locales and English as x-default', () => {
    const { alternates } = headLinksFor('/fr/settings/profile', ORIGIN);
    expect(alternates).toHaveLength(11);
    expect(alternates).toContainEqual({ hrefLang: 'en', href: `${ORIGIN}/settings/profile` });
    expect(alternates).toContainEqual({ hrefLang: 'ja', href: `${ORIGIN}/ja/settings/profile` });
    expect(alternates).toContainEqual({
      hrefLang: 'x-default',
      href: `${ORIGIN}/settings/profile`,
    });
    expect(alternates.map((link) => link.hrefLang)).toEqual([
      'en',
      'de',
      'es',
      'fi',
      'fr',
      'it',
      'ja',
      'nb',
      'pt',
      'tr',
      'x-default',
    ]);
  });
});
