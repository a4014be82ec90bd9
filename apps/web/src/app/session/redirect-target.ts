import type { Locale } from '@satsino/contract/locales';
import { localizedPath, stripLocale } from '../../i18n/locale-path';

/** The query parameter that carries the page to return to after logging in. */
export const REDIRECT_PARAM = 'redirect';

/** Any origin will do: it only tells whether a target stays on our site. */
const PROBE_ORIGIN = 'https://satsino.invalid';

/** Pages for guests (log in, register, password reset, …): returning to them would loop. */
function isGuestPage(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth/') || path === '/register';
}

/**
 * The page to open after logging in: `raw` (the `redirect` parameter) when it is a path on
 * this site, else `fallback`. Anything that could leave the site — `https://…`, `//host`,
 * `/\host`, `javascript:` — or lead back to a guest page is refused.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string): string {
  if (raw === null || raw === undefined || !raw.startsWith('/') || raw.startsWith('//')) {
    return fallback;
  }
  // Browsers read `\` as `/` (so `/\evil.com` is another host) and drop tabs and newlines.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || isGuestPage(stripLocale(url.pathname).path)) {
    return fallback;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login page of `locale`; with `returnTo` (a path of this site, prefix included) it asks
 * to come back there afterwards, unless that is the home page or a guest page.
 */
export function loginPath(locale: Locale, returnTo?: string): string {
  const login = localizedPath('/auth/login', locale);
  if (returnTo === undefined) {
    return login;
  }
  const target = safeRedirectTarget(returnTo, '');
  const { path } = stripLocale(target.split(/[?#]/, 1)[0] ?? '');
  if (target === '' || path === '/') {
    return login;
  }
  return `${login}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`;
}
