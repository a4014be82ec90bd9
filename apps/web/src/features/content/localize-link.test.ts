import { describe, expect, it } from 'vitest';
import { localizeContentLink } from './localize-link';

describe('localizeContentLink', () => {
  it('keeps English site paths as they are', () => {
    expect(localizeContentLink('/policies/vip', 'en')).toEqual({
      kind: 'site',
      to: '/policies/vip',
    });
  });

  it('adds the locale prefix to site paths, keeping query and hash', () => {
    expect(localizeContentLink('/policies/vip', 'de')).toEqual({
      kind: 'site',
      to: '/de/policies/vip',
    });
    expect(localizeContentLink('/promotions?page=2#top', 'ja')).toEqual({
      kind: 'site',
      to: '/ja/promotions?page=2#top',
    });
    expect(localizeContentLink('/', 'fr')).toEqual({ kind: 'site', to: '/fr' });
  });

  it('keeps https and mailto addresses and in-page anchors', () => {
    expect(localizeContentLink('https://example.com/a', 'de')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(localizeContentLink('mailto:support@satsino.com', 'de')).toEqual({
      kind: 'external',
      href: 'mailto:support@satsino.com',
    });
    expect(localizeContentLink('#limits', 'de')).toEqual({ kind: 'external', href: '#limits' });
  });

  it('drops unsafe or unreadable links', () => {
    expect(localizeContentLink('javascript:alert(1)', 'en')).toBeUndefined();
    expect(localizeContentLink('//evil.example/x', 'en')).toBeUndefined();
    expect(localizeContentLink('/a\\b', 'en')).toBeUndefined();
    expect(localizeContentLink('http://example.com', 'en')).toBeUndefined();
    expect(localizeContentLink('not a link', 'en')).toBeUndefined();
    expect(localizeContentLink(undefined, 'en')).toBeUndefined();
  });
});
