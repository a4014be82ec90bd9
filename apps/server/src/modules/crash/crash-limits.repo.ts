import type { CrashTable, CrashTableLimits } from '@satsino/contract/crash';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/** The SQL of the crash tables' own limits (migration 0029: one row per table). */

interface LimitsRow {
  min_bet_minor: string;
  max_bet_minor: string;
  min_auto_cashout_x100: number;
  max_auto_cashout_x100: number;
}

/** A table's limits, read as one row: a reader never sees half of a change. */
export async function readTableLimits(
  client: LedgerClient,
  table: CrashTable,
  options: { forUpdate?: boolean } = {},
): Promise<CrashTableLimits> {
  const { rows } = await client.query<LimitsRow>(
    `SELECT min_bet_minor, max_bet_minor, min_auto_cashout_x100, max_auto_cashout_x100
       FROM crash_table_limits WHERE table_slug = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [table],
  );
  const row = rows[0];
  // Migration 0029 writes a row for every table; a missing one is a broken database.
  if (!row) throw new Error(`crash table ${table} has no limits row`);
  return {
    min_bet: Number(row.min_bet_minor),
    max_bet: Number(row.max_bet_minor),
    min_auto_cashout_x100: row.min_auto_cashout_x100,
    max_auto_cashout_x100: row.max_auto_cashout_x100,
  };
}

export async function writeTableLimits(
  client: LedgerClient,
  table: CrashTable,
  limits: CrashTableLimits,
  operatorId: number,
): Promise<void> {
  await client.query(
    `UPDATE crash_table_limits
        SET min_bet_minor = $2, max_bet_minor = $3, min_auto_cashout_x100 = $4,
            max_auto_cashout_x100 = $5, updated_at = now(), updated_by = $6
      WHERE table_slug = $1`,
    [
      table,
      limits.min_bet,
      limits.max_bet,
      limits.min_auto_cashout_x100,
      limits.max_auto_cashout_x100,
      operatorId,
    ],
  );
}
