import { ERROR_MESSAGES } from '@satsino/contract/errors';

/**
 * An expected failure with a stable code, an HTTP status and the text the player sees.
 * Domains declare theirs in their own `errors.ts`; the error handler turns them into the
 * envelope of the spec. Anything that is not an AppError is a bug and answers 500.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Field errors, Laravel style: each field's messages. Only for 422. */
    readonly fieldErrors?: Record<string, string[]>,
    /** Seconds until a retry may succeed; sent as `Retry-After` (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const platformErrors = {
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', ERROR_MESSAGES.unauthenticated),
  forbidden: (message: string) => new AppError(403, 'FORBIDDEN', message),
  notFound: (message: string = ERROR_MESSAGES.notFound) => new AppError(404, 'NOT_FOUND', message),
  conflict: (code: string, message: string) => new AppError(409, code, message),
  validation: (fieldErrors: Record<string, string[]>) =>
    new AppError(422, 'VALIDATION_FAILED', validationSummary(fieldErrors), fieldErrors),
};

/**
 * Laravel's summary line: the first message, and how many more there are
 * ("Required. (and 2 more errors)"). The spec's client shows this line as a notice.
 */
export function validationSummary(fieldErrors: Record<string, string[]>): string {
  const messages = Object.values(fieldErrors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}
