import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import {
  expectedLegsSql,
  playerAccountSql,
  systemAccountSql,
  transferLegsSql,
} from './audit-legs.sql.js';

const cash = playerAccountSql('w.user_id', 'w.currency', 'cash');
const hold = playerAccountSql('w.user_id', 'w.currency', 'withdrawal_hold');
const holdLegs = expectedLegsSql([cash, '-w.amount_minor'], [hold, 'w.amount_minor']);
const returnLegs = expectedLegsSql([hold, '-w.amount_minor'], [cash, 'w.amount_minor']);
const payoutLegs = expectedLegsSql(
  [hold, '-w.amount_minor'],
  [systemAccountSql('w.currency', 'withdrawals_clearing'), 'w.amount_minor - w.fee_minor'],
  [systemAccountSql('w.currency', 'fees'), 'w.fee_minor'],
);

/**
 * Each withdrawal row against its transfers: the hold moves the amount from cash to the hold; a
 * rejected or cancelled request has one return of the same amount, an accepted or confirmed one
 * one payout whose legs are the amount = net to the withdrawals clearing + fee; any other state
 * neither.
 */
const WITHDRAWALS_MATCH_TRANSFERS = `
  SELECT id, status, problems FROM (
    SELECT w.id::text AS id, w.status, array_remove(ARRAY[
      CASE WHEN held.kind IS DISTINCT FROM 'withdrawal' OR held.currency <> w.currency
             OR ${transferLegsSql('w.hold_transfer_id')} IS DISTINCT FROM ${holdLegs}
           THEN 'its hold transfer does not move the amount from cash to the hold' END,
      CASE WHEN returned.count <> (CASE WHEN w.status IN ('rejected', 'cancelled') THEN 1 ELSE 0 END)
           THEN format('%s returns of the hold', returned.count) END,
      CASE WHEN returned.wrong > 0
           THEN 'a return does not move the amount from the hold back to cash' END,
      CASE WHEN paid.count <> (CASE WHEN w.status IN ('accepted', 'confirmed') THEN 1 ELSE 0 END)
           THEN format('%s payouts', paid.count) END,
      CASE WHEN paid.wrong > 0
           THEN 'a payout does not take the amount from the hold as net to clearing plus fee' END
    ], NULL) AS problems
    FROM withdrawals w
    LEFT JOIN ledger_transfers held ON held.id = w.hold_transfer_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS count,
             count(*) FILTER (WHERE t.currency <> w.currency
                                 OR ${transferLegsSql('t.id')} IS DISTINCT FROM ${returnLegs}) AS wrong
      FROM ledger_transfers t
      WHERE t.reference = 'withdrawal:' || w.id AND t.kind = 'withdrawal_returned'
    ) returned
    CROSS JOIN LATERAL (
      SELECT count(*) AS count,
             count(*) FILTER (WHERE t.currency <> w.currency
                                 OR ${transferLegsSql('t.id')} IS DISTINCT FROM ${payoutLegs}) AS wrong
      FROM ledger_transfers t
      WHERE t.reference = 'withdrawal:' || w.id AND t.kind = 'withdrawal_payout'
    ) paid
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/**
 * Each withdrawal transfer against the rows: a hold belongs to exactly one request, a return or a
 * payout names (in its reference) a request that exists.
 */
const WITHDRAWAL_TRANSFERS_HAVE_REQUESTS = `
  SELECT t.id::text AS id, t.kind, coalesce(n.requests, 0)::int AS requests
  FROM ledger_transfers t
  LEFT JOIN (SELECT hold_transfer_id, count(*) AS requests FROM withdrawals
             GROUP BY hold_transfer_id) n ON n.hold_transfer_id = t.id
  WHERE t.kind = 'withdrawal' AND coalesce(n.requests, 0) <> 1
  UNION ALL
  SELECT t.id::text, t.kind, 0 FROM ledger_transfers t
  WHERE t.kind IN ('withdrawal_returned', 'withdrawal_payout')
    AND NOT EXISTS (SELECT 1 FROM withdrawals w
                    WHERE w.id = substring(t.reference FROM '^withdrawal:(\\d+)$')::bigint)
  ORDER BY 1 LIMIT $1`;

/**
 * The cashier's own invariants, run in the ledger audit's snapshot: money on hold equals the
 * open withdrawal requests, no withdrawal was paid out twice, and every withdrawal row agrees
 * with its transfers and every withdrawal transfer with a row.
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
  const mismatched = await client.query<{ id: string; status: string; problems: string[] }>(
    WITHDRAWALS_MATCH_TRANSFERS,
    [AUDIT_SAMPLE_LIMIT],
  );
  const orphaned = await client.query<{ id: string; kind: string; requests: number }>(
    WITHDRAWAL_TRANSFERS_HAVE_REQUESTS,
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
    auditCheck('withdrawals_match_transfers', mismatched.rows, {
      passed:
        'Every withdrawal holds its amount; rejected and cancelled ones returned it once, accepted and confirmed ones paid it once as net + fee, and the others neither.',
      failed: (row) => `withdrawal #${row.id} (${row.status}): ${row.problems.join(', ')}`,
      id: (row) => `withdrawal:${row.id}`,
    }),
    auditCheck('withdrawal_transfers_have_requests', orphaned.rows, {
      passed: 'Every hold, return and payout belongs to one withdrawal request.',
      failed: (row) =>
        `transfer #${row.id} (${row.kind}) belongs to ${row.requests} withdrawal requests`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
