import { ERROR_MESSAGES } from '@satsino/contract/errors';
import { healthResponse } from '@satsino/contract/health';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, request } from './api-client';
import { ApiError, UnexpectedAnswerError } from './api-error';

const healthy = { status: 'ok', database: 'up', version: '0.1.0' };
const degraded = { status: 'degraded', database: 'down', version: '0.1.0' };

function answerWith(status: number, body: unknown, contentType = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status, headers: { 'Content-Type': contentType } })),
  );
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) {
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('asks /api for JSON and returns the parsed answer', async () => {
    answerWith(200, healthy);
    await expect(apiGet('/health', healthResponse)).resolves.toEqual(healthy);

    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });

  it('rejects an answer that breaks the contract', async () => {
    answerWith(200, { status: 'fine' });
    await expect(apiGet('/health', healthResponse)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });

  it('reads an answer status as an answer', async () => {
    answerWith(503, degraded);
    await expect(apiGet('/health', healthResponse, { answerStatuses: [503] })).resolves.toEqual(
      degraded,
    );
  });

  it('treats an answer status without an answer body as an error', async () => {
    answerWith(503, '<h1>Service Unavailable</h1>', 'text/html');
    const error = await failureOf(apiGet('/health', healthResponse, { answerStatuses: [503] }));
    expect(error.status).toBe(503);
    expect(error.message).toBe(ERROR_MESSAGES.unexpected);
  });

  it('throws the status and message of an error envelope', async () => {
    answerWith(401, { message: ERROR_MESSAGES.unauthenticated });
    const error = await failureOf(apiGet('/user', healthResponse));
    expect(error.status).toBe(401);
    expect(error.message).toBe(ERROR_MESSAGES.unauthenticated);
    expect(error.isClientError).toBe(true);
  });

  it('falls back to a generic message when the error body is not JSON', async () => {
    answerWith(502, 'Bad Gateway', 'text/plain');
    const error = await failureOf(apiGet('/health', healthResponse));
    expect(error.status).toBe(502);
    expect(error.message).toBe(ERROR_MESSAGES.unexpected);
    expect(error.isClientError).toBe(false);
  });
});

describe('request', () => {
  it('sends the saved token as a bearer token', async () => {
    vi.stubGlobal('document', { cookie: 'i18n_redirected=de; token=saved-token' });
    answerWith(200, healthy);
    await request('/health', healthResponse);

    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer saved-token',
    });
  });

  it('sends an explicit token instead of the saved one, and JSON bodies', async () => {
    answerWith(200, healthy);
    await request('/health', healthResponse, { method: 'POST', body: { a: 1 }, token: 'fresh' });

    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer fresh',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends the idempotency key of a money request, and none otherwise', async () => {
    answerWith(200, healthy);
    await request('/health', healthResponse, {
      method: 'POST',
      body: {},
      idempotencyKey: 'k-1234567',
    });
    await request('/health', healthResponse, { method: 'POST', body: {} });

    const [first, second] = vi.mocked(fetch).mock.calls.map(([, init]) => init?.headers);
    expect(first).toMatchObject({ 'Idempotency-Key': 'k-1234567' });
    expect(second).not.toHaveProperty('Idempotency-Key');
  });

  it('keeps the field messages of a validation answer, with their codes', async () => {
    answerWith(422, {
      message: 'The email has already been taken.',
      code: 'validation_failed',
      errors: { email: ['The email has already been taken.'] },
      codes: { email: ['email_taken'] },
    });
    const error = await failureOf(request('/register', healthResponse, { method: 'POST' }));
    expect(error.status).toBe(422);
    expect(error.hasMessage).toBe(true);
    expect(error.code).toBe('validation_failed');
    expect(error.firstError('email')).toBe('The email has already been taken.');
    expect(error.firstFieldError('email')).toEqual({
      code: 'email_taken',
      message: 'The email has already been taken.',
    });
    expect(error.firstError('password')).toBeUndefined();
  });

  it('exposes the code of an error answer', async () => {
    answerWith(409, { message: 'Withdrawal request pending', code: 'withdrawal_pending' });
    const error = await failureOf(request('/withdrawals', healthResponse, { method: 'POST' }));
    expect(error.code).toBe('withdrawal_pending');
    expect(error.message).toBe('Withdrawal request pending');
  });

  it('keeps the message of an envelope without a code it knows (an older or newer server)', async () => {
    answerWith(409, { message: 'Something new happened.', code: 'something_new' });
    const newer = await failureOf(request('/x', healthResponse, { method: 'POST' }));
    expect(newer.hasMessage).toBe(true);
    expect(newer.code).toBeUndefined();
    expect(newer.message).toBe('Something new happened.');

    answerWith(422, { message: 'Required.', errors: { name: ['Required.'] } });
    const older = await failureOf(request('/x', healthResponse, { method: 'POST' }));
    expect(older.code).toBeUndefined();
    expect(older.firstFieldError('name')).toEqual({ code: undefined, message: 'Required.' });
  });

  it('tells an empty error body from one with a message', async () => {
    answerWith(422, '', 'text/plain');
    const error = await failureOf(request('/login', healthResponse, { method: 'POST' }));
    expect(error.hasMessage).toBe(false);
    expect(error.errors).toEqual({});
  });
});
