import { randomBytes } from 'node:crypto';
import { userResponse } from '@satsino/contract/account';
import { tokenResponse } from '@satsino/contract/auth';
import { RATE_LIMITS } from '@satsino/contract/limits';
import { APP_ALERT_TYPES, type AppAlertEvent, REALTIME_EVENTS } from '@satsino/contract/realtime';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from './helpers/accounts.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { type ServerProcess, startServerProcess } from './helpers/server-process.js';

/** CI and these machines run Redis here; set TEST_REDIS_URL to use another one. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = {
  email: `ops.${randomBytes(4).toString('hex')}@example.com`,
  password: 'operator password 1',
};

/**
 * Rate-limit counters live in Redis and outlast a test run; a client address of its own keeps
 * one run's sign-ins from counting against the next. The servers believe X-Forwarded-For from
 * this machine only (TRUST_PROXY=loopback), as they would from a load balancer in front.
 */
const CLIENT_IP = freshIp();

async function api(base: string, method: string, path: string, body?: object, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': CLIENT_IP,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

function connect(base: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/**
 * Two API processes behind one imaginary load balancer, sharing PostgreSQL and Redis: what one
 * publishes reaches sockets connected to the other, and what one revokes ends there too.
 */
describe('two server processes on PostgreSQL + Redis', () => {
  let database: TestDatabase;
  let first: ServerProcess;
  let second: ServerProcess;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const environment = {
      DATABASE_URL: database.url,
      REDIS_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TRUST_PROXY: 'loopback',
    };
    // Started together: migrations, admin bootstrap and all race on the same database.
    [first, second] = await Promise.all([
      startServerProcess(environment),
      startServerProcess(environment),
    ]);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const server of [first, second]) server?.child.kill('SIGTERM');
    await Promise.all([first?.exited, second?.exited]);
    await database?.drop();
  });

  it('delivers an event published on one process to a socket on the other', async () => {
    const suffix = randomBytes(4).toString('hex');
    const registered = await api(first.url, 'POST', '/api/register', {
      name: `two_${suffix}`,
      email: `two.${suffix}@example.com`,
      password: 'player password',
      password_confirmation: 'player password',
      currency: 'EUR',
      terms: true,
    });
    expect(registered.status).toBe(201);
    const playerToken = tokenResponse.parse(registered.body).token;
    const player = await api(first.url, 'GET', '/api/user', undefined, playerToken);

    const socket = await connect(second.url, playerToken);
    sockets.push(socket);
    const alert = nextEvent<AppAlertEvent>(socket, REALTIME_EVENTS.appAlert);

    const admin = await api(first.url, 'POST', '/api/login', ADMIN);
    expect(admin.status).toBe(200);
    const verified = await api(
      first.url,
      'POST',
      `/api/admin/players/${userResponse.parse(player.body).id}/verify`,
      undefined,
      tokenResponse.parse(admin.body).token,
    );
    expect(verified.status).toBe(200);

    const event = await alert;
    expect(APP_ALERT_TYPES).toContain(event.type);
    expect(event).toEqual({
      type: 'NEW_NOTIFICATION',
      // The stored notification's id, so the list can mark that one read (notifier.ts).
      id: expect.any(Number),
      text: 'Your account has been verified. You can now update your account details.',
    });
  });

  it('logging out on one process drops the live connection on the other', async () => {
    const suffix = randomBytes(4).toString('hex');
    const registered = await api(second.url, 'POST', '/api/register', {
      name: `out_${suffix}`,
      email: `out.${suffix}@example.com`,
      password: 'player password',
      password_confirmation: 'player password',
      currency: 'USD',
      terms: true,
    });
    const token = tokenResponse.parse(registered.body).token;
    const socket = await connect(second.url, token);
    sockets.push(socket);
    const dropped = nextEvent<string>(socket, 'disconnect');
    expect((await api(first.url, 'GET', '/api/logout', undefined, token)).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await expect(connect(first.url, token)).rejects.toThrow('Unauthenticated.');
  });

  it('counts sign-in failures for one account and address across both processes', async () => {
    const email = `limit.${randomBytes(4).toString('hex')}@example.com`;
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccountAndIp.points; i++) {
      const target = i % 2 === 0 ? first : second;
      expect(
        (await api(target.url, 'POST', '/api/login', { email, password: 'wrong password' })).status,
      ).toBe(422);
    }
    const limited = await api(first.url, 'POST', '/api/login', {
      email,
      password: 'wrong password',
    });
    expect(limited.status).toBe(429);
  });
});
