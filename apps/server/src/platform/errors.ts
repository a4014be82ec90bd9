import { ERROR_MESSAGES, ERROR_TEXTS, type ErrorCode } from '@satsino/contract/errors';

/** One message of a field in a 422, with its code from the contract's catalogue. */
export interface FieldError {
  code: ErrorCode;
  message: string;
}

/** Field errors, Laravel style: each field's messages, in the order a player should fix them. */
export type FieldErrors = Record<string, FieldError[]>;

/**
 * A field message by its code. The text is the catalogue's unless the message carries a value
 * after it ("Min bet is 0.10 USD") or is worded at the place it is raised.
 */
export function fieldError(code: ErrorCode, message: string = ERROR_TEXTS[code]): FieldError {
  return { code, message };
}

/**
 * An expected failure with a stable code, an HTTP status and the text the player sees.
 * Domains declare theirs in their own `errors.ts`; the error handler turns them into the
 * envelope of the spec. Anything that is not an AppError is a bug and answers 500.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_TEXTS[code],
    /** Only for 422. */
    readonly fieldErrors?: FieldErrors,
    /** Seconds until a retry may succeed; sent as `Retry-After` (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const platformErrors = {
  unauthenticated: () => new AppError(401, 'unauthenticated', ERROR_MESSAGES.unauthenticated),
  forbidden: (code: ErrorCode = 'forbidden', message?: string) => new AppError(403, code, message),
  notFound: (code: ErrorCode = 'not_found', message?: string) => new AppError(404, code, message),
  conflict: (code: ErrorCode, message?: string) => new AppError(409, code, message),
  validation: (fieldErrors: FieldErrors) =>
    new AppError(422, 'validation_failed', validationSummary(fieldErrors), fieldErrors),
  /** A 422 about one field, the most common kind. */
  field: (field: string, code: ErrorCode, message?: string) =>
    platformErrors.validation({ [field]: [fieldError(code, message)] }),
};

/**
 * Laravel's summary line: the first message, and how many more there are
 * ("Required. (and 2 more errors)"). The spec's client shows this line as a notice.
 */
export function validationSummary(fieldErrors: FieldErrors): string {
  const messages = Object.values(fieldErrors)
    .flat()
    .map((error) => error.message);
  const [first = ERROR_MESSAGES.validationFailed] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** The envelope's `errors` (messages) and `codes` of field errors, in the same places. */
export function fieldErrorEnvelope(fieldErrors: FieldErrors): {
  errors: Record<string, string[]>;
  codes: Record<string, ErrorCode[]>;
} {
  // Built from entries, so that a field named like `__proto__` stays a field.
  const entries = Object.entries(fieldErrors);
  return {
    errors: Object.fromEntries(entries.map(([field, list]) => [field, list.map((e) => e.message)])),
    codes: Object.fromEntries(entries.map(([field, list]) => [field, list.map((e) => e.code)])),
  };
}
