import { describe, expect, it } from 'vitest';
import { localizedPath, stripLocale } from './locale-path';

describe('stripLocale', () => {
  it('reads a locale prefix and keeps the rest of the path', () => {
    expect(stripLocale('/de/casino')).toEqual({ locale: 'de', path: '/casino' });
    expect(stripLocale('/ja/casino/42/some-slug')).toEqual({
      locale: 'ja',
      path: '/casino/42/some-slug',
    });
  });

  it('maps a locale home with or without trailing slash to /', () => {
    expect(stripLocale('/fi')).toEqual({ locale: 'fi', path: '/' });
    expect(stripLocale('/fi/')).toEqual({ locale: 'fi', path: '/' });
  });

  it('treats unprefixed paths as English', () => {
    expect(stripLocale('/')).toEqual({ locale: 'en', path: '/' });
    expect(stripLocale('/casino')).toEqual({ locale: 'en', path: '/casino' });
    expect(stripLocale('')).toEqual({ locale: 'en', path: '/' });
  });

  it('does not treat /en or look-alike segments as a prefix', () => {
    expect(stripLocale('/en/casino')).toEqual({ locale: 'en', path: '/en/casino' });
    expect(stripLocale('/deutsch')).toEqual({ locale: 'en', path: '/deutsch' });
    expect(stripLocale('/DE/casino')).toEqual({ locale: 'en', path: '/DE/casino' });
  });
});

describe('localizedPath', () => {
  it('adds the prefix of a non-default locale', () => {
    expect(localizedPath('/casino', 'de')).toBe('/de/casino');
    expect(localizedPath('casino', 'tr')).toBe('/tr/casino');
    expect(localizedPath('/', 'nb')).toBe('/nb');
  });

  it('leaves English paths without a prefix', () => {
    expect(localizedPath('/casino', 'en')).toBe('/casino');
    expect(localizedPath('/', 'en')).toBe('/');
  });

  it('is the inverse of stripLocale', () => {
    for (const pathname of ['/', '/casino', '/pt', '/pt/settings/wallet']) {
      const { locale, path } = stripLocale(pathname);
      expect(localizedPath(path, locale)).toBe(pathname);
    }
  });
});
