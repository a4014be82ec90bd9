import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  findCredentials,
  findUserByEmail,
  findUserById,
  findUserByName,
  updateUser,
} from '../src/modules/account/account.repo.js';
import { users } from '../src/modules/account/account.schema.js';
import { sessions } from '../src/modules/auth/auth.schema.js';
import { coupons } from '../src/modules/coupons/coupons.schema.js';
import { bearer, freshIp, latestMail, login, registerPlayer } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

const validRegistration = () => {
  const suffix = Math.random().toString(36).slice(2, 10);
  return {
    name: `reg_${suffix}`,
    email: `Reg.${suffix}@Example.com`,
    password: 'long enough pass',
    password_confirmation: 'long enough pass',
    currency: 'EUR',
    coupon_code: 'welcome125',
    terms: true,
    locale: 'de',
  };
};

describe('POST /api/register', () => {
  const testApp = useTestApp({ PUBLIC_URL: 'https://casino.example' });

  // The registrations name a coupon code: it has to exist (coupons-statistics.test.ts).
  beforeAll(async () => {
    await testApp()
      .database.db.insert(coupons)
      .values({
        code: 'WELCOME125',
        amountMinor: 100n,
        wageringMultiplier: 1,
        validDays: 30,
        maxRedemptions: 1_000,
        startsAt: new Date('2000-01-01T00:00:00Z'),
        endsAt: new Date('2100-01-01T00:00:00Z'),
      });
  });
  const register = (payload: unknown, remoteAddress = freshIp()) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: payload as object,
      remoteAddress,
    });

  it('creates the player, signs them in and sends the verification e-mail in their language', async () => {
    const body = validRegistration();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url

    const me = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: body.name,
      email: body.email,
      currency: 'EUR',
      // The coupon code's bonus (1.00), granted with the account, is the balance in use.
      balance: 100,
      w_balance: 0,
      w_bonus_balance: 100,
      total_deposits: 0,
      email_verified_at: null,
      photo_url: null,
      role: 'player',
      locale: 'de',
    });
    expect(me.body).not.toContain('password');

    const mail = await latestMail(testApp().database.db, body.email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail?.link).toMatch(
      /^https:\/\/casino\.example\/de\/auth\/verification\/verify\?token=/,
    );
  });

  it('stores only an argon2id hash of the password and a SHA-256 of the token', async () => {
    const body = validRegistration();
    const { token } = (await register(body)).json();
    const [row] = await testApp().database.db.select().from(users).where(eq(users.name, body.name));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.couponCode).toBe('WELCOME125');
    const stored = await testApp()
      .database.db.select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? 0));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);
  });

  it('lets only the credentials reader see the hash: every other reader of a user leaves it out', async () => {
    const body = validRegistration();
    await register(body);
    const { db } = testApp().database;
    const byName = await findUserByName(db, body.name);
    if (!byName) throw new Error('the registered player is missing');
    const readers = [
      byName,
      await findUserById(db, byName.id),
      await findUserByEmail(db, body.email),
      await updateUser(db, byName.id, { city: 'Lisbon' }),
    ];
    for (const user of readers) {
      expect(user?.id).toBe(byName.id);
      expect(user).not.toHaveProperty('passwordHash');
    }
    const credentials = await findCredentials(db, { email: body.email });
    expect(credentials?.id).toBe(byName.id);
    expect(credentials?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers every rule of SPEC §5 with its message', async () => {
    const response = await register({
      name: 'x',
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
      currency: 'GBP',
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors).toEqual({
      name: ['Use 3 to 20 letters, digits, dots, dashes or underscores.'],
      email: ['Invalid e-mail.'],
      password: ['Min 8 characters'],
      currency: ['Choose USD or EUR.'],
      terms: ['You must accept the terms and conditions.'],
    });
  });

  it("says 'Required.' for missing fields and 'Password must match' for a different repeat", async () => {
    const missing = await register({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Required.']);
    expect(missing.json().errors.password).toEqual(['Required.']);

    const mismatch = await register({
      ...validRegistration(),
      password_confirmation: 'something else',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json()).toEqual({
      message: 'Password must match',
      code: 'validation_failed',
      errors: { password_confirmation: ['Password must match'] },
      codes: { password_confirmation: ['password_mismatch'] },
    });
  });

  it('refuses a taken e-mail (any case) and a taken nickname (any case)', async () => {
    const first = validRegistration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register({
      ...validRegistration(),
      email: first.email.toUpperCase(),
      name: first.name.toUpperCase(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      email: ['The email has already been taken.'],
      name: ['The nickname has already been taken.'],
    });
  });

  it('lets only one of two simultaneous registrations of one e-mail through', async () => {
    const body = validRegistration();
    const results = await Promise.all([
      register(body),
      register({ ...body, name: `${body.name}b` }),
    ]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses).toEqual([201, 422]);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await register(validRegistration(), ip)).statusCode).toBe(201);
    }
    const limited = await register(validRegistration(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please try again later.',
      code: 'too_many_attempts',
    });
  });
});

describe('POST /api/login and GET /api/logout', () => {
  const testApp = useTestApp();
  const attempt = (payload: unknown, remoteAddress = freshIp()) =>
    testApp().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: payload as object,
      remoteAddress,
    });

  it('answers a token for the right password, case-insensitively on the e-mail', async () => {
    const player = await registerPlayer(testApp().app);
    const response = await attempt({
      email: player.email.toUpperCase(),
      password: player.password,
    });
    expect(response.statusCode).toBe(200);
    const me = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(response.json().token),
    });
    expect(me.json().id).toBe(player.id);
  });

  it('answers a wrong password and an unknown e-mail alike: 422 with the message on email', async () => {
    const player = await registerPlayer(testApp().app);
    const expected = {
      message: 'These credentials do not match our records.',
      code: 'validation_failed',
      errors: { email: ['These credentials do not match our records.'] },
      codes: { email: ['bad_credentials'] },
    };
    const wrong = await attempt({ email: player.email, password: 'not the password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(expected);
    const unknown = await attempt({ email: 'nobody@example.com', password: 'not the password' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(expected);
  });

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const player = await registerPlayer(testApp().app);
    const time = async (email: string) => {
      const started = performance.now();
      await attempt({ email, password: 'not the password' });
      return performance.now() - started;
    };
    // Warm up, then compare medians of a few tries each.
    await time(player.email);
    const median = (values: number[]) =>
      values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(player.email));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it('answers an empty body with 422 and a message per field', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: expect.any(Array) });
    const blank = await attempt({ email: '', password: '' });
    expect(blank.json().errors).toEqual({ email: ['Required.'], password: ['Required.'] });
  });

  it('keeps a remembered session for 365 days and a short one for 12 hours', async () => {
    const player = await registerPlayer(testApp().app);
    const rows = async () =>
      testApp()
        .database.db.select({
          remember: sessions.remember,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, player.id));
    await login(testApp().app, player.email, player.password, { remember: false });
    const lifetimes = (await rows()).map((row) => ({
      remember: row.remember,
      hours: Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000),
    }));
    expect(lifetimes).toEqual(
      expect.arrayContaining([
        { remember: true, hours: 365 * 24 },
        { remember: false, hours: 12 },
      ]),
    );
  });

  it('logs out by revoking the current token only', async () => {
    const player = await registerPlayer(testApp().app);
    const other = await login(testApp().app, player.email, player.password);
    const logout = await testApp().app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: bearer(player.token),
    });
    expect(logout.statusCode).toBe(200);
    const revoked = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(player.token),
    });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    const stillIn = await testApp().app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(other),
    });
    expect(stillIn.statusCode).toBe(200);
  });

  it('answers 401 to a missing or made-up token', async () => {
    for (const headers of [{}, bearer('made-up-token'), { authorization: 'Basic abc' }]) {
      const response = await testApp().app.inject({ method: 'GET', url: '/api/user', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.', code: 'unauthenticated' });
    }
  });

  it('limits attempts per address, with Retry-After', async () => {
    // Per account and address pair, and per account: auth-login-throttling.test.ts.
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      await attempt({ email: `probe${i}@example.com`, password: 'whatever1' }, ip);
    }
    const perIp = await attempt({ email: 'probe@example.com', password: 'whatever1' }, ip);
    expect(perIp.statusCode).toBe(429);
    expect(Number(perIp.headers['retry-after'])).toBeGreaterThan(0);
  });
});
