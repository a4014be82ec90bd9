import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
  LEDGER_MONEY,
  withoutNestedLoops,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * Crash bet reconciliation, run in the ledger audit's snapshot: every bet row's stake, win and
 * refunds in the ledger agree with what the row records, and every crash stake that was not
 * refunded has its bet row.
 */

interface BetMismatch {
  id: string;
  status: string;
  amount_minor: bigint;
  payout_minor: bigint | null;
  staked: bigint;
  won: bigint;
  refunds: number;
}

export async function auditCrashBets(client: LedgerClient): Promise<AuditCheckResult[]> {
  // Set-wise, in hash joins: a lookup per bet into the materialised moves made the audit grow with
  // the square of the bets.
  const mismatched = await withoutNestedLoops(client, () =>
    client.query<BetMismatch>(
      `${LEDGER_MONEY}, stakes AS (
       SELECT t.id, t.idempotency_key, m.amount
       FROM ledger_transfers t JOIN player_moves m ON m.transfer_id = t.id
       WHERE t.kind = 'bet'
     ), per_bet AS (
       SELECT b.id, b.status, b.amount_minor, b.payout_minor, b.settled_at,
              coalesce(-stake.amount, 0)::bigint AS staked,
              coalesce(won.amount, 0)::bigint AS won,
              coalesce(refunds.count, 0) AS refunds
       FROM crash_bets b
       LEFT JOIN stakes stake ON stake.idempotency_key = b.bet_key
       LEFT JOIN wins won ON won.reference = 'bet:' || stake.id
       LEFT JOIN refunds ON refunds.id = stake.id
     )
     SELECT id::text AS id, status, amount_minor, payout_minor, staked, won, refunds FROM per_bet
     WHERE staked <> amount_minor
        OR refunds > 0
        OR won <> CASE WHEN status = 'cashed_out' AND settled_at IS NOT NULL THEN payout_minor
                       ELSE 0 END
     ORDER BY id LIMIT $1`,
      [AUDIT_SAMPLE_LIMIT],
    ),
  );
  const orphans = await client.query<{ bet_id: string; reference: string }>(
    `SELECT t.id::text AS bet_id, t.reference FROM ledger_transfers t
     WHERE t.kind = 'bet' AND starts_with(t.reference, 'round:crash:')
       AND NOT EXISTS (SELECT 1 FROM crash_bets b WHERE b.bet_key = t.idempotency_key)
       AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id)
     ORDER BY t.id LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  // A cash-out pays stake × multiplier in whole cents, plus one cent for a leftover fraction when
  // the round's deciding number says so (fairness crashPayoutMinor): never less, never 2 more.
  const misprized = await client.query<{
    id: string;
    amount_minor: bigint;
    cashout_x100: number;
    payout_minor: bigint;
  }>(
    `SELECT id::text AS id, amount_minor, cashout_x100, payout_minor FROM crash_bets
     WHERE status = 'cashed_out'
       AND payout_minor NOT IN (
         amount_minor * cashout_x100 / 100,
         amount_minor * cashout_x100 / 100
           + CASE WHEN amount_minor * cashout_x100 % 100 > 0 THEN 1 ELSE 0 END)
     ORDER BY id LIMIT $1`,
    [AUDIT_SAMPLE_LIMIT],
  );
  return [
    auditCheck('crash_payouts_match_multiplier', misprized.rows, {
      passed:
        'Every crash cash-out pays its stake × multiplier in whole cents, or one cent more for the fraction.',
      failed: (row) =>
        `crash bet #${row.id}: ${row.amount_minor} at ${row.cashout_x100} hundredths paid ` +
        `${row.payout_minor}`,
      id: (row) => `crash_bet:${row.id}`,
    }),
    auditCheck('crash_bets_match_ledger', mismatched.rows, {
      passed: 'Every crash bet’s stake, win and refunds in the ledger equal what the bet records.',
      failed: (row) =>
        `crash bet #${row.id} (${row.status}): records ${row.amount_minor} and payout ` +
        `${row.payout_minor ?? 0}; ledger staked ${row.staked}, paid ${row.won}, refunded ` +
        `${row.refunds} stake(s)`,
      id: (row) => `crash_bet:${row.id}`,
    }),
    auditCheck('crash_stakes_have_bets', orphans.rows, {
      passed: 'Every crash stake that was not refunded belongs to a recorded bet.',
      failed: (row) => `stake transfer #${row.bet_id} (${row.reference}) has no crash bet`,
      id: (row) => `transfer:${row.bet_id}`,
    }),
  ];
}
