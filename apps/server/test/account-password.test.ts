import { RATE_LIMITS } from '@satsino/contract/limits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/modules/account/account.schema.js';
import { bearer, login, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

describe('PATCH /api/settings/password needs the current password', () => {
  const testApp = useTestApp();
  const change = (token: string, payload: object) =>
    testApp().app.inject({
      method: 'PATCH',
      url: '/api/settings/password',
      headers: bearer(token),
      payload,
    });
  const newPassword = { password: 'new password 1', password_confirmation: 'new password 1' };
  const signsInWith = async (email: string, password: string) =>
    login(testApp().app, email, password).then(
      () => true,
      () => false,
    );

  it("answers 'Required.' on current_password when it is missing", async () => {
    const player = await registerPlayer(testApp().app);
    for (const current of [undefined, '', '   ']) {
      const response = await change(player.token, { ...newPassword, current_password: current });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Required.',
        code: 'validation_failed',
        errors: { current_password: ['Required.'] },
        codes: { current_password: ['required'] },
      });
    }
    expect(await signsInWith(player.email, player.password)).toBe(true);
  });

  it('refuses a wrong current password on its field and keeps the old password', async () => {
    const player = await registerPlayer(testApp().app);
    const otherDevice = await login(testApp().app, player.email, player.password);
    const response = await change(player.token, {
      ...newPassword,
      current_password: 'not my password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The current password is incorrect.',
      code: 'validation_failed',
      errors: { current_password: ['The current password is incorrect.'] },
      codes: { current_password: ['current_password_wrong'] },
    });
    expect(await signsInWith(player.email, newPassword.password)).toBe(false);
    expect(await signsInWith(player.email, player.password)).toBe(true);
    // Nobody was signed out by a refused change.
    const other = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(otherDevice),
    });
    expect(other.statusCode).toBe(200);
  });

  it('changes the password with the right current one', async () => {
    const player = await registerPlayer(testApp().app);
    const response = await change(player.token, {
      ...newPassword,
      current_password: player.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Your password has been updated.' });
    expect(await signsInWith(player.email, newPassword.password)).toBe(true);
    expect(await signsInWith(player.email, player.password)).toBe(false);
  });

  it('limits wrong current passwords with 429 and Retry-After; a right one starts the count again', async () => {
    const { points } = RATE_LIMITS.passwordChangePerAccount;
    const player = await registerPlayer(testApp().app);
    const wrong = () => change(player.token, { ...newPassword, current_password: 'a wrong guess' });

    for (let i = 0; i < points - 1; i++) expect((await wrong()).statusCode).toBe(422);
    // The right password before the limit is reached succeeds and forgets the failures.
    const changed = await change(player.token, {
      ...newPassword,
      current_password: player.password,
    });
    expect(changed.statusCode).toBe(200);

    for (let i = 0; i < points; i++) expect((await wrong()).statusCode).toBe(422);
    const limited = await change(player.token, {
      password: 'third password 1',
      password_confirmation: 'third password 1',
      current_password: newPassword.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'too_many_attempts',
    });
    // The limit held even for the right password: the password did not change.
    expect(await signsInWith(player.email, newPassword.password)).toBe(true);
  });

  it('sends an account without a password (social sign-in) to the reset link', async () => {
    const player = await registerPlayer(testApp().app);
    // What a social sign-in leaves: an account without a password hash.
    await testApp()
      .database.db.update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, player.id));
    const response = await change(player.token, {
      ...newPassword,
      current_password: 'anything at all',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      current_password: [
        'Your account has no password yet. Set one with the password reset link we can e-mail you.',
      ],
    });
    const [row] = await testApp()
      .database.db.select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, player.id));
    expect(row?.passwordHash).toBeNull();
  });
});
