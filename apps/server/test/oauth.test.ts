import { randomUUID } from 'node:crypto';
import { userResponse } from '@satsino/contract/account';
import {
  AUTH_MESSAGES,
  OAUTH_COMPLETE_PATH,
  oauthUrlResponse,
  sessionList,
  tokenResponse,
} from '@satsino/contract/auth';
import { NICKNAME_PATTERN } from '@satsino/contract/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/modules/account/account.schema.js';
import { oauthIdentities, sessions } from '../src/modules/auth/auth.schema.js';
import { useTestApp } from './helpers/app.js';
import {
  type FakeProfile,
  s256CodeChallenge,
  startFakeAuthorizationServer,
} from './helpers/fake-authorization-server.js';

/**
 * Social sign-in end to end against a fake Google (a real HTTP server on loopback): the test
 * plays the browser popup, following the authorization URL to the fake, and the fake's redirect
 * back to the app's callback; the app redeems the code and reads userinfo over real HTTP.
 */
const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK_URL = `${PUBLIC_URL}/api/oauth/google/callback`;
const CLIENT_ID = 'test-client';
const CLIENT_SECRET = 'test-secret';
/** Bound on every request the test itself sends to the fake provider. */
const WAIT_MS = 5_000;

// The app reads the provider URLs when it is built (in useTestApp's beforeAll), so the fake must
// be listening, and its port known, before then.
const provider = await startFakeAuthorizationServer({
  clientId: CLIENT_ID,
  clientSecret: CLIENT_SECRET,
  redirectUris: [CALLBACK_URL],
});
// File-level hooks run after the describe-level ones: the apps are closed before the fake.
afterAll(() => provider.close());

/** Sign-in calls are rate limited per address: every call of a test gets its own. */
let addressCounter = 0;
const freshAddress = () => {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

/** A Google account nobody has used yet. */
function googleAccount(overrides: Partial<FakeProfile> = {}): FakeProfile {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `1${Date.now()}${id.replace(/\D/g, '')}`,
    email: `player-${id}@gmail.test`,
    email_verified: true,
    name: 'Ada Lovelace',
    ...overrides,
  };
}

/** The `#token=` or `#error=` the popup ends with, and the page it ends on. */
function completion(location: URL) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  return {
    page: `${location.origin}${location.pathname}`,
    token: fragment.get('token') ?? undefined,
    error: fragment.get('error') ?? undefined,
  };
}

