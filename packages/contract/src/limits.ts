/** Largest JSON request body the API accepts; uploads have their own, larger limits. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** How long a health check waits for the database before calling it down. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

/**
 * Abuse limits of the sign-in calls: per client address and per account (the e-mail asked
 * about). Past a limit the call answers 429 with Retry-After.
 *
 * Sign-in follows OWASP's credential stuffing and authentication cheat sheets: wrong passwords
 * are counted per account *and* address, so whoever guesses is slowed down without locking the
 * owner out from their own address, and a much higher ceiling per account bounds an attacker who
 * rotates addresses. A pair's budget lasts 15 minutes and may straddle one window of the
 * ceiling, so one address adds at most 10 failures to a window: reaching the ceiling takes at
 * least ten addresses, caps guessing at 400 an hour, and lasts only until the window ends.
 */
export const RATE_LIMITS = {
  /** Every sign-in attempt from one address, whatever the account. */
  loginPerIp: { points: 20, durationSeconds: 60 },
  /** Wrong passwords for one account from one address; a success starts the count again. */
  loginFailuresPerAccountAndIp: { points: 5, durationSeconds: 15 * 60 },
  /** Wrong passwords for one account from every address together. */
  loginFailuresPerAccount: { points: 100, durationSeconds: 15 * 60 },
  /** Wrong current passwords of a signed-in player changing theirs; a success starts again. */
  passwordChangePerAccount: { points: 5, durationSeconds: 15 * 60 },
  registerPerIp: { points: 10, durationSeconds: 60 * 60 },
  registerPerAccount: { points: 3, durationSeconds: 60 * 60 },
  passwordEmailPerIp: { points: 10, durationSeconds: 60 * 60 },
  passwordEmailPerAccount: { points: 3, durationSeconds: 60 * 60 },
  verificationResendPerIp: { points: 10, durationSeconds: 60 * 60 },
  verificationResendPerAccount: { points: 3, durationSeconds: 60 * 60 },
  oauthStartPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Withdrawal requests, tips, deposit notes and crash bets of one player. */
  moneyPerAccount: { points: 60, durationSeconds: 60 },
  /**
   * In-house game rounds and blackjack actions of one player (or demo session): sized for
   * autoplay, 20 a second on average, with room for a burst of a hundred (a player's retries of
   * one round all count). Money in and out of the casino keeps the tighter limit above.
   */
  gameRoundsPerAccount: { points: 100, durationSeconds: 5 },
  /** Tip recipient look-ups of one player (issue 17): asked as the player types, debounced. */
  tipLookupPerAccount: { points: 60, durationSeconds: 60 },
  /** Chat messages and new conversations of one player: a fast typist, not a script. */
  chatPerAccount: { points: 30, durationSeconds: 60 },
  /** Verification document uploads of one player (a few files, replaced now and then). */
  kycUploadPerAccount: { points: 20, durationSeconds: 10 * 60 },
  /**
   * Seamless wallet calls of one provider integration (issue 15): every player of that provider
   * at once, so sized for a busy aggregator (a thousand a second on average over ten seconds),
   * yet bounded.
   */
  providerWalletPerIntegration: { points: 10_000, durationSeconds: 10 },
  /**
   * Wallet calls refused before their body is read (unknown provider, bad signature), per client
   * address: each is logged and counted, and past this they are only answered.
   */
  providerRefusalsPerIp: { points: 30, durationSeconds: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Sessions page size: the newest sessions of a player. */
export const SESSION_LIST_LIMIT = 100;
