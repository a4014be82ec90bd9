import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/**
 * The cashier's own invariants, run in the ledger audit's snapshot: money on hold equals the
 * open withdrawal requests, and no withdrawal was paid out twice.
 */
export async function auditWithdrawals(client: LedgerClient): Promise<AuditCheckResult[]> {
  const holds = await client.query<{ user_id: string; hold: bigint; open: bigint }>(
    `WITH held AS (
       SELECT owner_user_id AS user_id, currency, balance AS hold FROM ledger_accounts
       WHERE kind = 'withdrawal_hold'
     ), open AS (
       SELECT user_id, currency, sum(amount_minor)::bigint AS open FROM withdrawals
       WHERE status IN ('pending', 'approved') GROUP BY user_id, currency
     )
     SELECT h.user_id::text AS user_id, h.hold, coalesce(o.open, 0)::bigint AS open
     FROM held h LEFT JOIN open o ON o.user_id = h.user_id AND o.currency = h.currency
     WHERE h.hold <> coalesce(o.open, 0) LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  const paidTwice = await client.query<{ reference: string }>(
    `SELECT reference FROM ledger_transfers WHERE kind = 'withdrawal_payout'
     GROUP BY reference HAVING count(*) > 1 LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  return [
    auditCheck('withdrawal_holds_match_requests', holds.rows, {
      passed: 'Money on hold equals the open (pending and approved) withdrawal requests.',
      failed: (row) => `user #${row.user_id}: hold ${row.hold}, open ${row.open}`,
      id: (row) => `user:${row.user_id}`,
    }),
    auditCheck('withdrawals_paid_once', paidTwice.rows, {
      passed: 'No withdrawal was paid out more than once.',
      failed: (row) => `${row.reference} paid more than once`,
      id: (row) => row.reference,
    }),
  ];
}