describe('social sign-in with Google', () => {
  const testApp = useTestApp({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_AUTHORIZATION_URL: provider.authorizationUrl,
    GOOGLE_TOKEN_URL: provider.tokenUrl,
    GOOGLE_USERINFO_URL: provider.userInfoUrl,
  });
  const inject = (options: InjectOptions) =>
    testApp().app.inject({ remoteAddress: freshAddress(), ...options });
  const db = () => testApp().database.db;

  beforeEach(() => {
    // Whoever a previous test left signed in at Google must not leak into the next.
    provider.signIn(googleAccount());
  });

  /** The popup opens: `POST /api/oauth/google` answers the provider's authorization URL. */
  async function startSignIn(locale?: string): Promise<URL> {
    const response = await inject({
      method: 'POST',
      url: '/api/oauth/google',
      ...(locale ? { query: { locale } } : {}),
    });
    expect(response.statusCode).toBe(200);
    return new URL(oauthUrlResponse.parse(response.json()).url);
  }

  /** The popup at Google: answers where Google sends it back (the app's callback URL). */
  async function visitProvider(authorizationUrl: URL): Promise<URL> {
    const response = await fetch(authorizationUrl, {
      redirect: 'manual',
      signal: AbortSignal.timeout(WAIT_MS),
    });
    await response.body?.cancel();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL);
    return location;
  }

  /** The popup back at the app: answers where the callback redirects it. */
  async function callback(providerRedirect: URL | string) {
    const url =
      typeof providerRedirect === 'string'
        ? providerRedirect
        : `${providerRedirect.pathname}${providerRedirect.search}`;
    const response = await inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    return { response, location, ...completion(location) };
  }

  /** The whole popup flow for the account signed in at the fake Google. */
  async function signInWithGoogle(profile: FakeProfile, locale?: string) {
    provider.signIn(profile);
    const authorizationUrl = await startSignIn(locale);
    const providerRedirect = await visitProvider(authorizationUrl);
    return { authorizationUrl, providerRedirect, ...(await callback(providerRedirect)) };
  }

  async function currentUser(token: string | undefined) {
    expect(token).toBeTruthy();
    const response = await inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return userResponse.parse(response.json());
  }

  async function liveSessions(token: string | undefined) {
    const response = await inject({
      method: 'GET',
      url: '/api/user/logs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return sessionList.parse(response.json());
  }

  async function register(name: string, email: string) {
    const response = await inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name,
        email,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
        currency: 'USD',
        terms: true,
      },
    });
    expect(response.statusCode).toBe(201);
    return currentUser(tokenResponse.parse(response.json()).token);
  }

  const usersWithEmail = (email: string) =>
    db().select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  const identitiesOf = (subject: string) =>
    db()
      .select()
      .from(oauthIdentities)
      .where(and(eq(oauthIdentities.provider, 'google'), eq(oauthIdentities.subject, subject)));
  const sessionsOf = (userId: number) =>
    db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));

  it('lists Google as the one provider switched on', async () => {
    const response = await inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: ['google'] });
  });

  it('answers 404 for a provider it does not know', async () => {
    const start = await inject({ method: 'POST', url: '/api/oauth/github' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({
      message: AUTH_MESSAGES.providerUnavailable,
      code: 'provider_unavailable',
    });
    expect(start.json()).toEqual({
      message: 'This sign-in provider is not available.',
      code: 'provider_unavailable',
    });

    const back = await inject({ method: 'GET', url: '/api/oauth/github/callback?code=x&state=y' });
    expect(back.statusCode).toBe(404);
    expect(back.json()).toEqual({
      message: AUTH_MESSAGES.providerUnavailable,
      code: 'provider_unavailable',
    });
  });

  it('sends the popup to Google with a PKCE (S256) authorization request', async () => {
    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizationUrl);
    const query = url.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('client_id')).toBe(CLIENT_ID);
    expect(query.get('redirect_uri')).toBe(CALLBACK_URL);
    expect(query.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(query.get('code_challenge_method')).toBe('S256');
    // BASE64URL of a SHA-256 digest: 43 characters, no padding.
    expect(query.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining(['openid', 'email', 'profile']),
    );
    // Nothing secret travels in the URL.
    expect(url.toString()).not.toContain(CLIENT_SECRET);

    const again = (await startSignIn()).searchParams;
    expect(again.get('state')).not.toBe(query.get('state'));
    expect(again.get('code_challenge')).not.toBe(query.get('code_challenge'));
  });

  it('creates a new player for a new Google account and signs them in', async () => {
    const profile = googleAccount({
      name: 'Grace Hopper',
      picture: 'https://lh3.googleusercontent.test/a/photo.png',
    });
    const flow = await signInWithGoogle(profile);

    expect(flow.page).toBe(`${PUBLIC_URL}${OAUTH_COMPLETE_PATH}`);
    expect(flow.error).toBeUndefined();
    // The token is only in the fragment, and the redirect is neither cached nor referred on.
    expect(flow.location.search).toBe('');
    expect(flow.response.headers['cache-control']).toBe('no-store');
    expect(flow.response.headers['referrer-policy']).toBe('no-referrer');

    const user = await currentUser(flow.token);
    expect(user.email).toBe(profile.email);
    expect(user.email_verified_at).not.toBeNull();
    expect(user.currency).toBe('EUR');
    expect(user.role).toBe('player');
    expect(user.locale).toBe('en');
    expect(user.photo_url).toBe(profile.picture);
    expect(user.name).toMatch(NICKNAME_PATTERN);
    expect(user.name).toBe('GraceHopper');

    expect(await usersWithEmail(profile.email ?? '')).toHaveLength(1);
    expect(await identitiesOf(profile.sub)).toEqual([
      expect.objectContaining({ userId: user.id, email: profile.email }),
    ]);
  });

  it('gives new players a free nickname of 3 to 20 safe characters', async () => {
    const first = await currentUser(
      (await signInWithGoogle(googleAccount({ name: 'Alan Turing' }))).token,
    );
    const namesake = await currentUser(
      (await signInWithGoogle(googleAccount({ name: 'Alan Turing' }))).token,
    );
    expect(first.name).toBe('AlanTuring');
    expect(namesake.name).toMatch(/^AlanTuring\d{6}$/);

    const unusual = [
      'Zoë Ångström-Ødegaard the Third',
      '李小龍',
      'Jo',
      '🎲🎲🎲',
      "O'Brien <script>",
    ];
    for (const name of unusual) {
      const user = await currentUser((await signInWithGoogle(googleAccount({ name }))).token);
      expect(user.name, name).toMatch(NICKNAME_PATTERN);
    }
    const { name: _omitted, ...nameless } = googleAccount({ email: 'x.y-z@gmail.test' });
    const fromEmail = await currentUser((await signInWithGoogle(nameless)).token);
    expect(fromEmail.name).toMatch(NICKNAME_PATTERN);
    expect(fromEmail.name.startsWith('x.y-z')).toBe(true);
  });

  it('leaves the e-mail unverified when Google has not verified it', async () => {
    const profile = googleAccount({ email_verified: false });
    const user = await currentUser((await signInWithGoogle(profile)).token);
    expect(user.email).toBe(profile.email);
    expect(user.email_verified_at).toBeNull();
  });

  it('signs the same Google account in again as the same player, in a new session', async () => {
    const profile = googleAccount();
    const first = await signInWithGoogle(profile);
    const second = await signInWithGoogle(profile);

    expect(second.token).toBeTruthy();
    expect(second.token).not.toBe(first.token);
    const before = await currentUser(first.token);
    const after = await currentUser(second.token);
    expect(after.id).toBe(before.id);
    expect(await usersWithEmail(profile.email ?? '')).toHaveLength(1);

    const live = await liveSessions(second.token);
    expect(live).toHaveLength(2);
    expect(live.filter((session) => session.current)).toHaveLength(1);
  });

  it('refuses a self-excluded player (ADR 0020)', async () => {
    const profile = googleAccount();
    const first = await signInWithGoogle(profile);
    const excluded = await inject({
      method: 'POST',
      url: '/api/limits/break',
      headers: { authorization: `Bearer ${first.token}` },
      payload: { type: 'self_exclusion', duration: '6m' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const again = await signInWithGoogle(profile);
    expect(again.token).toBeUndefined();
    expect(again.error).toBe(AUTH_MESSAGES.oauthFailed);
  });

  it('refuses a locked account, as the password sign-in does', async () => {
    const profile = googleAccount();
    const player = await currentUser((await signInWithGoogle(profile)).token);
    await testApp().database.pool.query(
      "INSERT INTO account_locks (user_id, locked_by, reason) VALUES ($1, $1, 'test')",
      [player.id],
    );
    const again = await signInWithGoogle(profile);
    expect(again.token).toBeUndefined();
    expect(again.error).toBe(AUTH_MESSAGES.oauthFailed);
  });

  it('recognises the Google account by its subject, not its e-mail address', async () => {
    const profile = googleAccount();
    const original = await currentUser((await signInWithGoogle(profile)).token);
    const renamed = { ...profile, email: `renamed-${profile.email}`, name: 'Someone Else' };
    const again = await currentUser((await signInWithGoogle(renamed)).token);
    expect(again.id).toBe(original.id);
    expect(again.email).toBe(profile.email);
  });

  it('links a verified Google e-mail to the existing password account', async () => {
    const email = `linked-${randomUUID().slice(0, 8)}@example.test`;
    const existing = await register(`linked${addressCounter}`, email);

    // Google reports the address in its own spelling; e-mail addresses match case-insensitively.
    const profile = googleAccount({ email: email.toUpperCase(), email_verified: true });
    const flow = await signInWithGoogle(profile);
    expect(flow.error).toBeUndefined();

    const user = await currentUser(flow.token);
    expect(user.id).toBe(existing.id);
    expect(user.name).toBe(existing.name);
    expect(user.currency).toBe('USD');
    expect(await usersWithEmail(email)).toHaveLength(1);
    expect(await identitiesOf(profile.sub)).toEqual([
      expect.objectContaining({ userId: existing.id }),
    ]);

    // From now on the Google account is linked, whatever it says about its e-mail.
    const again = await signInWithGoogle({ ...profile, email_verified: false });
    expect((await currentUser(again.token)).id).toBe(existing.id);
  });

  it('takes an unproven account away from whoever registered the address first', async () => {
    const email = `squat-${randomUUID().slice(0, 8)}@example.test`;
    // An impostor registers the victim's address, which they cannot verify, and keeps a session.
    const registered = await inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        name: `squat${addressCounter}`,
        email,
        password: 'impostor password',
        password_confirmation: 'impostor password',
        currency: 'USD',
        terms: true,
      },
    });
    const impostorToken = tokenResponse.parse(registered.json()).token;

    // The owner signs in with Google, which has verified the address.
    const flow = await signInWithGoogle(googleAccount({ email, email_verified: true }));
    const owner = await currentUser(flow.token);
    expect(owner.email_verified_at).not.toBeNull();

    const impostorSession = await inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${impostorToken}` },
    });
    expect(impostorSession.statusCode).toBe(401);
    const impostorLogin = await inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'impostor password' },
    });
    expect(impostorLogin.statusCode).toBe(422);
    expect(await liveSessions(flow.token)).toHaveLength(1);
  });

  it('refuses an unverified Google e-mail that matches an existing account', async () => {
    const email = `victim-${randomUUID().slice(0, 8)}@example.test`;
    const victim = await register(`victim${addressCounter}`, email);
    const sessionsBefore = await sessionsOf(victim.id);
    expect(sessionsBefore).toHaveLength(1);

    const profile = googleAccount({ email, email_verified: false });
    const userInfoRequests = provider.userInfoRequests.length;
    const flow = await signInWithGoogle(profile);
    // Refused for the e-mail, not earlier: the code was redeemed and the profile read.
    expect(provider.tokenRequests.at(-1)?.outcome).toBe('issued');
    expect(provider.userInfoRequests).toHaveLength(userInfoRequests + 1);

    expect(flow.page).toBe(`${PUBLIC_URL}${OAUTH_COMPLETE_PATH}`);
    expect(flow.token).toBeUndefined();
    expect(flow.error).toBe(AUTH_MESSAGES.oauthFailed);
    expect(await sessionsOf(victim.id)).toEqual(sessionsBefore);
    expect(await identitiesOf(profile.sub)).toEqual([]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });

  it('refuses a state that is used a second time', async () => {
    const flow = await signInWithGoogle(googleAccount());
    expect(flow.token).toBeTruthy();
    const tokenRequests = provider.tokenRequests.length;

    const replay = await callback(flow.providerRedirect);
    expect(replay.page).toBe(`${PUBLIC_URL}${OAUTH_COMPLETE_PATH}`);
    expect(replay.token).toBeUndefined();
    expect(replay.error).toBe(AUTH_MESSAGES.oauthFailed);
    // Refused by the spent state, before the code was even offered to Google again.
    expect(provider.tokenRequests).toHaveLength(tokenRequests);
  });

  it('refuses an unknown or missing state, and the genuine one still works', async () => {
    const providerRedirect = await visitProvider(await startSignIn());
    const code = providerRedirect.searchParams.get('code') ?? '';
    const tokenRequests = provider.tokenRequests.length;

    const forged = await callback(
      `/api/oauth/google/callback?${new URLSearchParams({ code, state: 'not-a-state-we-issued' })}`,
    );
    expect(forged.token).toBeUndefined();
    expect(forged.error).toBe(AUTH_MESSAGES.oauthFailed);

    const stateless = await callback(`/api/oauth/google/callback?${new URLSearchParams({ code })}`);
    expect(stateless.token).toBeUndefined();
    expect(stateless.error).toBe(AUTH_MESSAGES.oauthFailed);
    expect(provider.tokenRequests).toHaveLength(tokenRequests);

    const genuine = await callback(providerRedirect);
    expect(genuine.error).toBeUndefined();
    await currentUser(genuine.token);
  });

  it('refuses a code issued for another authorization request (PKCE binds the code)', async () => {
    const attackerRedirect = await visitProvider(await startSignIn());
    const victimRedirect = await visitProvider(await startSignIn());

    // The attacker's code injected into the victim's callback, with the victim's state.
    const injected = await callback(
      `/api/oauth/google/callback?${new URLSearchParams({
        code: attackerRedirect.searchParams.get('code') ?? '',
        state: victimRedirect.searchParams.get('state') ?? '',
      })}`,
    );
    expect(injected.token).toBeUndefined();
    expect(injected.error).toBe(AUTH_MESSAGES.oauthFailed);
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      outcome: 'invalid_grant',
      reason: 'code_verifier does not match code_challenge',
    });
  });

  it('refuses a code Google does not honour', async () => {
    const providerRedirect = await visitProvider(await startSignIn());
    providerRedirect.searchParams.set('code', 'made-up-code');
    const flow = await callback(providerRedirect);
    expect(flow.token).toBeUndefined();
    expect(flow.error).toBe(AUTH_MESSAGES.oauthFailed);
    expect(provider.tokenRequests.at(-1)).toMatchObject({ outcome: 'invalid_grant' });
  });

  it('reports a sign-in the player cancelled at Google', async () => {
    provider.deny();
    const authorizationUrl = await startSignIn();
    const providerRedirect = await visitProvider(authorizationUrl);
    expect(providerRedirect.searchParams.get('error')).toBe('access_denied');
    expect(providerRedirect.searchParams.get('state')).toBe(
      authorizationUrl.searchParams.get('state'),
    );
    const tokenRequests = provider.tokenRequests.length;

    const flow = await callback(providerRedirect);
    expect(flow.page).toBe(`${PUBLIC_URL}${OAUTH_COMPLETE_PATH}`);
    expect(flow.token).toBeUndefined();
    expect(flow.error).toBe(AUTH_MESSAGES.oauthFailed);
    expect(provider.tokenRequests).toHaveLength(tokenRequests);
  });

  it('ends the popup on the page of the locale it started in', async () => {
    const flow = await signInWithGoogle(googleAccount(), 'de');
    expect(flow.page).toBe(`${PUBLIC_URL}/de${OAUTH_COMPLETE_PATH}`);
    const user = await currentUser(flow.token);
    expect(user.locale).toBe('de');

    provider.deny();
    const denied = await callback(await visitProvider(await startSignIn('de')));
    expect(denied.page).toBe(`${PUBLIC_URL}/de${OAUTH_COMPLETE_PATH}`);
    expect(denied.error).toBe(AUTH_MESSAGES.oauthFailed);
  });

  it('redeems the code as a confidential client with the PKCE verifier', async () => {
    const flow = await signInWithGoogle(googleAccount());
    expect(flow.token).toBeTruthy();

    const redemption = provider.tokenRequests.at(-1);
    expect(redemption).toMatchObject({
      outcome: 'issued',
      clientId: CLIENT_ID,
      grantType: 'authorization_code',
      code: flow.providerRedirect.searchParams.get('code'),
      redirectUri: CALLBACK_URL,
    });
    const verifier = redemption?.codeVerifier ?? '';
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
    expect(s256CodeChallenge(verifier)).toBe(
      flow.authorizationUrl.searchParams.get('code_challenge'),
    );
    // The verifier stayed on the server: the browser never saw it.
    expect(flow.authorizationUrl.toString()).not.toContain(verifier);
    expect(flow.providerRedirect.toString()).not.toContain(verifier);
    expect(flow.location.toString()).not.toContain(verifier);
  });
});

describe('social sign-in without Google configured', () => {
  const testApp = useTestApp();
  const inject = (options: InjectOptions) => testApp().app.inject(options);

  it('lists no providers', async () => {
    const response = await inject({ method: 'GET', url: '/api/oauth/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ providers: [] });
  });

  it('answers 404 to starting or finishing a Google sign-in', async () => {
    const start = await inject({ method: 'POST', url: '/api/oauth/google' });
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({
      message: AUTH_MESSAGES.providerUnavailable,
      code: 'provider_unavailable',
    });

    const back = await inject({ method: 'GET', url: '/api/oauth/google/callback?code=x&state=y' });
    expect(back.statusCode).toBe(404);
    expect(back.json()).toEqual({
      message: AUTH_MESSAGES.providerUnavailable,
      code: 'provider_unavailable',
    });
  });
});
