/**
 * A non-2xx answer from our API. `message` is the server's own text (the contract's error
 * envelope) when it sent one; screens show their translated text and keep this for the log.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }

  /** A 4xx is the request's fault: asking again the same way gets the same answer. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
