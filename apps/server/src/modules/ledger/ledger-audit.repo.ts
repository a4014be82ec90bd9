import type { LedgerClient } from './ledger-transaction.js';

export interface AuditCheckResult {
  name: string;
  ok: boolean;
  detail: string;
  /** What is at fault ("transfer:12", "round:7", "withdrawal:3"); empty when the check passed. */
  offending: string[];
}

/** A module's own invariants, run inside the audit's one snapshot. */
export type AuditChecks = (client: LedgerClient) => Promise<AuditCheckResult[]>;

export interface AuditTotals {
  currency: string;
  transfers: number;
  playerCash: bigint;
  playerBonus: bigint;
  withdrawalHolds: bigint;
}

/** How many offending rows a check reads and names: enough to act on, bounded. */
export const AUDIT_SAMPLE_LIMIT = 20;

/**
 * A named check from the rows a query found at fault (none: it passed). Every check, in every
 * module, reports this way: what it proves, or which ids break it.
 */
export function auditCheck<Row>(
  name: string,
  rows: readonly Row[],
  describe: { passed: string; failed: (row: Row) => string; id: (row: Row) => string },
): AuditCheckResult {
  return {
    name,
    ok: rows.length === 0,
    detail: rows.length === 0 ? describe.passed : rows.map(describe.failed).join('; '),
    offending: rows.map(describe.id),
  };
}

/**
 * The start of a reconciliation's WITH, each part computed once for the whole ledger and joined
 * as a set (ADR 0026): `player_moves`, what each transfer moved on the players' side;
 * `wins`, what the wins paid for each stake, by their reference `bet:<stake transfer id>`; and
 * `refunds`, how many transfers reverse each transfer.
 */
export const LEDGER_MONEY = `
  WITH player_moves AS MATERIALIZED (
    SELECT e.transfer_id, sum(e.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.owner_user_id IS NOT NULL
    GROUP BY e.transfer_id
  ), wins AS (
    SELECT w.reference, sum(m.amount)::bigint AS amount
    FROM ledger_transfers w JOIN player_moves m ON m.transfer_id = w.id
    WHERE w.kind = 'win' AND starts_with(w.reference, 'bet:')
    GROUP BY w.reference
  ), refunds AS (
    SELECT reverses_transfer_id AS id, count(*)::int AS count FROM ledger_transfers
    WHERE reverses_transfer_id IS NOT NULL
    GROUP BY reverses_transfer_id
  )`;

/**
 * Runs `work` (statements of the audit's transaction) with the planner's nested loops off, then
 * puts the setting back for the audit's other checks. For reconciliations that join every row of
 * one table with every row of another: right after a burst of play the statistics still say the
 * tables are nearly empty, and the planner then looped over one whole set once per row of the
 * other (the rounds' check took over three minutes at 30,000 rounds). Hash joins read each table
 * once, whatever the statistics say.
 */
export async function withoutNestedLoops<T>(
  client: LedgerClient,
  work: () => Promise<T>,
): Promise<T> {
  const before = await client.query<{ setting: string }>(
    "SELECT current_setting('enable_nestloop') AS setting",
  );
  await client.query("SELECT set_config('enable_nestloop', 'off', true)");
  // A failure aborts the transaction, and with it the setting (it is local to the transaction).
  const result = await work();
  await client.query("SELECT set_config('enable_nestloop', $1, true)", [
    before.rows[0]?.setting ?? 'on',
  ]);
  return result;
}

/**
 * The invariants of DESIGN §4, proved from the rows themselves. Runs in one REPEATABLE READ
 * snapshot so a transfer committing mid-audit cannot make a sound ledger look broken.
 */
