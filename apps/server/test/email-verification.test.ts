import { describe, expect, it } from 'vitest';
import { bearer, freshIp, linkParam, mailCount, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

const INVALID = 'This verification link is invalid or has expired.';

describe('e-mail verification', () => {
  const testApp = useTestApp();
  const post = (url: string, payload: object) =>
    testApp().app.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
  const user = async (token: string) =>
    (
      await testApp().app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    ).json();

  it('verifies the address with the token from the registration e-mail, once', async () => {
    const player = await registerPlayer(testApp().app);
    expect((await user(player.token)).email_verified_at).toBeNull();
    const token = await linkParam(testApp().database.db, player.email, 'token');

    const verified = await post('/api/email/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'Your e-mail address has been verified.' });
    expect((await user(player.token)).email_verified_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const again = await post('/api/email/verify', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: INVALID,
      code: 'validation_failed',
      errors: { token: [INVALID] },
      codes: { token: ['verification_token_invalid'] },
    });
  });

  it('refuses a made-up token', async () => {
    const response = await post('/api/email/verify', { token: 'made-up' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(INVALID);
  });

  it('resends a link only to an unverified address, always answering the same', async () => {
    const player = await registerPlayer(testApp().app);
    const firstToken = await linkParam(testApp().database.db, player.email, 'token');
    const resend = await post('/api/email/resend', { email: player.email });
    expect(resend.statusCode).toBe(200);
    const secondToken = await linkParam(testApp().database.db, player.email, 'token');
    expect(secondToken).not.toBe(firstToken);
    // The older link stopped working when the new one was sent.
    expect((await post('/api/email/verify', { token: firstToken })).statusCode).toBe(422);
    expect((await post('/api/email/verify', { token: secondToken })).statusCode).toBe(200);

    const before = await mailCount(testApp().database.db, player.email);
    const verifiedResend = await post('/api/email/resend', { email: player.email });
    const unknownResend = await post('/api/email/resend', { email: 'ghost@example.com' });
    expect(verifiedResend.json()).toEqual(unknownResend.json());
    expect(await mailCount(testApp().database.db, player.email)).toBe(before);
  });

  it('limits resends per account with 429', async () => {
    const player = await registerPlayer(testApp().app);
    for (let i = 0; i < 3; i++) await post('/api/email/resend', { email: player.email });
    const limited = await post('/api/email/resend', { email: player.email });
    expect(limited.statusCode).toBe(429);
  });
});
