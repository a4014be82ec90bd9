import type { Server as HttpServer } from 'node:http';
import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { CRASH_EVENT, type CrashEvent, crashEvent } from '@satsino/contract/crash';
import {
  type AppAlertEvent,
  appAlertEvent,
  channels,
  type GroupCreatedEvent,
  groupCreatedEvent,
  isPublicChannel,
  MAX_PUBLIC_ROOMS_PER_SOCKET,
  OPERATOR_QUEUE_EVENT,
  OPERATORS_CHANNEL,
  type OperatorQueueEvent,
  operatorQueueEvent,
  PUBLIC_EVENTS,
  PUBLIC_NAMESPACE,
  publicChannels,
  REALTIME_EVENTS,
  REALTIME_PATH,
  type SubscribeAck,
  subscribeRequest,
} from '@satsino/contract/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { type DefaultEventsMap, type Namespace, Server, type Socket } from 'socket.io';
import { authorizedChannel, authorizedStaffChannel } from './channel-access.js';
import { connectRedisPair } from './redis-clients.js';
import { attachToHttpServer, type ServerAttachment } from './server-attachment.js';
import {
  type AuthenticateToken,
  createSocketAuthMiddleware,
  type RealtimeSocketData,
} from './socket-auth.js';

/** Clients only send `subscribe` messages of a few dozen bytes; anything big is not ours. */
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Socket.IO's defaults, written down: a dead connection is noticed within 45 s. */
const PING_INTERVAL_MS = 25_000;
const PING_TIMEOUT_MS = 20_000;
/** A handshake (authentication included) that has not finished by then is dropped. */
const CONNECT_TIMEOUT_MS = 10_000;

const REFUSED: SubscribeAck = { ok: false, message: AUTH_MESSAGES.forbidden, code: 'forbidden' };

interface ServerToClientEvents {
  [REALTIME_EVENTS.appAlert]: (event: AppAlertEvent) => void;
  [REALTIME_EVENTS.groupCreated]: (event: GroupCreatedEvent) => void;
  [OPERATOR_QUEUE_EVENT]: (event: OperatorQueueEvent) => void;
}

/** Client payloads are `unknown` on purpose: each one is validated before use. */
interface ClientToServerEvents {
  [REALTIME_EVENTS.subscribe]: (...args: unknown[]) => void;
}

type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  RealtimeSocketData
>;
type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  DefaultEventsMap,
  RealtimeSocketData
>;

interface PublicServerToClientEvents {
  [CRASH_EVENT]: (event: CrashEvent) => void;
}

/** Client payloads are `unknown` on purpose: each one is validated before use. */
interface PublicClientToServerEvents {
  [PUBLIC_EVENTS.join]: (...args: unknown[]) => void;
  [PUBLIC_EVENTS.leave]: (...args: unknown[]) => void;
}

type PublicNamespace = Namespace<PublicClientToServerEvents, PublicServerToClientEvents>;
type PublicSocket = Socket<PublicClientToServerEvents, PublicServerToClientEvents>;

export interface RealtimeHub {
  /**
   * Typed publish for modules: validates the payload with the contract schema (an invalid one is
   * a programmer error and throws), then emits to the user's channel, on every process when
   * Redis is used. After `close()` it validates and then does nothing.
   */
  publishAppAlert(userId: number, event: AppAlertEvent): void;
  publishGroupCreated(userId: number, event: GroupCreatedEvent): void;
  /**
   * Emits a crash table's event to its public room (guests included), on every process when
   * Redis is used. Validated like the others; after `close()` it does nothing.
   */
  publishCrashEvent(event: CrashEvent): void;
  /**
   * Tells the staff sockets in the operators' channel that a queue item changed, on every
   * process when Redis is used. Callers publish after their transaction committed (a rolled-back
   * change tells nobody). Validated like the others; after `close()` it does nothing.
   */
  publishOperatorEvent(event: OperatorQueueEvent): void;
  /** Disconnects every socket opened with this session (revoked or logged out), on every process. */
  disconnectSession(sessionId: number): void;
  /**
   * Disconnects this process's sockets, detaches from the HTTP server and quits Redis. The HTTP
   * server stays open: its owner (Fastify) closes it. Safe to call more than once.
   */
  close(): Promise<void>;
}

export interface RealtimeHubDependencies {
  /** The API's server: the hub shares its port and never closes it. */
  httpServer: HttpServer;
  authenticate: AuthenticateToken;
  /** When set, the Socket.IO Redis adapter carries events and disconnects between processes. */
  redisUrl?: string | undefined;
  logger: Logger;
}

/**
 * The internal room of one sign-in session, used only to disconnect it. Clients cannot join it:
 * `authorizedChannel` admits nothing but the two per-user channels.
 */
function sessionRoom(sessionId: number): string {
  return `session.${sessionId}`;
}

