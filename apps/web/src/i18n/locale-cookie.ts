import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  type Locale,
} from '@satsino/contract/locales';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Remembers the player's choice in the cookie SPEC §9 names, for the server and later visits. */
export function rememberLocale(locale: Locale): void {
  const maxAgeSeconds = LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  // The Cookie Store API is not in every browser we support yet (Firefox), so this writes
  // document.cookie directly; the value is a locale code and needs no encoding.
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** The locale the cookie remembers, when it holds one of ours. */
export function localeFromCookies(cookies: string): Locale | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === LOCALE_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}
