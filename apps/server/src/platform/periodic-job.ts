import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export interface PeriodicJob {
  /** Runs one pass now (in this process, if it gets the lock); tests and start-up use it. */
  runOnce(): Promise<void>;
  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void>;
}

/**
 * A job that runs every `intervalMs` in whichever process takes its session advisory lock
 * first; the others skip that pass. Passes never overlap in one process, a failing pass is
 * logged and the next one runs as usual, and the timer never keeps the process alive.
 */
export function startPeriodicJob(options: {
  name: string;
  pool: pg.Pool;
  logger: FastifyBaseLogger;
  /** A number of its own for pg_try_advisory_lock. */
  lockKey: number;
  intervalMs: number;
  run: () => Promise<void>;
}): PeriodicJob {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function pass(): Promise<void> {
    const client = await options.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [options.lockKey],
      );
      if (!rows[0]?.locked) return;
      try {
        await options.run();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [options.lockKey]);
      }
    } finally {
      client.release();
    }
  }

  function runOnce(): Promise<void> {
    running ??= pass()
      .catch((error: unknown) => options.logger.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  const timer = setInterval(() => {
    if (!stopped && !running) void runOnce();
  }, options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