function requireId(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got ${value}`);
  }
}

/**
 * Starts Socket.IO on the API's HTTP server (same port, path REALTIME_PATH). With `redisUrl`,
 * Redis must answer before this resolves, so a wrong URL fails the start.
 */
export async function createRealtimeHub({
  httpServer,
  authenticate,
  redisUrl,
  logger,
}: RealtimeHubDependencies): Promise<RealtimeHub> {
  const redis = redisUrl ? await connectRedisPair(redisUrl, logger) : undefined;
  let io: RealtimeServer;
  let attachment: ServerAttachment;
  try {
    io = new Server({
      path: REALTIME_PATH,
      serveClient: false,
      // No `cors`: browsers reach the hub from our own origin only. Tokens come from the
      // handshake, never from cookies, so a foreign page that opens a WebSocket (which CORS does
      // not cover) cannot act as a signed-in player.
      maxHttpBufferSize: MAX_MESSAGE_BYTES,
      pingInterval: PING_INTERVAL_MS,
      pingTimeout: PING_TIMEOUT_MS,
      connectTimeout: CONNECT_TIMEOUT_MS,
      ...(redis ? { adapter: createAdapter(redis.pub, redis.sub) } : {}),
    });
    io.use(createSocketAuthMiddleware(authenticate, logger));
    io.on('connection', (socket) => onConnection(socket, logger));
    // The public namespace has no authentication middleware: anyone may watch a public room.
    (io.of(PUBLIC_NAMESPACE) as PublicNamespace).on('connection', onPublicConnection);
    // The adapter subscribes without waiting; a PING answered on the same connection proves the
    // subscriptions are in place, so events published right after the start are not missed.
    if (redis) await redis.sub.ping();
    attachment = attachToHttpServer(io, httpServer);
  } catch (error) {
    await redis?.close();
    throw error;
  }

  let closing: Promise<void> | undefined;

  return {
    publishAppAlert(userId, event) {
      requireId('userId', userId);
      const payload = appAlertEvent.parse(event);
      if (closing) return;
      io.to(channels.appAlert(userId)).emit(REALTIME_EVENTS.appAlert, payload);
    },

    publishGroupCreated(userId, event) {
      requireId('userId', userId);
      const payload = groupCreatedEvent.parse(event);
      if (closing) return;
      io.to(channels.users(userId)).emit(REALTIME_EVENTS.groupCreated, payload);
    },

    publishCrashEvent(event) {
      const payload = crashEvent.parse(event);
      if (closing) return;
      (io.of(PUBLIC_NAMESPACE) as PublicNamespace)
        .to(publicChannels.crash(payload.table))
        .emit(CRASH_EVENT, payload);
    },

    publishOperatorEvent(event) {
      const payload = operatorQueueEvent.parse(event);
      if (closing) return;
      io.to(OPERATORS_CHANNEL).emit(OPERATOR_QUEUE_EVENT, payload);
    },

    disconnectSession(sessionId) {
      requireId('sessionId', sessionId);
      if (closing) return;
      const room = sessionRoom(sessionId);
      // This process's sockets go at once, even while Redis is down: a revoked session must not
      // keep listening. The adapter then asks the other processes to do the same.
      io.local.in(room).disconnectSockets(true);
      if (redis) io.in(room).disconnectSockets(true);
    },

    close() {
      closing ??= (async () => {
        attachment.detach();
        for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
        for (const socket of io.of(PUBLIC_NAMESPACE).sockets.values()) socket.disconnect(true);
        // Connections still in their handshake or authentication have no socket yet.
        io.engine.close();
        await attachment.endConnections();
        // Not `io.close()`: it would close the HTTP server too, which Fastify owns.
        await io.of('/').adapter.close();
        await io.of(PUBLIC_NAMESPACE).adapter.close();
        await redis?.close();
        logger.debug('real-time hub closed');
      })();
      return closing;
    },
  };
}

function onConnection(socket: RealtimeSocket, logger: Logger): void {
  const { userId, sessionId } = socket.data.identity;
  void socket.join([channels.appAlert(userId), channels.users(userId), sessionRoom(sessionId)]);
  logger.debug({ userId, sessionId }, 'real-time socket connected');
  socket.on(REALTIME_EVENTS.subscribe, (...args) => onSubscribe(socket, args));
}

/**
 * Laravel-Echo-style clients ask for their channels by name. The player is already in both, so
 * an allowed request changes nothing but is acknowledged; a staff socket may also join the
 * operators' channel; anything else is refused and joins nothing. Socket.IO passes the ack callback last, and a client may send none.
 */
function onSubscribe(socket: RealtimeSocket, args: unknown[]): void {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as (answer: SubscribeAck) => void) : undefined;
  const request = subscribeRequest.safeParse(args[0]);
  const { userId, role } = socket.data.identity;
  const room = request.success
    ? (authorizedChannel(userId, request.data.channel) ??
      authorizedStaffChannel(role, request.data.channel))
    : null;
  if (room === null) {
    ack?.(REFUSED);
    return;
  }
  void socket.join(room);
  ack?.({ ok: true });
}

/**
 * A connection on the public namespace, signed in or not. It may join public rooms by their exact
 * names (a few at most) and nothing else; it receives nothing until it joins one.
 */
function onPublicConnection(socket: PublicSocket): void {
  socket.on(PUBLIC_EVENTS.join, (...args) => {
    const ack = ackOf(args);
    const request = subscribeRequest.safeParse(args[0]);
    if (!request.success || !isPublicChannel(request.data.channel)) {
      ack?.(REFUSED);
      return;
    }
    const room = request.data.channel;
    // Socket.IO puts every socket in a room of its own id; that one does not count.
    const joined = [...socket.rooms].filter((name) => name !== socket.id);
    if (!joined.includes(room) && joined.length >= MAX_PUBLIC_ROOMS_PER_SOCKET) {
      ack?.(REFUSED);
      return;
    }
    void socket.join(room);
    ack?.({ ok: true });
  });
  socket.on(PUBLIC_EVENTS.leave, (...args) => {
    const ack = ackOf(args);
    const request = subscribeRequest.safeParse(args[0]);
    if (request.success && isPublicChannel(request.data.channel)) {
      void socket.leave(request.data.channel);
    }
    ack?.({ ok: true });
  });
}

function ackOf(args: unknown[]): ((answer: SubscribeAck) => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as (answer: SubscribeAck) => void) : undefined;
}

export type { AuthenticateToken, RealtimeIdentity } from './socket-auth.js';
