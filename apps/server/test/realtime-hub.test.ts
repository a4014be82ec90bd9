import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import {
  type AppAlertEvent,
  connectRefusal,
  type GroupCreatedEvent,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type SubscribeAck,
} from '@satsino/contract/realtime';
import Fastify from 'fastify';
import { pino } from 'pino';
import {
  io as connectClient,
  type ManagerOptions,
  type Socket,
  type SocketOptions,
} from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRealtimeHub,
  type RealtimeHub,
  type RealtimeIdentity,
} from '../src/platform/realtime/realtime-hub.js';

/**
 * The hub runs on a plain HTTP server with a fake `authenticate` (a map of token → identity), so
 * these tests need neither the app nor the auth module. Redis must run on this machine for the
 * multi-process tests; every id there is random so parallel runs sharing Redis cannot collide.
 */
const REDIS_URL = 'redis://127.0.0.1:6379';
/** Long enough for a delivery on loopback, short enough to prove an absence quickly. */
const ABSENCE_MS = 200;
const WAIT_MS = 5_000;

const logger = pino({ level: 'silent' });
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Started {
  hub: RealtimeHub;
  server: http.Server;
  url: string;
}

type Identities = Map<string, RealtimeIdentity>;

/** Ids far from anything another test or run picks. */
function randomId(): number {
  return randomInt(1_000_000, 2 ** 47);
}

async function startHttpServer(): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not the hub');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A test that closed the server itself leaves it not running; that is not a failure here.
  cleanups.push(() => closeHttpServer(server).catch(() => undefined));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

function closeHttpServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
}

async function startHub(
  identities: Identities,
  options: {
    redisUrl?: string;
    authenticate?: (token: string) => Promise<RealtimeIdentity | null>;
  } = {},
): Promise<Started> {
  const { server, url } = await startHttpServer();
  const hub = await createRealtimeHub({
    httpServer: server,
    authenticate: options.authenticate ?? (async (token) => identities.get(token) ?? null),
    redisUrl: options.redisUrl,
    logger,
  });
  cleanups.push(() => hub.close());
  return { hub, server, url };
}