export async function auditLedger(
  client: LedgerClient,
): Promise<{ checks: AuditCheckResult[]; totals: AuditTotals[] }> {
  const checks: AuditCheckResult[] = [];

  const unbalanced = await client.query<{ transfer_id: string; currency: string; sum: bigint }>(
    `SELECT transfer_id::text AS transfer_id, currency, sum(amount)::bigint AS sum
     FROM ledger_entries GROUP BY transfer_id, currency HAVING sum(amount) <> 0 LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  checks.push(
    auditCheck('transfers_balance', unbalanced.rows, {
      passed: 'Every transfer’s entries sum to zero per currency.',
      failed: (row) => `transfer #${row.transfer_id} ${row.currency} sums to ${row.sum}`,
      id: (row) => `transfer:${row.transfer_id}`,
    }),
  );

  const perCurrency = await client.query<{ currency: string; sum: bigint }>(
    `SELECT currency, sum(amount)::bigint AS sum FROM ledger_entries
     GROUP BY currency HAVING sum(amount) <> 0`,
  );
  checks.push(
    auditCheck('currencies_balance', perCurrency.rows, {
      passed: 'All entries of each currency sum to zero.',
      failed: (row) => `${row.currency}: ${row.sum}`,
      id: (row) => `currency:${row.currency}`,
    }),
  );

  const drifted = await client.query<{ id: string; balance: bigint; entries: bigint }>(
    `SELECT a.id::text AS id, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.owner_user_id IS NOT NULL
     GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  checks.push(
    auditCheck('balances_match_entries', drifted.rows, {
      passed: 'Every player account’s balance equals the sum of its entries.',
      failed: (row) => `account #${row.id}: balance ${row.balance}, entries ${row.entries}`,
      id: (row) => `account:${row.id}`,
    }),
  );

  const lastEntry = await client.query<{ id: string; balance: bigint; balance_after: bigint }>(
    `SELECT a.id::text AS id, a.balance, last.balance_after
     FROM ledger_accounts a
     JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE account_id = a.id
                   ORDER BY id DESC LIMIT 1) last ON true
     WHERE a.owner_user_id IS NOT NULL AND last.balance_after <> a.balance LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  checks.push(
    auditCheck('running_balances', lastEntry.rows, {
      passed: 'Each player account’s latest balance_after equals its balance.',
      failed: (row) => `account #${row.id}: balance ${row.balance}, last ${row.balance_after}`,
      id: (row) => `account:${row.id}`,
    }),
  );

  const negative = await client.query<{ id: string; balance: bigint }>(
    `SELECT id::text AS id, balance FROM ledger_accounts
     WHERE owner_user_id IS NOT NULL AND balance < 0 LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  checks.push(
    auditCheck('no_negative_player_balance', negative.rows, {
      passed: 'No player balance is below zero.',
      failed: (row) => `account #${row.id}: ${row.balance}`,
      id: (row) => `account:${row.id}`,
    }),
  );

  const totals = await client.query<{
    currency: string;
    transfers: string;
    cash: bigint | null;
    bonus: bigint | null;
    hold: bigint | null;
  }>(
    `SELECT c.currency,
       (SELECT count(*) FROM ledger_transfers t WHERE t.currency = c.currency)::text AS transfers,
       sum(a.balance) FILTER (WHERE a.kind = 'cash')::bigint AS cash,
       sum(a.balance) FILTER (WHERE a.kind = 'bonus')::bigint AS bonus,
       sum(a.balance) FILTER (WHERE a.kind = 'withdrawal_hold')::bigint AS hold
     FROM (SELECT DISTINCT currency FROM ledger_accounts) c
     LEFT JOIN ledger_accounts a ON a.currency = c.currency AND a.owner_user_id IS NOT NULL
     GROUP BY c.currency ORDER BY c.currency`,
  );
  return {
    checks,
    totals: totals.rows.map((row) => ({
      currency: row.currency,
      transfers: Number(row.transfers),
      playerCash: row.cash ?? 0n,
      playerBonus: row.bonus ?? 0n,
      withdrawalHolds: row.hold ?? 0n,
    })),
  };
}
