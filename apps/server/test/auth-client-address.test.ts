import { RATE_LIMITS } from '@satsino/contract/limits';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, freshIp } from './helpers/accounts.js';
import { useTestApp } from './helpers/app.js';

/*
 * The client address behind every per-address limit and every session's recorded IP: the
 * connection's, unless TRUST_PROXY names the proxies whose X-Forwarded-For may say otherwise.
 */

let registrations = 0;
function registration() {
  registrations += 1;
  const name = `addr_${process.pid}_${registrations}`;
  return {
    name,
    email: `${name}@example.com`,
    password: 'long enough pass',
    password_confirmation: 'long enough pass',
    currency: 'USD',
    terms: true,
  };
}

function register(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    payload: registration(),
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

/** A wrong sign-in, each for another account, so that only the per-address limit can apply. */
let probes = 0;
function login(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  probes += 1;
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: `probe${probes}@example.com`, password: 'not the password' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
}

/** The IP `/api/user/logs` records for the session a registration opened. */
async function recordedIp(app: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  const registered = await register(app, remoteAddress, forwardedFor);
  expect(registered.statusCode).toBe(201);
  const logs = await app.inject({
    method: 'GET',
    url: '/api/user/logs',
    headers: bearer(registered.json().token),
  });
  return logs.json()[0].ip as string;
}

describe('without TRUST_PROXY no client chooses its address', () => {
  const testApp = useTestApp();

  it('counts sign-in attempts per connection, whatever X-Forwarded-For says', async () => {
    const client = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.points; i++) {
      expect((await login(testApp().app, client, freshIp())).statusCode).toBe(422);
    }
    const limited = await login(testApp().app, client, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts registrations per connection, whatever X-Forwarded-For says', async () => {
    const client = freshIp();
    for (let i = 0; i < RATE_LIMITS.registerPerIp.points; i++) {
      expect((await register(testApp().app, client, freshIp())).statusCode).toBe(201);
    }
    expect((await register(testApp().app, client, freshIp())).statusCode).toBe(429);
  });

  it('records the connection address on the session, not the forwarded one', async () => {
    const client = freshIp();
    expect(await recordedIp(testApp().app, client, '203.0.113.7')).toBe(client);
  });

  it('records no country a client claims for itself', async () => {
    const registered = await testApp().app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration(),
      remoteAddress: freshIp(),
      headers: { 'cf-ipcountry': 'PT', 'x-country-code': 'PT' },
    });
    expect(registered.statusCode).toBe(201);
    const logs = await testApp().app.inject({
      method: 'GET',
      url: '/api/user/logs',
      headers: bearer(registered.json().token),
    });
    expect(logs.json()[0].location).toBeNull();
  });
});

describe('TRUST_PROXY=1: one proxy in front tells the client address', () => {
  const testApp = useTestApp({ TRUST_PROXY: '1' });

  it('records the forwarded address on the session', async () => {
    const proxy = freshIp();
    expect(await recordedIp(testApp().app, proxy, '203.0.113.8')).toBe('203.0.113.8');
    // A client's own entry in front of the proxy's is not believed: one hop only.
    expect(await recordedIp(testApp().app, proxy, '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts sign-in attempts per forwarded address', async () => {
    const proxy = freshIp();
    const client = freshIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.points; i++) {
      expect((await login(testApp().app, proxy, client)).statusCode).toBe(422);
    }
    expect((await login(testApp().app, freshIp(), client)).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await login(testApp().app, proxy, freshIp())).statusCode).toBe(422);
  });
});

describe('TRUST_PROXY=<addresses>: only the named proxies tell the client address', () => {
  const testApp = useTestApp({ TRUST_PROXY: '192.0.2.0/24, 192.0.2.200' });

  it('believes a listed proxy and nobody else', async () => {
    expect(await recordedIp(testApp().app, '192.0.2.10', '203.0.113.10')).toBe('203.0.113.10');
    const stranger = freshIp();
    expect(await recordedIp(testApp().app, stranger, '203.0.113.11')).toBe(stranger);
  });
});
