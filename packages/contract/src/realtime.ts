import { z } from 'zod';
import { CRASH_TABLES, type CrashTable } from './crash.js';
import type { ErrorCode } from './errors.js';
import { minorUnits } from './money.js';

/**
 * The real-time protocol (Socket.IO on the same origin, path /socket.io). Channel and event names
 * follow the spec: per-user channels `appalert.{userId}` (event AppAlertEvent) and
 * `users.{userId}` (event GroupCreated). A client authenticates with the same bearer token as
 * the API (`auth: { token }` in the handshake) and is put in its own two channels.
 */
export const REALTIME_PROTOCOL_VERSION = 1;
export const REALTIME_PATH = '/socket.io';

export const REALTIME_EVENTS = {
  appAlert: 'AppAlertEvent',
  groupCreated: 'GroupCreated',
  /**
   * Client → server: join a channel by name; the server allows only the player's own, and
   * OPERATORS_CHANNEL to staff sockets.
   */
  subscribe: 'subscribe',
} as const;

export const channels = {
  appAlert: (userId: number) => `appalert.${userId}`,
  users: (userId: number) => `users.${userId}`,
};

export const APP_ALERT_TYPES = ['WALLET_BALANCE', 'NEW_NOTIFICATION', 'NEW_CHAT_MESSAGE'] as const;

export const appAlertEvent = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('WALLET_BALANCE'),
      /** Cash balance, minor units. */
      balance: minorUnits,
      /** Bonus balance, minor units. */
      balanceBonus: minorUnits,
    }),
    z.object({
      type: z.literal('NEW_NOTIFICATION'),
      id: z.number().int().optional(),
      text: z.string().max(2000),
    }),
    z.object({
      type: z.literal('NEW_CHAT_MESSAGE'),
      groupId: z.number().int().optional(),
      message: z.string().max(4000).optional(),
    }),
  ])
  .meta({ id: 'AppAlertEvent' });
export type AppAlertEvent = z.infer<typeof appAlertEvent>;

export const chatGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    photo_url: z.string().nullable(),
  })
  .meta({ id: 'ChatGroup' });

export const groupCreatedEvent = z.object({ group: chatGroup }).meta({ id: 'GroupCreated' });
export type GroupCreatedEvent = z.infer<typeof groupCreatedEvent>;

/*
 * What the socket answers a refusal with: codes of the error catalogue (errors.ts imports files
 * that import this one, so its schema cannot be used here; `satisfies` holds the codes to it).
 */
const SUBSCRIBE_REFUSAL_CODES = ['forbidden'] as const satisfies readonly ErrorCode[];
const CONNECT_REFUSAL_CODES = ['unauthenticated'] as const satisfies readonly ErrorCode[];

export const subscribeRequest = z.object({ channel: z.string().max(100) });
export const subscribeAck = z.union([
  z.object({ ok: z.literal(true) }),
  // A refusal says why as the API does: the catalogue's code beside its English text.
  z.object({ ok: z.literal(false), message: z.string(), code: z.enum(SUBSCRIBE_REFUSAL_CODES) }),
]);
export type SubscribeAck = z.infer<typeof subscribeAck>;

/**
 * The `data` of a refused handshake's `connect_error`: Socket.IO hands the client the error's
 * message and this object, so a refusal carries the API's code as an HTTP answer does.
 */
export const connectRefusal = z.object({
  code: z.enum(CONNECT_REFUSAL_CODES),
  message: z.string(),
});

export type ConnectRefusal = z.infer<typeof connectRefusal>;

/**
 * Public rooms (the crash tables) live on their own namespace, which needs no token: guests watch
 * the rounds too. A client joins a room by name; only the names below exist there, and nothing
 * private is ever sent on this namespace (per-user channels stay on the authenticated one).
 */
export const PUBLIC_NAMESPACE = '/public';

export const PUBLIC_EVENTS = {
  /** Client → server: join a public room by name (`crash.crash`, …); answered with a SubscribeAck. */
  join: 'join',
  /** Client → server: leave a public room. */
  leave: 'leave',
} as const;

export const publicChannels = {
  crash: (table: CrashTable) => `crash.${table}`,
};

const PUBLIC_CHANNEL_NAMES: readonly string[] = CRASH_TABLES.map(publicChannels.crash);

/** Whether `name` is one of the public rooms (exact names only). */
export function isPublicChannel(name: string): boolean {
  return PUBLIC_CHANNEL_NAMES.includes(name);
}

/** How many public rooms one connection may be in at once. */
export const MAX_PUBLIC_ROOMS_PER_SOCKET = PUBLIC_CHANNEL_NAMES.length;

/*
 * The operators' channel (issue 17): the console's queues update live. Only staff sockets (admin
 * and support) may join it, by `subscribe` with its name. An event names what changed, never
 * what it holds: the console refetches the lists it shows, each under its own role's rules.
 */
export const OPERATORS_CHANNEL = 'operators';

/** Server → staff sockets on OPERATORS_CHANNEL. */
export const OPERATOR_QUEUE_EVENT = 'OperatorQueueEvent';

/**
 * What changed: a withdrawal (requested, cancelled or moved by an operator), a deposit (seen or
 * credited), a KYC verification (files submitted or reviewed).
 */
export const OPERATOR_QUEUE_KINDS = ['withdrawal', 'deposit', 'kyc'] as const;
export type OperatorQueueKind = (typeof OPERATOR_QUEUE_KINDS)[number];

export const operatorQueueEvent = z
  .object({
    kind: z.enum(OPERATOR_QUEUE_KINDS),
    /** The withdrawal's, deposit's or verification's id. */
    id: z.number().int().positive(),
    /** The player it belongs to: their page's balances refresh. */
    user_id: z.number().int().positive(),
  })
  .meta({ id: 'OperatorQueueEvent' });
export type OperatorQueueEvent = z.infer<typeof operatorQueueEvent>;
