/** Largest JSON request body the API accepts; uploads have their own, larger limits. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** How long a health check waits for the database before calling it down. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

/**
 * Abuse limits of the sign-in calls: per client address and per account (the e-mail asked
 * about). Past a limit the call answers 429 with Retry-After.
 */
export const RATE_LIMITS = {
  loginPerIp: { points: 20, durationSeconds: 60 },
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  registerPerIp: { points: 10, durationSeconds: 60 * 60 },
  registerPerAccount: { points: 3, durationSeconds: 60 * 60 },
  passwordEmailPerIp: { points: 10, durationSeconds: 60 * 60 },
  passwordEmailPerAccount: { points: 3, durationSeconds: 60 * 60 },
  verificationResendPerIp: { points: 10, durationSeconds: 60 * 60 },
  verificationResendPerAccount: { points: 3, durationSeconds: 60 * 60 },
  oauthStartPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Withdrawal requests, tips and deposit notes of one player. */
  moneyPerAccount: { points: 60, durationSeconds: 60 },
  /** Chat messages and new conversations of one player: a fast typist, not a script. */
  chatPerAccount: { points: 30, durationSeconds: 60 },
  /** Verification document uploads of one player (a few files, replaced now and then). */
  kycUploadPerAccount: { points: 20, durationSeconds: 10 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Sessions page size: the newest sessions of a player. */
export const SESSION_LIST_LIMIT = 100;
