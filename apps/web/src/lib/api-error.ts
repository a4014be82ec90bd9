/** Messages per request field of a 422 answer (Laravel's `errors`), e.g. `{ email: ['…'] }`. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

interface ApiErrorDetails {
  /** The server sent an error envelope, so `message` is its own text. */
  hasMessage?: boolean;
  errors?: FieldErrors;
}

/**
 * A non-2xx answer from our API. `message` is the server's own text (the contract's error
 * envelope) when it sent one, otherwise the contract's generic text; screens translate it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly hasMessage: boolean;
  /** Field messages of a validation answer (422); empty for every other answer. */
  readonly errors: FieldErrors;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.status = status;
    this.hasMessage = details.hasMessage ?? false;
    this.errors = details.errors ?? {};
  }

  /** A 4xx is the request's fault: asking again the same way gets the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** The first message the server gave for `field`, if any. */
  firstError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** A 2xx answer whose body breaks the contract (a proxy's page, an outdated server). */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';

  constructor(path: string, options?: ErrorOptions) {
    super(`The answer of ${path} does not match the contract`, options);
  }
}
