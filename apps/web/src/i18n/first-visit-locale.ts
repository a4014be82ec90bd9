import { DEFAULT_LOCALE } from '@satsino/contract/locales';
import { localeFromCookies } from './locale-cookie';
import { localizedPath } from './locale-path';

interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where a fresh visit that lands on the English home page belongs: the home page of the locale
 * the player chose before (cookie `i18n_redirected`, SPEC §9), or `undefined` to stay. Only the
 * landing is redirected; the language switcher writes the cookie before it navigates, so a
 * player who picks English has `en` there and stays in English.
 */
export function firstVisitRedirect(address: Address, cookies: string): string | undefined {
  if (address.pathname !== '/') {
    return undefined;
  }
  const remembered = localeFromCookies(cookies);
  if (remembered === undefined || remembered === DEFAULT_LOCALE) {
    return undefined;
  }
  return `${localizedPath('/', remembered)}${address.search}${address.hash}`;
}

/**
 * Applies `firstVisitRedirect` to the page being opened, before the router reads the address,
 * so the English page never renders first. Replacing keeps Back from returning to `/`.
 */
export function redirectFirstVisit(): void {
  const target = firstVisitRedirect(window.location, document.cookie);
  if (target !== undefined) {
    window.history.replaceState(window.history.state, '', target);
  }
}
