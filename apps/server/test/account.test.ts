import { describe, expect, it } from 'vitest';
import {
  bearer,
  latestMail,
  login,
  markAccountVerified,
  registerPlayer,
  setRole,
} from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

describe('account: GET /api/user, profile and password', () => {
  const testApp = useTestApp();
  const patch = (url: string, token: string, payload: object) =>
    testApp().app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
  const me = async (token: string) =>
    (
      await testApp().app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })
    ).json();

  it('refuses profile changes until the account is verified', async () => {
    const player = await registerPlayer(testApp().app);
    const response = await patch('/api/settings/profile', player.token, { city: 'Lisbon' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You need to verify your account, before change the data',
      code: 'account_not_verified',
    });
    expect((await me(player.token)).city).toBeNull();
  });

  it('lets support or admin staff verify an account, tells the player, and refuses players', async () => {
    const player = await registerPlayer(testApp().app);
    const other = await registerPlayer(testApp().app);
    const byPlayer = await testApp().app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/verify`,
      headers: bearer(other.token),
    });
    expect(byPlayer.statusCode).toBe(403);
    expect(byPlayer.json()).toEqual({ message: 'This action is unauthorized.', code: 'forbidden' });

    const staff = await registerPlayer(testApp().app);
    await setRole(testApp().database.db, staff.id, 'support');
    const bySupport = await testApp().app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/verify`,
      headers: bearer(staff.token),
    });
    expect(bySupport.statusCode).toBe(200);
    expect(bySupport.json().account_verified_at).toMatch(/^\d{4}-/);

    const missing = await testApp().app.inject({
      method: 'POST',
      url: '/api/admin/players/999999999/verify',
      headers: bearer(staff.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('changes only profile fields: balances, role and verification in the body change nothing', async () => {
    const player = await registerPlayer(testApp().app);
    await markAccountVerified(testApp().database.db, player.id);
    const response = await patch('/api/settings/profile', player.token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      date_of_birth: '1990-12-10',
      address: '1 Analytical Way',
      post_code: '1000-001',
      city: 'Lisbon',
      country: 'PT',
      // Not profile fields: each must be ignored.
      id: 1,
      role: 'admin',
      balance: 1_000_000,
      w_balance: 1_000_000,
      w_bonus_balance: 1_000_000,
      total_deposits: 1_000_000,
      currency: 'EUR',
      email_verified_at: '2020-01-01T00:00:00.000Z',
      account_verified_at: null,
      password_hash: 'x',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: player.email, name: player.name, w_bonus_balance: 0 });
    expect(body.user).toMatchObject({
      id: player.id,
      role: 'player',
      currency: 'USD',
      balance: 0,
      w_balance: 0,
      total_deposits: 0,
      email_verified_at: null,
      first_name: 'Ada',
      city: 'Lisbon',
      country: 'PT',
      date_of_birth: '1990-12-10',
    });
    expect(body.user.account_verified_at).not.toBeNull();
  });

  it('validates profile fields: adult date of birth, country code, nickname rules', async () => {
    const player = await registerPlayer(testApp().app);
    await markAccountVerified(testApp().database.db, player.id);
    const response = await patch('/api/settings/profile', player.token, {
      date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01`,
      country: 'Portugal',
      name: 'a b',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      date_of_birth: ['Enter a valid date of birth; you must be at least 18.'],
      country: ['Choose a country.'],
      name: ['Use 3 to 20 letters, digits, dots, dashes or underscores.'],
    });
  });

  it('a new e-mail must be verified again and gets its own link; a taken one is refused', async () => {
    const player = await registerPlayer(testApp().app);
    const other = await registerPlayer(testApp().app);
    await markAccountVerified(testApp().database.db, player.id);

    const taken = await patch('/api/settings/profile', player.token, {
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const newEmail = `new.${player.email}`;
    const changed = await patch('/api/settings/profile', player.token, { email: newEmail });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email_verified_at).toBeNull();
    expect((await latestMail(testApp().database.db, newEmail))?.link).toContain(
      '/auth/verification/verify',
    );
  });

  it('changing the password keeps this session and signs out the others', async () => {
    const player = await registerPlayer(testApp().app);
    const otherDevice = await login(testApp().app, player.email, player.password);

    const mismatch = await patch('/api/settings/password', player.token, {
      current_password: player.password,
      password: 'new password 1',
      password_confirmation: 'new password 2',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Password must match'] });

    const changed = await patch('/api/settings/password', player.token, {
      current_password: player.password,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ status: 'Your password has been updated.' });
    expect((await me(player.token)).id).toBe(player.id);
    const other = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(otherDevice),
    });
    expect(other.statusCode).toBe(401);
    await expect(login(testApp().app, player.email, 'new password 1')).resolves.toBeTruthy();
  });

  it('answers 401 to a guest before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['PATCH', '/api/settings/profile'],
      ['PATCH', '/api/settings/password'],
      ['GET', '/api/user/logs'],
      ['DELETE', '/api/user/logs/1'],
      ['GET', '/api/logout'],
      ['POST', '/api/admin/players/1/verify'],
    ] as const) {
      const response = await testApp().app.inject({
        method,
        url,
        payload: method === 'PATCH' ? { password: 'x', email: 'not-an-email' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });
});

describe('sessions: GET /api/user/logs and ending one', () => {
  // The phone below signs in through the proxy in front of the app, which tells its country.
  const testApp = useTestApp({ TRUST_PROXY: '192.0.2.10' });
  const list = (token: string) =>
    testApp().app.inject({ method: 'GET', url: '/api/user/logs', headers: bearer(token) });
  const end = (token: string, id: number) =>
    testApp().app.inject({ method: 'DELETE', url: `/api/user/logs/${id}`, headers: bearer(token) });

  it('lists the live sessions newest first, with device, address and the current one marked', async () => {
    const player = await registerPlayer(testApp().app);
    const phone = await testApp().app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.10',
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'user-agent':
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
        'cf-ipcountry': 'PT',
      },
      payload: { email: player.email, password: player.password },
    });
    const phoneToken = phone.json().token;
    const sessions = (await list(phoneToken)).json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      ip: '203.0.113.7',
      device: 'Chrome on Android (mobile)',
      location: 'PT',
      current: true,
    });
    expect(sessions[1].current).toBe(false);
    expect(Date.parse(sessions[0].created_at)).toBeGreaterThanOrEqual(
      Date.parse(sessions[1].created_at),
    );
  });

  it("ends one of the player's sessions; another player's session id is 404 and keeps working", async () => {
    const alice = await registerPlayer(testApp().app);
    const aliceOther = await login(testApp().app, alice.email, alice.password);
    const bob = await registerPlayer(testApp().app);
    const aliceSessions = (await list(alice.token)).json() as Array<{
      id: number;
      current: boolean;
    }>;
    const otherId = aliceSessions.find((session) => !session.current)?.id ?? 0;

    const byBob = await end(bob.token, otherId);
    expect(byBob.statusCode).toBe(404);
    const stillAlive = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(aliceOther),
    });
    expect(stillAlive.statusCode).toBe(200);

    const byAlice = await end(alice.token, otherId);
    expect(byAlice.statusCode).toBe(200);
    expect(byAlice.json()).toEqual({ status: 'The session has been ended.' });
    const ended = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(aliceOther),
    });
    expect(ended.statusCode).toBe(401);
    expect((await list(alice.token)).json()).toHaveLength(1);
    expect((await end(alice.token, otherId)).statusCode).toBe(404);
  });
});
