import type { FastifyBaseLogger as Logger } from 'fastify';
import { Redis } from 'ioredis';

/** A slow Redis at start is a broken deployment: fail the start instead of waiting forever. */
const REDIS_READY_TIMEOUT_MS = 10_000;
const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** QUIT waits for pending replies; a Redis that is gone would make shutdown wait for ever. */
const REDIS_QUIT_TIMEOUT_MS = 1_000;

/**
 * The two connections the Socket.IO Redis adapter needs: one publishes, the other sits in
 * subscriber mode (where Redis allows no other command).
 */
export interface RedisPair {
  pub: Redis;
  sub: Redis;
  /** Quits both, dropping a connection that does not answer within a second. */
  close(): Promise<void>;
}

/**
 * Connects both clients and resolves once Redis answered, so a wrong `REDIS_URL` stops the start
 * with a clear error rather than leaving processes that silently do not share events. After the
 * start, a lost connection is logged and retried by ioredis without crashing anything.
 */
export async function connectRedisPair(redisUrl: string, logger: Logger): Promise<RedisPair> {
  const pub = createClient(redisUrl, 'pub', logger);
  const sub = createClient(redisUrl, 'sub', logger);
  try {
    await withTimeout(Promise.all([pub.connect(), sub.connect()]), REDIS_READY_TIMEOUT_MS);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    // The URL may hold a password, so it stays out of the message.
    throw new Error('Redis (REDIS_URL) is unreachable', { cause: error });
  }
  return {
    pub,
    sub,
    async close() {
      await Promise.all([quit(pub, logger), quit(sub, logger)]);
    },
  };
}

/** The commands the adapter sends on its subscriber connection. */
const SUBSCRIBER_COMMANDS = ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const;
type DroppedCommand = 'publish' | (typeof SUBSCRIBER_COMMANDS)[number];

function createClient(redisUrl: string, role: 'pub' | 'sub', logger: Logger): Redis {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
  });
  // Without a listener ioredis prints every connection error to console.error.
  client.on('error', (error: unknown) =>
    logger.error({ err: error, redisClient: role }, 'Redis connection error'),
  );
  logDroppedRejections(client, role === 'pub' ? ['publish'] : SUBSCRIBER_COMMANDS, role, logger);
  return client;
}

/**
 * The adapter fires these commands and drops their promises. When Redis stays down, ioredis
 * rejects them (too many retries, connection closed), and in Node an unhandled rejection ends the
 * process. Each promise gets a handler that logs the lost command; a caller that awaits the
 * promise still sees the error.
 */
function logDroppedRejections(
  client: Redis,
  commands: readonly DroppedCommand[],
  role: 'pub' | 'sub',
  logger: Logger,
): void {
  for (const command of commands) {
    const original = client[command].bind(client) as unknown as (
      ...args: unknown[]
    ) => Promise<unknown>;
    const guarded = (...args: unknown[]) => {
      const pending = original(...args);
      pending.catch((error: unknown) =>
        logger.error({ err: error, redisClient: role, command }, 'Redis command failed'),
      );
      return pending;
    };
    Object.assign(client, { [command]: guarded });
  }
}

async function quit(client: Redis, logger: Logger): Promise<void> {
  if (hasEnded(client)) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REDIS_QUIT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.quit(), timeout]);
  } catch (error) {
    logger.warn({ err: error }, 'Redis did not quit cleanly; dropping the connection');
  } finally {
    clearTimeout(timer);
    if (!hasEnded(client)) client.disconnect();
  }
}

/** A function, not an inline test, so TypeScript does not keep the narrowing across awaits. */
function hasEnded(client: Redis): boolean {
  return client.status === 'end';
}

async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