function openClient(url: string, options: Partial<ManagerOptions & SocketOptions>): Socket {
  const client = connectClient(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  cleanups.push(() => {
    client.close();
  });
  return client;
}

function waitFor<T>(client: Socket, event: string, timeoutMs = WAIT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const listener = (value: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => {
      client.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    client.once(event, listener);
  });
}

/** Resolves true when the event arrived within `ms`, false when it did not. */
async function arrives(client: Socket, event: string, ms = ABSENCE_MS): Promise<boolean> {
  return waitFor(client, event, ms).then(
    () => true,
    () => false,
  );
}

function connectAs(url: string, token: string): Promise<Socket> {
  const client = openClient(url, { auth: { token } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no connect within ${WAIT_MS} ms`)), WAIT_MS);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve(client);
    });
    client.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function refusal(url: string, options: Partial<ManagerOptions & SocketOptions>) {
  const client = openClient(url, options);
  const error = await waitFor<Error>(client, 'connect_error');
  return error.message;
}

/** The `data` of a refused handshake, as the client library hands it over. */
async function refusalData(url: string, options: Partial<ManagerOptions & SocketOptions>) {
  const client = openClient(url, options);
  const error = await waitFor<Error & { data?: unknown }>(client, 'connect_error');
  return connectRefusal.parse(error.data);
}

function subscribe(client: Socket, payload: unknown): Promise<SubscribeAck> {
  return client.timeout(WAIT_MS).emitWithAck(REALTIME_EVENTS.subscribe, payload);
}

function identityMap(...entries: [string, RealtimeIdentity][]): Identities {
  return new Map(entries);
}

const balance: AppAlertEvent = { type: 'WALLET_BALANCE', balance: 12345, balanceBonus: 0 };
const groupCreated: GroupCreatedEvent = { group: { id: 9, name: 'VIP', photo_url: null } };

describe('real-time hub: authentication', () => {
  it('refuses a handshake without a token, with an unknown token or when authenticate throws', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    let failing = false;
    const { url } = await startHub(identityMap(['alice-token', alice]), {
      authenticate: async (token) => {
        if (failing) throw new Error('database down');
        return token === 'alice-token' ? alice : null;
      },
    });

    expect(await refusal(url, {})).toBe('Unauthenticated.');
    expect(await refusal(url, { auth: { token: 'nobody' } })).toBe('Unauthenticated.');
    expect(await refusal(url, { auth: { token: 42 } })).toBe('Unauthenticated.');
    // With the code an HTTP 401 carries.
    expect(await refusalData(url, { auth: { token: 'nobody' } })).toEqual({
      code: 'unauthenticated',
      message: 'Unauthenticated.',
    });

    failing = true;
    expect(await refusal(url, { auth: { token: 'alice-token' } })).toBe('Unauthenticated.');

    // The failure crashed nothing: the next handshake is served normally.
    failing = false;
    const client = await connectAs(url, 'alice-token');
    expect(client.connected).toBe(true);
  });

  it('accepts the token in an Authorization bearer header', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const { url } = await startHub(identityMap(['alice-token', alice]));
    const client = openClient(url, { extraHeaders: { authorization: 'Bearer alice-token' } });
    await waitFor(client, 'connect');
    expect(client.connected).toBe(true);
  });
});

describe('real-time hub: publishing', () => {
  it("delivers an AppAlertEvent to the player's sockets only", async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const bob = { userId: randomId(), sessionId: randomId() };
    const { hub, url } = await startHub(identityMap(['a', alice], ['b', bob]));
    const aliceClient = await connectAs(url, 'a');
    const bobClient = await connectAs(url, 'b');

    const received = waitFor(aliceClient, REALTIME_EVENTS.appAlert);
    const bobReceived = arrives(bobClient, REALTIME_EVENTS.appAlert);
    hub.publishAppAlert(alice.userId, balance);

    expect(await received).toEqual(balance);
    expect(await bobReceived).toBe(false);
  });

  it('delivers GroupCreated on the users channel', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const { hub, url } = await startHub(identityMap(['a', alice]));
    const client = await connectAs(url, 'a');

    const received = waitFor(client, REALTIME_EVENTS.groupCreated);
    hub.publishGroupCreated(alice.userId, groupCreated);
    expect(await received).toEqual(groupCreated);
  });

  it('throws on a payload the contract rejects, and sends only what the contract declares', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const { hub, url } = await startHub(identityMap(['a', alice]));
    const client = await connectAs(url, 'a');

    const invalid = { type: 'WALLET_BALANCE', balance: 1.5, balanceBonus: 0 } as AppAlertEvent;
    expect(() => hub.publishAppAlert(alice.userId, invalid)).toThrow();
    const unknownType = { type: 'NOPE' } as unknown as AppAlertEvent;
    expect(() => hub.publishAppAlert(alice.userId, unknownType)).toThrow();
    expect(() =>
      hub.publishGroupCreated(alice.userId, { group: { id: 1 } } as GroupCreatedEvent),
    ).toThrow();
    expect(() => hub.publishAppAlert(Number.NaN, balance)).toThrow();

    // Keys outside the schema (a secret someone passed by accident) are stripped.
    const received = waitFor(client, REALTIME_EVENTS.appAlert);
    hub.publishAppAlert(alice.userId, { ...balance, passwordHash: 'x' } as AppAlertEvent);
    expect(await received).toEqual(balance);
  });
});

describe('real-time hub: subscribe', () => {
  it("acknowledges the player's own channels and refuses everything else", async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const bob = { userId: randomId(), sessionId: randomId() };
    const { hub, url } = await startHub(identityMap(['a', alice], ['b', bob]));
    const client = await connectAs(url, 'a');
    await connectAs(url, 'b');

    const refused = { ok: false, message: 'This action is unauthorized.', code: 'forbidden' };
    expect(await subscribe(client, { channel: `appalert.${alice.userId}` })).toEqual({ ok: true });
    expect(await subscribe(client, { channel: `private-users.${alice.userId}` })).toEqual({
      ok: true,
    });
    expect(await subscribe(client, { channel: `appalert.${bob.userId}` })).toEqual(refused);
    expect(await subscribe(client, { channel: `private-appalert.${bob.userId}` })).toEqual(refused);
    expect(await subscribe(client, { channel: `session.${alice.sessionId}` })).toEqual(refused);
    expect(await subscribe(client, { channel: 'x'.repeat(101) })).toEqual(refused);
    expect(await subscribe(client, 42)).toEqual(refused);
    expect(await subscribe(client, null)).toEqual(refused);
    expect(await client.timeout(WAIT_MS).emitWithAck(REALTIME_EVENTS.subscribe)).toEqual(refused);

    // The refused subscription joined nothing: Bob's events do not reach Alice.
    const leaked = arrives(client, REALTIME_EVENTS.appAlert);
    hub.publishAppAlert(bob.userId, balance);
    expect(await leaked).toBe(false);
  });

  it('survives a subscribe without an ack callback', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const { url } = await startHub(identityMap(['a', alice]));
    const client = await connectAs(url, 'a');

    client.emit(REALTIME_EVENTS.subscribe, { channel: `appalert.${alice.userId}` });
    client.emit(REALTIME_EVENTS.subscribe, 'garbage');
    expect(await subscribe(client, { channel: `users.${alice.userId}` })).toEqual({ ok: true });
    expect(client.connected).toBe(true);
  });
});

describe('real-time hub: sessions', () => {
  it("disconnects one session's sockets and keeps the player's other sessions", async () => {
    const userId = randomId();
    const phone = { userId, sessionId: randomId() };
    const laptop = { userId, sessionId: randomId() };
    const { hub, url } = await startHub(identityMap(['phone', phone], ['laptop', laptop]));
    const phoneClient = await connectAs(url, 'phone');
    const laptopClient = await connectAs(url, 'laptop');

    const phoneGone = waitFor<string>(phoneClient, 'disconnect');
    const laptopGone = arrives(laptopClient, 'disconnect');
    hub.disconnectSession(phone.sessionId);
    expect(await phoneGone).toBe('io server disconnect');
    expect(await laptopGone).toBe(false);

    const received = waitFor(laptopClient, REALTIME_EVENTS.appAlert);
    hub.publishAppAlert(userId, balance);
    expect(await received).toEqual(balance);
  });
});

describe('real-time hub: close', () => {
  it('disconnects its sockets and leaves the HTTP server to its owner', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const { hub, server, url } = await startHub(identityMap(['a', alice]));
    const client = await connectAs(url, 'a');

    const gone = waitFor<string>(client, 'disconnect');
    await hub.close();
    expect(await gone).toBe('io server disconnect');
    await hub.close();

    // Publishing during the app's shutdown is harmless; invalid payloads still throw.
    expect(() => hub.publishAppAlert(alice.userId, balance)).not.toThrow();
    expect(() => hub.disconnectSession(alice.sessionId)).not.toThrow();
    const unknownType = { type: 'NOPE' } as unknown as AppAlertEvent;
    expect(() => hub.publishAppAlert(alice.userId, unknownType)).toThrow();

    // The engine is detached: its path reaches the server's own handler again.
    const answer = await new Promise<{ status: number | undefined; body: string }>(
      (resolve, reject) => {
        http
          .get(`${url}${REALTIME_PATH}/?EIO=4&transport=polling`, { agent: false }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              body += chunk;
            });
            response.on('end', () => resolve({ status: response.statusCode, body }));
          })
          .on('error', reject);
      },
    );
    expect(answer).toEqual({ status: 404, body: 'not the hub' });
    expect(await refusal(url, { auth: { token: 'a' } })).toMatch(/websocket error/i);

    // The owner closes the server without error and promptly: no real-time connection holds it.
    const started = Date.now();
    await closeHttpServer(server);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts a peer that never answers the WebSocket close handshake', async () => {
    const { hub, server, url } = await startHub(identityMap());
    const { port } = new URL(url);
    // A raw upgrade that then goes silent, as a client whose network vanished would.
    const peer = net.connect(Number(port), '127.0.0.1');
    cleanups.push(() => {
      peer.destroy();
    });
    peer.on('error', () => undefined);
    const peerClosed = new Promise<void>((resolve) => peer.once('close', () => resolve()));
    const switched = new Promise<string>((resolve) =>
      peer.once('data', (data) => resolve(String(data))),
    );
    peer.write(
      [
        `GET ${REALTIME_PATH}/?EIO=4&transport=websocket HTTP/1.1`,
        'Host: 127.0.0.1',
        'Upgrade: websocket',
        'Connection: Upgrade',
        'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
        'Sec-WebSocket-Version: 13',
        '',
        '',
      ].join('\r\n'),
    );
    expect(await switched).toMatch(/^HTTP\/1\.1 101/);

    const started = Date.now();
    await hub.close();
    await closeHttpServer(server);
    await peerClosed;
    // ws would wait 30 s for the peer's close frame; the hub cuts it after its short grace.
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('real-time hub: inside Fastify', () => {
  it("shares Fastify's port and closes in its preClose hook without holding the server", async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const app = Fastify({ forceCloseConnections: 'idle' });
    app.get('/api/ping', async () => ({ pong: true }));
    const hub = await createRealtimeHub({
      httpServer: app.server,
      authenticate: async (token) => (token === 'a' ? alice : null),
      logger,
    });
    // Before Fastify closes its server: open WebSockets would keep that close waiting.
    app.addHook('preClose', () => hub.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;

    const client = await connectAs(url, 'a');
    const received = waitFor(client, REALTIME_EVENTS.appAlert);
    hub.publishAppAlert(alice.userId, balance);
    expect(await received).toEqual(balance);
    expect(await (await fetch(`${url}/api/ping`)).json()).toEqual({ pong: true });

    const gone = waitFor<string>(client, 'disconnect');
    const started = Date.now();
    await app.close();
    expect(await gone).toBe('io server disconnect');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('real-time hub: Redis between processes', () => {
  it('carries events and session disconnects from one hub to the other', async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const identities = identityMap(['a', alice]);
    const hubA = await startHub(identities, { redisUrl: REDIS_URL });
    const hubB = await startHub(identities, { redisUrl: REDIS_URL });
    const clientOnA = await connectAs(hubA.url, 'a');
    const clientOnB = await connectAs(hubB.url, 'a');

    const alertOnA = waitFor(clientOnA, REALTIME_EVENTS.appAlert);
    const alertOnB = waitFor(clientOnB, REALTIME_EVENTS.appAlert);
    hubA.hub.publishAppAlert(alice.userId, balance);
    expect(await alertOnA).toEqual(balance);
    expect(await alertOnB).toEqual(balance);

    const group = waitFor(clientOnB, REALTIME_EVENTS.groupCreated);
    hubA.hub.publishGroupCreated(alice.userId, groupCreated);
    expect(await group).toEqual(groupCreated);

    const goneFromA = waitFor<string>(clientOnA, 'disconnect');
    const goneFromB = waitFor<string>(clientOnB, 'disconnect');
    hubA.hub.disconnectSession(alice.sessionId);
    expect(await goneFromA).toBe('io server disconnect');
    expect(await goneFromB).toBe('io server disconnect');
  });

  it("does not carry one player's events to another player on the other hub", async () => {
    const alice = { userId: randomId(), sessionId: randomId() };
    const bob = { userId: randomId(), sessionId: randomId() };
    const identities = identityMap(['a', alice], ['b', bob]);
    const hubA = await startHub(identities, { redisUrl: REDIS_URL });
    const hubB = await startHub(identities, { redisUrl: REDIS_URL });
    const aliceOnB = await connectAs(hubB.url, 'a');
    const bobOnB = await connectAs(hubB.url, 'b');

    const bobReceived = arrives(bobOnB, REALTIME_EVENTS.appAlert);
    const aliceReceived = waitFor(aliceOnB, REALTIME_EVENTS.appAlert);
    hubA.hub.publishAppAlert(alice.userId, balance);
    expect(await aliceReceived).toEqual(balance);
    expect(await bobReceived).toBe(false);
  });

  it('fails to start when Redis is unreachable, leaving the HTTP server untouched', async () => {
    const { server } = await startHttpServer();
    const requestListeners = server.listeners('request');
    await expect(
      createRealtimeHub({
        httpServer: server,
        authenticate: async () => null,
        // Port 1 on loopback refuses connections: a Redis that is down.
        redisUrl: 'redis://127.0.0.1:1',
        logger,
      }),
    ).rejects.toThrow('Redis (REDIS_URL) is unreachable');
    expect(server.listeners('request')).toEqual(requestListeners);
    expect(server.listenerCount('upgrade')).toBe(0);
  });
});
