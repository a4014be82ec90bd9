import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';

/** A path split into its locale and the path the route tree knows (always starting with `/`). */
export interface LocalePath {
  locale: Locale;
  path: string;
}

/**
 * Reads the locale prefix off a pathname: `/de/casino` → de + `/casino`. English has no prefix
 * (SPEC §9, "prefix except default"), so `/en/casino` is an English path like any other unknown
 * one rather than a second address for the same page.
 */
export function stripLocale(pathname: string): LocalePath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (segment === undefined || segment === DEFAULT_LOCALE || !isLocale(segment)) {
    return { locale: DEFAULT_LOCALE, path: pathname === '' ? '/' : pathname };
  }
  return { locale: segment, path: match?.[2] ?? '/' };
}

/**
 * The address of `path` in `locale`: `localizedPath('/casino', 'de')` → `/de/casino`.
 * The home page of a prefixed locale is `/de`, without a trailing slash; `/de/` reaches it too.
 */
export function localizedPath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) {
    return normalized;
  }
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}
