import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, platformErrors } from '../src/platform/errors.js';
import { useTestApp } from './helpers/app.js';

/** Routes that fail in each way the error handler must turn into the spec's envelope. */
function registerFailingRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          email: z.email('Invalid e-mail.'),
          password: z.string().min(8, 'Min 8 characters'),
        }),
      },
    },
    async (request) => request.body,
  );
  typed.get('/api/test/private', async () => {
    throw platformErrors.unauthenticated();
  });
  typed.get('/api/test/slow-down', async () => {
    throw new AppError(429, 'too_many_attempts', 'Too many attempts.', undefined, 30);
  });
  typed.get('/api/test/bug', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
}

describe('error envelope', () => {
  const testApp = useTestApp({}, registerFailingRoutes);
  const inject = (options: InjectOptions) => testApp().app.inject(options);

  it('answers validation failures with 422, a summary and messages per field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Invalid e-mail. (and 1 more error)',
      code: 'validation_failed',
      errors: { email: ['Invalid e-mail.'], password: ['Min 8 characters'] },
      codes: { email: ['email_invalid'], password: ['password_too_short'] },
    });
  });

  it('strips unknown fields from a valid body', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', password: 'long enough', role: 'admin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'a@b.co', password: 'long enough' });
  });

  it('answers 401 {"message":"Unauthenticated.","code":"unauthenticated"}', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/private' });
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('{"message":"Unauthenticated.","code":"unauthenticated"}');
  });

  it('sends Retry-After with a 429', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/slow-down' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ message: 'Too many attempts.', code: 'too_many_attempts' });
  });

  it('answers an unknown API route with 404 and a message', async () => {
    const response = await inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'malformed_json',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', password: 'x'.repeat(300 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request body is too large.',
      code: 'payload_too_large',
    });
  });

  it('hides the details of an unexpected failure behind 500 "Something went wrong"', async () => {
    const response = await inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"message":"Something went wrong","code":"unexpected"}');
    expect(response.body).not.toContain('secret');
  });
});
