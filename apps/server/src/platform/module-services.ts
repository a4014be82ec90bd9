import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.js';
import type { BonusService } from '../modules/bonuses/bonuses.service.js';
import type { Ledger } from '../modules/ledger/ledger.service.js';
import type { Mailer } from '../modules/mail/mailer.js';
import type { Notifier } from '../modules/notifications/notifier.js';
import type { OperatorLog } from '../modules/operator-log/operator-log.js';
import type { AppConfig } from './config.js';
import type { RateLimiter } from './rate-limit.js';
import type { RealtimeHub } from './realtime/realtime-hub.js';

/**
 * What the application hands every domain module: the shared platform pieces, built once in
 * `buildApp`. A module takes what it needs and builds its own services from them.
 */
/**
 * The bonus programme's rules games must respect when they take a stake (`maxStakeMinor`: the
 * largest stake allowed now, or null), and its free spins (issue 14), which slots play.
 */
export type BonusRules = Pick<
  BonusService,
  | 'maxStakeMinor'
  | 'lockPlayerBonuses'
  | 'takeFreeSpin'
  | 'creditFreeSpinWin'
  | 'freeSpinsFor'
  | 'freeSpinState'
>;

export interface ModuleServices {
  config: AppConfig;
  database: Database;
  ledger: Ledger;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  operatorLog: OperatorLog;
  mailer: Mailer;
  /** How any module tells a player something: stored, then pushed live. */
  notifier: Notifier;
  bonusRules: BonusRules;
  logger: FastifyBaseLogger;
  now: () => Date;
}
