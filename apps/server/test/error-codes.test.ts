import { CHAT_OPEN_GROUPS_MAX } from '@satsino/contract/chat';
import { errorResponse, validationErrorResponse } from '@satsino/contract/errors';
import { RATE_LIMITS } from '@satsino/contract/limits';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, freshIp, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

/*
 * Clients translate errors by their code (DESIGN §3), so real calls must answer the code of
 * their failure beside the spec's message, in the contract's envelope.
 */
describe('error codes of real calls', () => {
  const testApp = useTestApp();
  const inject = (options: InjectOptions) => testApp().app.inject(options);

  it('422 from the schema: a code per field message, and validation_failed for the whole', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'ok_name', email: 'nope', password: 'short', currency: 'USD', terms: true },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    const body = validationErrorResponse.parse(response.json());
    expect(body.code).toBe('validation_failed');
    expect(body.codes.email).toEqual(['email_invalid']);
    expect(body.codes.password).toEqual(['password_too_short']);
    expect(Object.keys(body.codes).sort()).toEqual(Object.keys(body.errors).sort());
    for (const [field, messages] of Object.entries(body.errors)) {
      expect(body.codes[field], field).toHaveLength(messages.length);
    }
  });

  it('422 from a rule of the service: the rule’s code on its field', async () => {
    const taken = await registerPlayer(testApp().app);
    const response = await inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: 'someone_else',
        email: taken.email,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
        currency: 'USD',
        terms: true,
      },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      code: 'validation_failed',
      errors: { email: ['The email has already been taken.'] },
      codes: { email: ['email_taken'] },
    });
  });

  it('401 unauthenticated', async () => {
    const response = await inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(errorResponse.parse(response.json())).toEqual({
      message: 'Unauthenticated.',
      code: 'unauthenticated',
    });
  });

  it('404 not_found, from the router and from a domain', async () => {
    const unknownRoute = await inject({ method: 'GET', url: '/api/no-such-call' });
    expect(unknownRoute.statusCode).toBe(404);
    expect(errorResponse.parse(unknownRoute.json()).code).toBe('not_found');

    const unknownTable = await inject({ method: 'GET', url: '/api/crash/no-such-table' });
    expect(unknownTable.statusCode).toBe(404);
    expect(unknownTable.json()).toEqual({
      message: 'There is no such crash table.',
      code: 'crash_unknown_table',
    });
  });

  it('409 with the conflict’s own code', async () => {
    const player = await registerPlayer(testApp().app);
    const openGroup = (name: string) =>
      inject({
        method: 'POST',
        url: '/api/chat/groups',
        headers: bearer(player.token),
        payload: { name },
      });
    for (let index = 0; index < CHAT_OPEN_GROUPS_MAX; index++) {
      expect((await openGroup(`question ${index}`)).statusCode).toBe(201);
    }
    const refused = await openGroup('one more');
    expect(refused.statusCode).toBe(409);
    expect(errorResponse.parse(refused.json()).code).toBe('chat_too_many_groups');
  });

  it('429 too_many_attempts', async () => {
    const player = await registerPlayer(testApp().app);
    const address = freshIp();
    const attempt = (password: string) =>
      inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: player.email, password },
        remoteAddress: address,
      });
    for (let index = 0; index < RATE_LIMITS.loginFailuresPerAccountAndIp.points; index++) {
      const wrong = await attempt('a wrong guess');
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({ code: 'validation_failed' });
      expect(wrong.json().codes).toEqual({ email: ['bad_credentials'] });
    }
    const refused = await attempt(player.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'too_many_attempts',
    });
  });
});
