import { AUTH_MESSAGES } from '@satsino/contract/auth';
import { RATE_LIMITS, type RateLimitName } from '@satsino/contract/limits';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export interface RateLimiter {
  /** Counts one attempt under every given limit; any exhausted limit answers 429. */
  consume(attempts: ReadonlyArray<{ limit: RateLimitName; key: string }>): Promise<void>;
  /** Forgets the attempts of one key, e.g. after a successful sign-in. */
  reset(limit: RateLimitName, key: string): Promise<void>;
  /**
   * Gives one counted attempt back. Attempts are counted before the work, so that parallel
   * requests cannot all slip under a limit; one that should not have counted (a success where
   * only failures do) is refunded afterwards.
   */
  refund(limit: RateLimitName, key: string): Promise<void>;
}

/**
 * Limits live in Redis when there is one, so every process counts the same attempts; otherwise
 * in this process's memory.
 */
export function createRateLimiter(redis?: Redis): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(RATE_LIMITS) as [
    RateLimitName,
    (typeof RATE_LIMITS)[RateLimitName],
  ][]) {
    const options = {
      keyPrefix: `rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    limiters.set(
      name,
      redis
        ? new RateLimiterRedis({ ...options, storeClient: redis })
        : new RateLimiterMemory(options),
    );
  }
  const limiterFor = (name: RateLimitName) => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`unknown rate limit ${name}`);
    return limiter;
  };

  return {
    async consume(attempts) {
      for (const { limit, key } of attempts) {
        try {
          await limiterFor(limit).consume(key.toLowerCase());
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
          throw new AppError(
            429,
            'too_many_attempts',
            AUTH_MESSAGES.tooManyAttempts,
            undefined,
            retryAfterSeconds,
          );
        }
      }
    },
    async reset(limit, key) {
      await limiterFor(limit).delete(key.toLowerCase());
    },
    async refund(limit, key) {
      await limiterFor(limit).reward(key.toLowerCase(), 1);
    },
  };
}
