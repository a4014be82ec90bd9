import { DEFAULT_LOCALE, isLocale, type Locale } from '@satsino/contract/locales';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { VipStatus } from '@satsino/contract/vip';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import type { VipLevelsService } from '../content/vip/vip-levels.service.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { Notifier } from '../notifications/notifier.js';
import { findPlayer, raiseRecordedLevel, takeBetBatch, wageredTotal } from './vip.repo.js';
import { VIP_LEVEL_UP_NOTICES } from './vip-notices.js';
import { vipProgress } from './vip-progress.js';

/** Transfers the level watch reads per batch, and batches per round at most. */
export const VIP_WATCH_BATCH = 2_000;
export const VIP_WATCH_BATCHES_PER_ROUND = 25;

/**
 * The player's standing in the VIP programme and its level-ups. A level-up is noticed when the
 * status is read and by the periodic watch over new bets; either way it is announced once.
 */
export function createVipService(deps: {
  db: Db;
  pool: pg.Pool;
  levels: VipLevelsService;
  notifier: Notifier;
  logger: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db } = deps;

  async function standing(userId: number, requestedLocale?: Locale) {
    const player = await findPlayer(db, userId);
    if (!player) throw platformErrors.notFound();
    const playerLocale = isLocale(player.locale) ? player.locale : DEFAULT_LOCALE;
    const wagered = await wageredTotal(db, userId, player.currency);
    const levels = await deps.levels.levels(requestedLocale ?? playerLocale);
    return { playerLocale, wagered, progress: vipProgress(levels, wagered) };
  }

  /** Records the level reached; a new one is announced in the player's language. */
  async function announceLevelUp(userId: number, playerLocale: Locale, levelId: number) {
    // The name in the player's language, whichever language the status was asked in.
    const named = (await deps.levels.levels(playerLocale)).find((level) => level.id === levelId);
    if (!named) return;
    const staged = await inDbTransaction(deps.pool, async (tx) => {
      const raised = await raiseRecordedLevel(
        tx,
        userId,
        { id: named.id, minWageredMinor: BigInt(named.min_wagered) },
        deps.now(),
      );
      if (!raised) return null;
      return deps.notifier.stage(tx, userId, VIP_LEVEL_UP_NOTICES[playerLocale](named.name));
    });
    staged?.publish();
  }

  async function checkLevel(userId: number): Promise<void> {
    const { playerLocale, progress } = await standing(userId);
    if (progress.level) await announceLevelUp(userId, playerLocale, progress.level.id);
  }

  return {
    async status(userId: number, locale: Locale): Promise<VipStatus> {
      const { playerLocale, wagered, progress } = await standing(userId, locale);
      if (progress.level) await announceLevelUp(userId, playerLocale, progress.level.id);
      return {
        wagered: toApiMinorUnits(wagered),
        level: progress.level,
        next_level: progress.nextLevel,
        remaining: toApiMinorUnits(progress.remainingMinor),
        progress_bps: progress.progressBps,
      };
    },

    checkLevel,

    /** The level the player has reached (names in `locale`, else theirs); null below every level. */
    async level(userId: number, locale?: Locale) {
      const { progress } = await standing(userId, locale);
      return progress.level;
    },

    /**
     * One round of the level watch: the players who bet since the last round get their level
     * checked. Answers how many players were checked. A transfer committed after a later one
     * was read is only seen when the player's status is next read, which also checks.
     */
    async watchRound(): Promise<number> {
      let checked = 0;
      for (let round = 0; round < VIP_WATCH_BATCHES_PER_ROUND; round++) {
        const batch = await inDbTransaction(deps.pool, (tx) => takeBetBatch(tx, VIP_WATCH_BATCH));
        if (!batch) break;
        for (const userId of batch.userIds) {
          try {
            await checkLevel(userId);
            checked++;
          } catch (error) {
            deps.logger.error({ err: error, userId }, 'VIP level check failed');
          }
        }
        if (!batch.full) break;
      }
      return checked;
    },
  };
}
export type VipService = ReturnType<typeof createVipService>;
