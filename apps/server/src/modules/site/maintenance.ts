import {
  MAINTENANCE_CACHE_MS,
  MAINTENANCE_SETTING_KEY,
  type MaintenanceState,
} from '@satsino/contract/site-settings';
import type pg from 'pg';
import type { Db } from '../../db/connection.js';
import { inDbTransaction } from '../ledger/ledger-transaction.js';
import type { OperatorLog } from '../operator-log/operator-log.js';
import { readSetting, writeSetting } from './site.repo.js';

export interface MaintenanceSwitch {
  /** Whether the API is in maintenance now; read at most once per cache period. */
  isActive(): Promise<boolean>;
  /** The operator's view, read fresh. */
  state(): Promise<MaintenanceState>;
  /** Switches it, with the operator's trace in the operator log (one transaction). */
  set(enabled: boolean, actorUserId: number): Promise<MaintenanceState>;
}

/**
 * The operator's maintenance switch (`site_settings.maintenance_mode`), or `MAINTENANCE=true`
 * at start (`forced`), which no operator can turn off until a restart. Each process keeps the
 * value it read for a short time, so the guard costs one query per period, not per request;
 * a change made through this process is seen at once.
 */
export function createMaintenanceSwitch(deps: {
  db: Db;
  pool: pg.Pool;
  operatorLog: OperatorLog;
  forced: boolean;
  cacheMs?: number;
  /** Milliseconds since an arbitrary start; tests pass a fake. */
  clock?: () => number;
}): MaintenanceSwitch {
  const cacheMs = deps.cacheMs ?? MAINTENANCE_CACHE_MS;
  const clock = deps.clock ?? (() => performance.now());
  let cached: { enabled: boolean; readAt: number } | undefined;
  // Concurrent requests at expiry share one read instead of each querying.
  let reading: Promise<boolean> | undefined;

  async function readEnabled(): Promise<{ enabled: boolean; updatedAt: Date | null }> {
    const row = await readSetting(deps.db, MAINTENANCE_SETTING_KEY);
    // Anything but a JSON `true` is "off": a damaged value must not close the site.
    const enabled = row?.value === true;
    cached = { enabled, readAt: clock() };
    return { enabled, updatedAt: row?.updatedAt ?? null };
  }

  const present = (enabled: boolean, updatedAt: Date | null): MaintenanceState => ({
    enabled,
    forced: deps.forced,
    active: deps.forced || enabled,
    updated_at: updatedAt?.toISOString() ?? null,
  });

  return {
    async isActive() {
      if (deps.forced) return true;
      if (cached && clock() - cached.readAt < cacheMs) return cached.enabled;
      reading ??= readEnabled()
        .then((result) => result.enabled)
        .finally(() => {
          reading = undefined;
        });
      return reading;
    },

    async state() {
      const { enabled, updatedAt } = await readEnabled();
      return present(enabled, updatedAt);
    },

    async set(enabled, actorUserId) {
      const row = await inDbTransaction(deps.pool, async (tx, client) => {
        const written = await writeSetting(tx, MAINTENANCE_SETTING_KEY, enabled);
        await deps.operatorLog.record(client, {
          actorUserId,
          action: enabled ? 'maintenance.on' : 'maintenance.off',
          targetType: 'site_setting',
          targetId: MAINTENANCE_SETTING_KEY,
        });
        return written;
      });
      cached = { enabled, readAt: clock() };
      return present(enabled, row.updatedAt);
    },
  };
}
