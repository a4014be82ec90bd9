import type { LedgerClient } from './ledger-transaction.js';

export interface AuditCheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface AuditTotals {
  currency: string;
  transfers: number;
  playerCash: bigint;
  playerBonus: bigint;
  withdrawalHolds: bigint;
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
     FROM ledger_entries GROUP BY transfer_id, currency HAVING sum(amount) <> 0 LIMIT 10`,
  );
  checks.push({
    name: 'transfers_balance',
    ok: unbalanced.rowCount === 0,
    detail:
      unbalanced.rowCount === 0
        ? 'Every transfer’s entries sum to zero per currency.'
        : `Unbalanced transfers: ${unbalanced.rows.map((row) => `#${row.transfer_id} ${row.currency} ${row.sum}`).join(', ')}`,
  });

  const perCurrency = await client.query<{ currency: string; sum: bigint }>(
    `SELECT currency, sum(amount)::bigint AS sum FROM ledger_entries
     GROUP BY currency HAVING sum(amount) <> 0`,
  );
  checks.push({
    name: 'currencies_balance',
    ok: perCurrency.rowCount === 0,
    detail:
      perCurrency.rowCount === 0
        ? 'All entries of each currency sum to zero.'
        : perCurrency.rows.map((row) => `${row.currency}: ${row.sum}`).join(', '),
  });

  const drifted = await client.query<{ id: string; balance: bigint; entries: bigint }>(
    `SELECT a.id::text AS id, a.balance, coalesce(sum(e.amount), 0)::bigint AS entries
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
     WHERE a.owner_user_id IS NOT NULL
     GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0) LIMIT 10`,
  );
  checks.push({
    name: 'balances_match_entries',
    ok: drifted.rowCount === 0,
    detail:
      drifted.rowCount === 0
        ? 'Every player account’s balance equals the sum of its entries.'
        : drifted.rows
            .map((row) => `account #${row.id}: balance ${row.balance}, entries ${row.entries}`)
            .join('; '),
  });

  const lastEntry = await client.query<{ id: string; balance: bigint; balance_after: bigint }>(
    `SELECT a.id::text AS id, a.balance, last.balance_after
     FROM ledger_accounts a
     JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE account_id = a.id
                   ORDER BY id DESC LIMIT 1) last ON true
     WHERE a.owner_user_id IS NOT NULL AND last.balance_after <> a.balance LIMIT 10`,
  );
  checks.push({
    name: 'running_balances',
    ok: lastEntry.rowCount === 0,
    detail:
      lastEntry.rowCount === 0
        ? 'Each player account’s latest balance_after equals its balance.'
        : lastEntry.rows.map((row) => `account #${row.id}`).join(', '),
  });

  const negative = await client.query<{ id: string; balance: bigint }>(
    `SELECT id::text AS id, balance FROM ledger_accounts
     WHERE owner_user_id IS NOT NULL AND balance < 0 LIMIT 10`,
  );
  checks.push({
    name: 'no_negative_player_balance',
    ok: negative.rowCount === 0,
    detail:
      negative.rowCount === 0
        ? 'No player balance is below zero.'
        : negative.rows.map((row) => `account #${row.id}: ${row.balance}`).join(', '),
  });

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
