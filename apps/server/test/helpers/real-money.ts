import { randomUUID } from 'node:crypto';
import type { Currency } from '@satsino/contract/money';
import type { Pool } from 'pg';
import { pino } from 'pino';
import type { Db } from '../../src/db/connection.js';
import { createCashbackService } from '../../src/modules/cashback/cashback.service.js';
import { createVipLevelsService } from '../../src/modules/content/vip/vip-levels.service.js';
import { createBetLedger } from '../../src/modules/ledger/bets.js';
import { createLedger } from '../../src/modules/ledger/ledger.service.js';
import { createNotifier } from '../../src/modules/notifications/notifier.js';
import { createVipService } from '../../src/modules/vip/vip.service.js';

/*
 * Real-money play and the cashback job for tests that need a player's history (VIP levels,
 * cashback) without playing a game's rounds one by one: the ledger's own bet and win postings,
 * as a game round makes them, and the job on a clock the test sets.
 */

const logger = pino({ level: 'silent' });
const noAlerts = { publishAppAlert: () => {} };

/** Stakes `stakeMinor` of the player's cash on a settled round that wins `winMinor` back. */
export async function playRealMoney(
  pool: Pool,
  userId: number,
  stakeMinor: bigint,
  winMinor = 0n,
  currency: Currency = 'USD',
): Promise<void> {
  const bets = createBetLedger(createLedger({ pool, ...noAlerts, logger }));
  const betKey = `test-bet:${randomUUID()}`;
  await bets.placeBet({
    userId,
    currency,
    stakeMinor,
    idempotencyKey: betKey,
    round: randomUUID(),
  });
  if (winMinor > 0n) {
    await bets.settleWin({
      userId,
      betKey,
      winMinor,
      idempotencyKey: `test-win:${randomUUID()}`,
    });
  }
}

/** The cashback job on the database, as the scheduler runs it, with the clock at `now`. */
export function cashbackJobAt(database: { db: Db; pool: Pool }, now: Date | (() => Date)) {
  const clock = typeof now === 'function' ? now : () => now;
  const { db, pool } = database;
  const notifier = createNotifier({ db, realtime: noAlerts, now: clock });
  const vip = createVipService({
    db,
    pool,
    levels: createVipLevelsService({ db }),
    notifier,
    logger,
    now: clock,
  });
  return createCashbackService({
    ledger: createLedger({ pool, ...noAlerts, logger }),
    notifier,
    levelOf: (userId, locale) => vip.level(userId, locale),
    logger,
    now: clock,
  });
}
