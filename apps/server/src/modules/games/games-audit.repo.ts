import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * Round reconciliation, run in the ledger audit's snapshot. The ledger's own checks prove that
 * every transfer balances; a refund of a stake the round kept balances too (against the house), so
 * they cannot see it. These compare what each real-money round records with the money the ledger
 * moved for it: the stakes it kept (bet and double, not refunded) equal the stake it records, and
 * the wins it was paid equal its payout. A refunded stake is only right when the round never
 * counted it (a double that an earlier release took but never recorded on the hand).
 */

/** The money the ledger moved for each of the provider's rounds, from the players' side. */
const ROUND_MONEY = `
  WITH player_moves AS MATERIALIZED (
    SELECT e.transfer_id, sum(e.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.owner_user_id IS NOT NULL
    GROUP BY e.transfer_id
  ), stakes AS (
    SELECT substr(t.reference, length($1) + 1) AS round_ref, t.id AS bet_id, -m.amount AS amount,
           EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_transfer_id = t.id) AS refunded
    FROM ledger_transfers t JOIN player_moves m ON m.transfer_id = t.id
    WHERE t.kind = 'bet' AND starts_with(t.reference, $1)
  ), round_money AS (
    SELECT s.round_ref,
           coalesce(sum(s.amount) FILTER (WHERE NOT s.refunded), 0)::bigint AS staked,
           coalesce(sum(w.amount), 0)::bigint AS won,
           count(*) FILTER (WHERE s.refunded)::int AS refunds
    FROM stakes s
    LEFT JOIN LATERAL (
      SELECT sum(m.amount) AS amount FROM ledger_transfers w
      JOIN player_moves m ON m.transfer_id = w.id
      WHERE w.kind = 'win' AND w.reference = 'bet:' || s.bet_id
    ) w ON true
    GROUP BY s.round_ref
  )`;

interface RoundMismatch {
  id: string;
  round_ref: string;
  status: string;
  stake_minor: bigint;
  payout_minor: bigint;
  staked: bigint;
  won: bigint;
  refunds: number;
}

interface OrphanStake {
  round_ref: string;
  bet_id: string;
}

export function createGamesAudit(provider: string) {
  const reference = `round:${provider}:`;
  return async function auditGameRounds(client: LedgerClient): Promise<AuditCheckResult[]> {
    const mismatched = await client.query<RoundMismatch>(
      `${ROUND_MONEY}
       SELECT r.id::text AS id, r.round_ref, r.status, r.stake_minor, r.payout_minor,
              coalesce(m.staked, 0)::bigint AS staked, coalesce(m.won, 0)::bigint AS won,
              coalesce(m.refunds, 0) AS refunds
       FROM game_rounds r LEFT JOIN round_money m ON m.round_ref = r.round_ref
       WHERE r.mode = 'real'
         AND (coalesce(m.staked, 0) <> r.stake_minor
              OR coalesce(m.won, 0) <> CASE WHEN r.status = 'settled' THEN r.payout_minor ELSE 0 END)
       ORDER BY r.id LIMIT $2`,
      [reference, AUDIT_SAMPLE_LIMIT],
    );
    const orphans = await client.query<OrphanStake>(
      `${ROUND_MONEY}
       SELECT s.round_ref, s.bet_id::text AS bet_id FROM stakes s
       WHERE NOT s.refunded
         AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.round_ref = s.round_ref)
       ORDER BY s.bet_id LIMIT $2`,
      [reference, AUDIT_SAMPLE_LIMIT],
    );
    return [
      auditCheck('rounds_match_ledger', mismatched.rows, {
        passed:
          'Every real-money round kept the stakes and was paid the wins it records, no more, no less.',
        failed: (row) =>
          `round #${row.id} (${row.status}): records stake ${row.stake_minor} and payout ` +
          `${row.payout_minor}; the ledger kept ${row.staked} (${row.refunds} stake(s) refunded) ` +
          `and paid ${row.won}`,
        id: (row) => `round:${row.id}`,
      }),
      auditCheck('stakes_have_rounds', orphans.rows, {
        passed: 'Every stake the games took that was not refunded belongs to a recorded round.',
        failed: (row) => `stake transfer #${row.bet_id} of round ${row.round_ref} has no round`,
        id: (row) => `transfer:${row.bet_id}`,
      }),
    ];
  };
}
