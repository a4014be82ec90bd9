import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
  LEDGER_MONEY,
  withoutNestedLoops,
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

/**
 * The money the ledger moved for each of the provider's rounds, from the players' side. Set-wise:
 * every lookup is a join of whole sets (hash joins), never a subquery per stake, so the audit
 * grows with the ledger, not with its square (a lateral lookup into the materialised moves per
 * stake took minutes at 30,000 rounds).
 */
const ROUND_MONEY = `${LEDGER_MONEY}, stakes AS (
    SELECT substr(t.reference, length($1) + 1) AS round_ref, t.id AS bet_id, -m.amount AS amount,
           r.id IS NOT NULL AS refunded
    FROM ledger_transfers t JOIN player_moves m ON m.transfer_id = t.id
    LEFT JOIN refunds r ON r.id = t.id
    WHERE t.kind = 'bet' AND starts_with(t.reference, $1)
  ), round_money AS (
    SELECT s.round_ref,
           coalesce(sum(s.amount) FILTER (WHERE NOT s.refunded), 0)::bigint AS staked,
           coalesce(sum(w.amount), 0)::bigint AS won,
           count(*) FILTER (WHERE s.refunded)::int AS refunds
    FROM stakes s LEFT JOIN wins w ON w.reference = 'bet:' || s.bet_id
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

/**
 * Free spins (issue 14): a round that stakes nothing, numbered within its bonus's spins, whose
 * win is one `win` transfer from the bonus cost to the player's bonus balance keyed by the spin;
 * a bonus's spins played equal its rounds and their wins add up to what it says they won.
 */
const FREE_SPINS_MATCH_LEDGER = `
  SELECT id, problems FROM (
    SELECT r.id::text AS id, array_remove(ARRAY[
      CASE WHEN r.stake_minor <> 0 THEN 'it staked money' END,
      CASE WHEN b.id IS NULL OR r.user_id <> b.user_id OR r.free_spin_number > b.fs_used
           THEN 'it is not a spin its bonus counts' END,
      CASE WHEN r.bet_minor <> b.fs_stake_minor THEN 'its bet is not the spin''s stake' END,
      CASE WHEN coalesce(w.amount, 0) <> r.payout_minor THEN
        format('it records payout %s, the ledger paid %s', r.payout_minor, coalesce(w.amount, 0)) END,
      CASE WHEN w.count > 1 THEN 'paid more than once' END
    ], NULL) AS problems
    FROM game_rounds r
    LEFT JOIN player_bonuses b ON b.id = r.free_spin_bonus_id
    LEFT JOIN LATERAL (
      SELECT sum(e.amount)::bigint AS amount, count(DISTINCT t.id) AS count
      FROM ledger_transfers t
      JOIN ledger_entries e ON e.transfer_id = t.id
      JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.kind = 'win' AND t.reference = 'freespin:' || r.round_ref
        AND a.owner_user_id = r.user_id AND a.kind = 'bonus'
    ) w ON true
    WHERE r.free_spin_bonus_id IS NOT NULL
    UNION ALL
    SELECT 'bonus:' || b.id, ARRAY[format('%s spins used, %s rounds, %s won, the rounds paid %s',
      b.fs_used, count(r.id), b.fs_won_minor, coalesce(sum(r.payout_minor), 0))]
    FROM player_bonuses b LEFT JOIN game_rounds r ON r.free_spin_bonus_id = b.id
    WHERE b.fs_total > 0
    GROUP BY b.id
    HAVING count(r.id) <> b.fs_used OR coalesce(sum(r.payout_minor), 0) <> b.fs_won_minor
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id LIMIT $1`;

interface FreeSpinMismatch {
  id: string;
  problems: string[];
}

interface OrphanStake {
  round_ref: string;
  bet_id: string;
}

export function createGamesAudit(provider: string) {
  const reference = `round:${provider}:`;
  return async function auditGameRounds(client: LedgerClient): Promise<AuditCheckResult[]> {
    const { mismatched, orphans } = await withoutNestedLoops(client, async () => ({
      mismatched: await client.query<RoundMismatch>(
        `${ROUND_MONEY}
         SELECT r.id::text AS id, r.round_ref, r.status, r.stake_minor, r.payout_minor,
                coalesce(m.staked, 0)::bigint AS staked, coalesce(m.won, 0)::bigint AS won,
                coalesce(m.refunds, 0) AS refunds
         FROM game_rounds r LEFT JOIN round_money m ON m.round_ref = r.round_ref
         WHERE r.mode = 'real' AND r.free_spin_bonus_id IS NULL
           AND (coalesce(m.staked, 0) <> r.stake_minor
                OR coalesce(m.won, 0) <> CASE WHEN r.status = 'settled' THEN r.payout_minor ELSE 0 END)
         ORDER BY r.id LIMIT $2`,
        [reference, AUDIT_SAMPLE_LIMIT],
      ),
      orphans: await client.query<OrphanStake>(
        `${ROUND_MONEY}
         SELECT s.round_ref, s.bet_id::text AS bet_id FROM stakes s
         WHERE NOT s.refunded
           AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.round_ref = s.round_ref)
         ORDER BY s.bet_id LIMIT $2`,
        [reference, AUDIT_SAMPLE_LIMIT],
      ),
    }));
    const freeSpins = await client.query<FreeSpinMismatch>(FREE_SPINS_MATCH_LEDGER, [
      AUDIT_SAMPLE_LIMIT,
    ]);
    return [
      auditCheck('free_spins_match_ledger', freeSpins.rows, {
        passed:
          'Every free spin staked nothing, was one of its bonus’s spins, and its win alone went from the bonus cost to the bonus balance, once.',
        failed: (row) => `free spin round #${row.id}: ${row.problems.join(', ')}`,
        id: (row) => `round:${row.id}`,
      }),
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
