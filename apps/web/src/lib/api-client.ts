import { ERROR_MESSAGES, errorResponse, validationErrorResponse } from '@satsino/contract/errors';
import { ApiError, UnexpectedAnswerError } from './api-error';
import { readToken } from './auth-token';
import { takeBootAnswer } from './boot-answers';

/** Every API path lives under /api on the same origin (the CSP allows only 'self'). */
const API_BASE_PATH = '/api';

/** A request that gets no answer within this time fails instead of spinning forever. */
export const API_REQUEST_TIMEOUT_MS = 10_000;

/**
 * What `request()` needs from a contract schema. Any zod schema fits; describing it by shape
 * keeps zod a dependency of the contract only.
 */
export interface AnswerSchema<Answer> {
  parse(input: unknown): Answer;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request, e.g. TanStack Query's signal when the query is no longer needed. */
  signal?: AbortSignal;
  /**
   * Non-2xx statuses whose body is still a regular answer rather than an error envelope:
   * `/api/health` answers 503 with a full health report when the database is down.
   */
  answerStatuses?: readonly number[];
  /** Sent as `Idempotency-Key`: the same key on a retry makes the server answer the first call. */
  idempotencyKey?: string;
  /**
   * The bearer token to send. By default the saved one (the `token` cookie) is sent when there
   * is one; signing in passes the new token to load its user before saving it.
   */
  token?: string;
}

/**
 * Calls the API and returns its answer parsed by the contract schema, so the type comes from
 * the schema and a server that breaks the contract fails loudly here (`UnexpectedAnswerError`),
 * not deep in a screen. Any other non-2xx answer throws an `ApiError` carrying the status, the
 * server's message and, for a validation answer, its field messages.
 */
export async function request<Answer>(
  path: string,
  schema: AnswerSchema<Answer>,
  options: RequestOptions = {},
): Promise<Answer> {
  const {
    method = 'GET',
    body,
    signal,
    answerStatuses = [],
    token = readToken(),
    idempotencyKey,
  } = options;
  // The first page's public answers may already be in index.html; they are checked as any.
  const bootJson = method === 'GET' ? takeBootAnswer(`${API_BASE_PATH}${path}`) : undefined;
  const bootAnswer = bootJson === undefined ? undefined : parseOrUndefined(schema, bootJson);
  if (bootAnswer !== undefined) {
    return bootAnswer.value;
  }
  const timeout = AbortSignal.timeout(API_REQUEST_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (token !== undefined) {
    headers.Authorization = `Bearer ${token}`;
  }
  if (idempotencyKey !== undefined) {
    headers['Idempotency-Key'] = idempotencyKey;
  }

  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
  });
  const json = await readJson(response);

  if (response.ok) {
    const answer = parseOrUndefined(schema, json);
    if (answer === undefined) {
      throw new UnexpectedAnswerError(path);
    }
    return answer.value;
  }
  if (answerStatuses.includes(response.status)) {
    const answer = parseOrUndefined(schema, json);
    if (answer !== undefined) {
      return answer.value;
    }
  }
  throw apiErrorOf(response.status, json);
}

/**
 * The error of a non-2xx answer: its code, its message, and its field messages with their codes
 * when it has them. An envelope whose code this build does not know (a newer or older server) is
 * read without codes, so screens fall back to the server's message.
 */
export function apiErrorOf(status: number, json: unknown): ApiError {
  const validation = validationErrorResponse.safeParse(json);
  if (validation.success) {
    const { message, code, errors, codes } = validation.data;
    return new ApiError(status, message, { hasMessage: true, code, errors, codes });
  }
  const envelope = errorResponse.safeParse(json);
  if (envelope.success) {
    const { message, code } = envelope.data;
    return new ApiError(status, message, { hasMessage: true, code });
  }
  const uncoded = UNCODED_VALIDATION.safeParse(json);
  if (uncoded.success) {
    return new ApiError(status, uncoded.data.message, {
      hasMessage: true,
      errors: uncoded.data.errors,
    });
  }
  const message = UNCODED_ERROR.safeParse(json);
  return message.success
    ? new ApiError(status, message.data.message, { hasMessage: true })
    : new ApiError(status, ERROR_MESSAGES.unexpected);
}

/** The envelopes without their codes: what a server with codes unknown to this build sends. */
const UNCODED_VALIDATION = validationErrorResponse.omit({ code: true, codes: true });
const UNCODED_ERROR = errorResponse.omit({ code: true });

export function apiGet<Answer>(
  path: string,
  schema: AnswerSchema<Answer>,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<Answer> {
  return request(path, schema, { ...options, method: 'GET' });
}

/**
 * The answer when the body fits the schema. For the statuses that may carry an answer, a body
 * that is not one (a proxy's own 503 page) is an ordinary error, not a broken contract.
 */
function parseOrUndefined<Answer>(
  schema: AnswerSchema<Answer>,
  json: unknown,
): { value: Answer } | undefined {
  try {
    return { value: schema.parse(json) };
  } catch {
    return undefined;
  }
}

/** The body as JSON, or `undefined` when there is none or it is not JSON (a proxy's HTML page). */
async function readJson(response: Response): Promise<unknown> {
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) {
    return undefined;
  }
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
