import { describe, expect, it } from 'vitest';
import { localesOfAcceptLanguage, pickTranslation, resolveLocale } from './content.locale.js';

describe('locale of a content call', () => {
  it('reads Accept-Language by preference, keeping only supported locales', () => {
    expect(localesOfAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr',
      'en',
      'de',
    ]);
    expect(localesOfAcceptLanguage('en;q=0.2, ja;q=0.9')).toEqual(['ja', 'en']);
    expect(localesOfAcceptLanguage('pt-BR;q=0, tr')).toEqual(['tr']);
    expect(localesOfAcceptLanguage('no, nn;q=0.5')).toEqual(['nb']);
    expect(localesOfAcceptLanguage('zz, ;;; , q=1')).toEqual([]);
    expect(localesOfAcceptLanguage(undefined)).toEqual([]);
  });

  it('prefers ?locale, then the header, then English', () => {
    expect(resolveLocale('de', 'fr')).toBe('de');
    expect(resolveLocale('DE-at', undefined)).toBe('de');
    expect(resolveLocale('xx', 'es-ES,es;q=0.9')).toBe('es');
    expect(resolveLocale(undefined, 'xx')).toBe('en');
    expect(resolveLocale(undefined, undefined)).toBe('en');
  });

  it('falls back to the English translation when the locale has none', () => {
    const rows = [
      { locale: 'en', title: 'Hello' },
      { locale: 'de', title: 'Hallo' },
    ];
    expect(pickTranslation(rows, 'de')?.title).toBe('Hallo');
    expect(pickTranslation(rows, 'fi')?.title).toBe('Hello');
    expect(pickTranslation([], 'fi')).toBeUndefined();
  });
});
