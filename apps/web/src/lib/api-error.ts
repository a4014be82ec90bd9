import type { ErrorCode } from '@satsino/contract/errors';

/** Messages per request field of a 422 answer (Laravel's `errors`), e.g. `{ email: ['…'] }`. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** The codes of those messages, in the same places (the envelope's `codes`). */
export type FieldErrorCodes = Readonly<Record<string, readonly ErrorCode[]>>;

interface ApiErrorDetails {
  /** The server sent an error envelope, so `message` is its own text. */
  hasMessage?: boolean;
  /** The envelope's code; none when the server sent no envelope or a code this build lacks. */
  code?: ErrorCode | undefined;
  errors?: FieldErrors;
  codes?: FieldErrorCodes;
}

/**
 * A non-2xx answer from our API. `message` is the server's own text (the contract's error
 * envelope) when it sent one, otherwise the contract's generic text. Screens translate by
 * `code` and show `message` only for a failure this build has no code for.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly hasMessage: boolean;
  readonly code: ErrorCode | undefined;
  /** Field messages of a validation answer (422); empty for every other answer. */
  readonly errors: FieldErrors;
  /** The codes of `errors`, field by field. */
  readonly codes: FieldErrorCodes;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = status;
    this.hasMessage = details.hasMessage ?? false;
    this.code = details.code;
    this.errors = details.errors ?? {};
    this.codes = details.codes ?? {};
  }

  /** A 4xx is the request's fault: asking again the same way gets the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** The first message the server gave for `field`, if any. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }

  /** The first message of `field` with its code, to translate; undefined when there is none. */
  firstFieldError(field: string): { code: ErrorCode | undefined; message: string } | undefined {
    const message = this.firstError(field);
    return message === undefined ? undefined : { code: this.codes[field]?.[0], message };
  }
}

/** The field codes of a failed call, for the field messages a screen took from it. */
export function fieldCodesOf(error: unknown): FieldErrorCodes {
  return error instanceof ApiError ? error.codes : {};
}

/** A 2xx answer whose body breaks the contract (a proxy's page, an outdated server). */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';

  constructor(path: string, options?: ErrorOptions) {
    super(`The answer of ${path} does not match the contract`, options);
  }
}
