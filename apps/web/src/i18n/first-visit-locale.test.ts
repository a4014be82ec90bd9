import { describe, expect, it } from 'vitest';
import { firstVisitRedirect } from './first-visit-locale';
import { localeFromCookies } from './locale-cookie';

const home = { pathname: '/', search: '', hash: '' };

describe('localeFromCookies', () => {
  it('reads the remembered locale among other cookies', () => {
    expect(localeFromCookies('token=abc; i18n_redirected=de; theme=x')).toBe('de');
    expect(localeFromCookies('i18n_redirected=en')).toBe('en');
  });

  it('ignores missing, unknown and look-alike cookies', () => {
    expect(localeFromCookies('')).toBeUndefined();
    expect(localeFromCookies('i18n_redirected=xx')).toBeUndefined();
    expect(localeFromCookies('my_i18n_redirected=de')).toBeUndefined();
  });
});

describe('firstVisitRedirect', () => {
  it('sends the English home page to the remembered locale home', () => {
    expect(firstVisitRedirect(home, 'i18n_redirected=de')).toBe('/de');
    expect(
      firstVisitRedirect({ ...home, search: '?ref=1', hash: '#top' }, 'i18n_redirected=ja'),
    ).toBe('/ja?ref=1#top');
  });

  it('stays in English when English was chosen or nothing was', () => {
    expect(firstVisitRedirect(home, 'i18n_redirected=en')).toBeUndefined();
    expect(firstVisitRedirect(home, '')).toBeUndefined();
    expect(firstVisitRedirect(home, 'i18n_redirected=klingon')).toBeUndefined();
  });

  it('leaves every other page alone', () => {
    for (const pathname of ['/casino', '/de', '/fr/', '/auth/login']) {
      expect(firstVisitRedirect({ ...home, pathname }, 'i18n_redirected=de')).toBeUndefined();
    }
  });
});
