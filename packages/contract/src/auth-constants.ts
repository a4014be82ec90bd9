/**
 * The roles and the sessions' lifetimes: constants only, apart from auth.ts's schemas, so that
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
