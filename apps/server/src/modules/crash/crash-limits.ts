import {
  CRASH_AUTO_CASHOUT_CEILING_X100,
  CRASH_MIN_AUTO_CASHOUT_X100,
  CRASH_MIN_BET_MINOR,
  type CrashTable,
  type CrashTableLimits,
  type CrashTableLimitsUpdate,
} from '@satsino/contract/crash';
import type pg from 'pg';
import { platformErrors } from '../../platform/errors.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { readTableLimits, writeTableLimits } from './crash-limits.repo.js';

/**
 * How long a process trusts the limits it read. Several server processes may run and only the
 * one that answered the change drops its copy at once; the others follow within this time. A
 * short TTL rather than a version read: however many bets arrive, each process reads a table's
 * row at most once a second.
 */
export const CRASH_LIMITS_TTL_MS = 1_000;

/**
 * Whether a set of limits may stand: the floors of the contract, the minimum not above the
 * maximum, no auto cash-out bound above the highest crash point. The first broken rule answers,
 * with the field it concerns. (Crash has no site-wide maximum payout: a manual cash-out is not
 * bounded by the auto cash-out, so max bet × max auto cash-out bounds nothing to check.)
 */
export function checkCrashLimits(limits: CrashTableLimits): void {
  if (limits.min_bet < CRASH_MIN_BET_MINOR) {
    throw platformErrors.field('min_bet', 'crash_limits_min_bet_floor');
  }
  if (limits.min_bet > limits.max_bet) {
    throw platformErrors.field('max_bet', 'crash_limits_bet_order');
  }
  if (limits.min_auto_cashout_x100 < CRASH_MIN_AUTO_CASHOUT_X100) {
    throw platformErrors.field('min_auto_cashout_x100', 'crash_limits_auto_cashout_range');
  }
  if (
    limits.max_auto_cashout_x100 > CRASH_AUTO_CASHOUT_CEILING_X100 ||
    limits.min_auto_cashout_x100 > limits.max_auto_cashout_x100
  ) {
    throw platformErrors.field('max_auto_cashout_x100', 'crash_limits_auto_cashout_range');
  }
}

/**
 * Each crash table's own limits: read for every bet through a short per-process cache, changed by
 * an admin in one transaction with its operator-log row. A bet takes one snapshot of the limits
 * (one row read at once), so it is judged by the old set or the new one, never by a mix.
 */
export function createCrashLimits(deps: {
  pool: pg.Pool;
  operatorLog: OperatorLog;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const cache = new Map<CrashTable, { limits: Promise<CrashTableLimits>; readAt: number }>();

  return {
    /** The table's limits now (at most CRASH_LIMITS_TTL_MS old when another process changed them). */
    get(table: CrashTable): Promise<CrashTableLimits> {
      const cached = cache.get(table);
      if (cached && now() - cached.readAt < CRASH_LIMITS_TTL_MS) return cached.limits;
      const limits = readTableLimits(deps.pool, table);
      cache.set(table, { limits, readAt: now() });
      // A failed read is not kept: the next bet asks the database again.
      limits.catch(() => {
        if (cache.get(table)?.limits === limits) cache.delete(table);
      });
      return limits;
    },

    /**
     * Replaces the fields sent, judges the whole result, and writes it with the operator-log row
     * in one transaction (the row lock orders two admins' changes). Answers the table's limits.
     */
    async update(
      operatorId: number,
      table: CrashTable,
      body: CrashTableLimitsUpdate,
    ): Promise<CrashTableLimits> {
      const updated = await inTransaction(deps.pool, async (client) => {
        const before = await readTableLimits(client, table, { forUpdate: true });
        const after: CrashTableLimits = {
          min_bet: body.min_bet ?? before.min_bet,
          max_bet: body.max_bet ?? before.max_bet,
          min_auto_cashout_x100: body.min_auto_cashout_x100 ?? before.min_auto_cashout_x100,
          max_auto_cashout_x100: body.max_auto_cashout_x100 ?? before.max_auto_cashout_x100,
        };
        checkCrashLimits(after);
        await writeTableLimits(client, table, after, operatorId);
        await deps.operatorLog.record(client, {
          actorUserId: operatorId,
          action: 'crash_table.limits',
          targetType: 'crash_table',
          targetId: table,
          details: { before, after },
        });
        return after;
      });
      cache.delete(table);
      return updated;
    },
  };
}
export type CrashLimits = ReturnType<typeof createCrashLimits>;
