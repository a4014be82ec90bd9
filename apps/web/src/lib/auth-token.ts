import {
  REMEMBER_SESSION_DAYS,
  TOKEN_COOKIE,
  tokenFromCookies,
} from '@satsino/contract/auth-constants';

export { tokenFromCookies };

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Lax keeps the cookie off cross-site sub-requests (the API reads the bearer header, never the
 * cookie); on an https page Secure keeps it off plain http, where anyone on the way could read
 * it. A page served over http (a local start) cannot set a Secure cookie, so it goes without.
 */
function attributes(secure: boolean): string {
  return `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The `Set-Cookie`-style string that stores `token` (SPEC §4): kept for a year when the player
 * asked to be remembered, otherwise a session cookie that the browser drops when it closes.
 * `secure`: the page is on https.
 */
export function tokenCookie(token: string, remember: boolean, secure: boolean): string {
  const lifetime = remember ? `; Max-Age=${REMEMBER_SESSION_DAYS * SECONDS_PER_DAY}` : '';
  return `${TOKEN_COOKIE}=${encodeURIComponent(token)}${lifetime}${attributes(secure)}`;
}

/** The string that deletes the token cookie, with the attributes it was written with. */
export function expiredTokenCookie(secure: boolean): string {
  return `${TOKEN_COOKIE}=; Max-Age=0${attributes(secure)}`;
}

const pageIsSecure = () => window.location.protocol === 'https:';

/** The saved bearer token of this browser (none outside a browser, e.g. in unit tests). */
export function readToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : tokenFromCookies(document.cookie);
}

export function saveToken(token: string, remember: boolean): void {
  // The Cookie Store API is not in every browser we support yet (Firefox), so this writes
  // document.cookie directly, as src/i18n/locale-cookie.ts does.
  // biome-ignore lint/suspicious/noDocumentCookie: see the comment above.
  document.cookie = tokenCookie(token, remember, pageIsSecure());
}

export function clearToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see saveToken.
  document.cookie = expiredTokenCookie(pageIsSecure());
}
