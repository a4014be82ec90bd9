/** Largest JSON request body the API accepts; uploads have their own, larger limits. */
export const API_BODY_LIMIT_BYTES = 256 * 1024;

/** How long a health check waits for the database before calling it down. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;
