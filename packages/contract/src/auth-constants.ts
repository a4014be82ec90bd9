/**
 * The roles, the sessions' lifetimes and the token cookie, apart from auth.ts's schemas, so that
 * the web's first page reads the session cookie without building every auth schema (issue 12).
 */

export const ROLES = ['player', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Session lifetimes: "remember" keeps a player signed in for a year (SPEC §4). */
export const REMEMBER_SESSION_DAYS = 365;
export const SHORT_SESSION_HOURS = 12;
export const TOKEN_COOKIE = 'token';
export const PASSWORD_RESET_TOKEN_MINUTES = 60;
export const EMAIL_VERIFICATION_TOKEN_HOURS = 48;

/**
 * The token in a `Cookie` header or a `document.cookie` string, or `undefined` when there is none:
 * the web app reads its session with it, and the server whether a page's visitor has one.
 */
export function tokenFromCookies(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== TOKEN_COOKIE) {
      continue;
    }
    const value = pair.slice(separator + 1).trim();
    if (value === '') {
      return undefined;
    }
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
