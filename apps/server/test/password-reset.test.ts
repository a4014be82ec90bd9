import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../src/modules/auth/auth.schema.js';
import {
  bearer,
  freshIp,
  latestMail,
  linkParam,
  login,
  mailCount,
  registerPlayer,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

const SENT = 'If an account exists for that e-mail, we have sent a password reset link.';
const INVALID = {
  message: 'This password reset token is invalid.',
  code: 'validation_failed',
  errors: { email: ['This password reset token is invalid.'] },
  codes: { email: ['reset_token_invalid'] },
};

describe('password reset', () => {
  const testApp = useTestApp({ PUBLIC_URL: 'https://casino.example' });
  const inject = (url: string, payload: object) =>
    testApp().app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const player = await registerPlayer(testApp().app);
    const known = await inject('/api/password/email', { email: player.email });
    const unknown = await inject('/api/password/email', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: SENT });
    expect(unknown.json()).toEqual({ status: SENT });
    expect(await mailCount(testApp().database.db, 'ghost@example.com')).toBe(0);
    const mail = await latestMail(testApp().database.db, player.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.link).toMatch(
      /^https:\/\/casino\.example\/auth\/password\/reset\?token=.+&email=/,
    );
  });

  it('sets the new password with the e-mailed token and signs out every session', async () => {
    const player = await registerPlayer(testApp().app);
    await inject('/api/password/email', { email: player.email });
    const token = await linkParam(testApp().database.db, player.email, 'token');
    const reset = await inject('/api/password/reset', {
      token,
      email: player.email,
      password: 'a brand new password',
      password_confirmation: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: 'Your password has been reset.' });

    const old = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(player.token),
    });
    expect(old.statusCode).toBe(401);
    await expect(login(testApp().app, player.email, player.password)).rejects.toThrow();
    await expect(login(testApp().app, player.email, 'a brand new password')).resolves.toBeTruthy();
  });

  it('refuses a used token, an expired token, another e-mail and an older link', async () => {
    const player = await registerPlayer(testApp().app);
    const body = (token: string, email = player.email) => ({
      token,
      email,
      password: 'another new password',
      password_confirmation: 'another new password',
    });

    await inject('/api/password/email', { email: player.email });
    const first = await linkParam(testApp().database.db, player.email, 'token');
    await inject('/api/password/email', { email: player.email });
    const second = await linkParam(testApp().database.db, player.email, 'token');
    // Only the newest link works.
    expect((await inject('/api/password/reset', body(first))).json()).toEqual(INVALID);
    expect(
      (await inject('/api/password/reset', body(second, 'someone.else@example.com'))).json(),
    ).toEqual(INVALID);
    expect((await inject('/api/password/reset', body(second))).statusCode).toBe(200);
    const reused = await inject('/api/password/reset', body(second));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(INVALID);

    await inject('/api/password/email', { email: player.email });
    const third = await linkParam(testApp().database.db, player.email, 'token');
    await testApp()
      .database.db.update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, player.id));
    expect((await inject('/api/password/reset', body(third))).json()).toEqual(INVALID);
  });

  it('checks the reset form like the others: min length and matching repeat', async () => {
    const response = await inject('/api/password/reset', {
      token: 'x',
      email: 'a@b.co',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: ['Min 8 characters'] });
  });

  it('limits reset e-mails per account with 429', async () => {
    const player = await registerPlayer(testApp().app);
    for (let i = 0; i < 3; i++) {
      expect((await inject('/api/password/email', { email: player.email })).statusCode).toBe(200);
    }
    const limited = await inject('/api/password/email', { email: player.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
