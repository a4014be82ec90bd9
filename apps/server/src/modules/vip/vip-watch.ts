import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { VipService } from './vip.service.js';

/** How often the level watch reads new bets. */
export const VIP_WATCH_INTERVAL_MS = 15_000;

/**
 * The periodic level watch: a round every VIP_WATCH_INTERVAL_MS while the app runs, never two
 * at once in one process (the cursor's lock keeps processes apart). Stops when the app closes.
 */
export function startVipWatch(
  app: FastifyInstance,
  vip: Pick<VipService, 'watchRound'>,
  logger: FastifyBaseLogger,
  intervalMs = VIP_WATCH_INTERVAL_MS,
): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = vip
      .watchRound()
      .then(
        () => undefined,
        (error: unknown) => logger.error({ err: error }, 'VIP level watch round failed'),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  // The watch never keeps the process alive on its own.
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
