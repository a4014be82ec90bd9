import { CURRENCIES } from '@satsino/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { type PeriodicJob, startPeriodicJob } from '../../platform/periodic-job.js';
import type { CashbackService } from './cashback.service.js';

/** How often the cashback job looks for closed periods and awards waiting to be paid. */
export const CASHBACK_JOB_INTERVAL_MS = 5 * 60_000;
/** Session advisory lock of the job: one process (the leader of the pass) runs it at a time. */
export const CASHBACK_JOB_LOCK_KEY = 7_007_000_017;

/**
 * Runs the cashback pass every interval in whichever process takes the advisory lock first; the
 * others skip that pass. The lock only saves work: the awards' unique key and the payments'
 * row locks and idempotency keys keep two passes at once from paying anything twice.
 */
export function startCashbackJob(options: {
  pool: pg.Pool;
  logger: FastifyBaseLogger;
  cashback: Pick<CashbackService, 'run' | 'ensureAccounts'>;
  intervalMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'cashback',
    pool: options.pool,
    logger: options.logger,
    lockKey: CASHBACK_JOB_LOCK_KEY,
    intervalMs: options.intervalMs ?? CASHBACK_JOB_INTERVAL_MS,
    run: async () => {
      await options.cashback.ensureAccounts(CURRENCIES);
      const result = await options.cashback.run();
      if (result.awarded + result.paid > 0) {
        options.logger.info(result, 'cashback pass');
      }
    },
  });
}
