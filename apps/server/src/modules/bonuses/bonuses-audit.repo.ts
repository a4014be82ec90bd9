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
} from '../wallet/audit-legs.sql.js';

const cash = playerAccountSql('b.user_id', 'b.currency', 'cash');
const bonus = playerAccountSql('b.user_id', 'b.currency', 'bonus');
const cost = systemAccountSql('b.currency', 'bonus_cost');
const grantLegs = expectedLegsSql([cost, '-b.amount_minor'], [bonus, 'b.amount_minor']);
/** A completed bonus releases its balance into cash; any other end gives it to the house. */
const settleLegs = expectedLegsSql(
  [bonus, '-b.settled_minor'],
  [`CASE WHEN b.state = 'completed' THEN ${cash} ELSE ${cost} END`, 'b.settled_minor'],
);

/**
 * Each bonus row against its transfers. A bonus that holds money (running, completed, forfeited,
 * and an expired or cancelled one that had been granted) has one grant — bonus cost → the
 * player's bonus balance, of its amount; one that never did (an offer, a claim, declined,
 * lapsed) has none. A bonus that ended with a settled amount has one settlement of it — into cash
 * when completed, back to the bonus cost otherwise — that emptied the bonus balance; an open one,
 * or one that settled nothing, has none. Nothing else names the bonus.
 */
const BONUSES_MATCH_TRANSFERS = `
  SELECT id, state, problems FROM (
    SELECT b.id::text AS id, b.state, array_remove(ARRAY[
      CASE WHEN (b.finished = 1) <> (b.state NOT IN ('available', 'claimed', 'running'))
           THEN 'its finished flag disagrees with its state' END,
      CASE WHEN b.state IN ('available', 'claimed', 'declined', 'lapsed')
             AND (b.grant_transfer_id IS NOT NULL OR b.amount_minor IS NOT NULL)
           THEN 'granted, in a state that never holds money' END,
      CASE WHEN b.state IN ('running', 'completed', 'forfeited') AND b.grant_transfer_id IS NULL
           THEN 'holds money without a grant' END,
      CASE WHEN (b.grant_transfer_id IS NULL) <> (b.amount_minor IS NULL)
           THEN 'its amount and its grant disagree' END,
      CASE WHEN b.grant_transfer_id IS NOT NULL AND (granted.kind IS DISTINCT FROM
               (CASE WHEN b.bonus_key = 'CASHBACK_BONUS' THEN 'cashback' ELSE 'bonus_payment' END)
             OR granted.currency <> b.currency
             OR granted.reference IS DISTINCT FROM 'bonus:' || b.id
             OR ${transferLegsSql('b.grant_transfer_id')} IS DISTINCT FROM ${grantLegs})
           THEN 'its grant does not move its amount from the bonus cost to the bonus balance' END,
      CASE WHEN b.chain_deposit_id IS NOT NULL AND NOT EXISTS (
             SELECT 1 FROM chain_deposits d WHERE d.id = b.chain_deposit_id
               AND d.user_id = b.user_id AND d.status = 'confirmed')
           THEN 'granted for a deposit that is not this player''s credited deposit' END,
      CASE WHEN b.finished = 0 AND (b.settle_transfer_id IS NOT NULL OR b.settled_minor IS NOT NULL)
           THEN 'settled while still open' END,
      CASE WHEN coalesce(b.settled_minor, 0) > 0 AND b.settle_transfer_id IS NULL
           THEN 'a settled amount without a settlement' END,
      CASE WHEN coalesce(b.settled_minor, 0) = 0 AND b.settle_transfer_id IS NOT NULL
           THEN 'a settlement of nothing' END,
      CASE WHEN b.settle_transfer_id IS NOT NULL AND (
             b.state NOT IN ('completed', 'expired', 'forfeited', 'cancelled')
             OR settled.kind IS DISTINCT FROM
                  (CASE WHEN b.state = 'completed' THEN 'bonus_payment' ELSE 'bonus_forfeit' END)
             OR settled.currency <> b.currency
             OR settled.reference IS DISTINCT FROM 'bonus:' || b.id
             OR ${transferLegsSql('b.settle_transfer_id')} IS DISTINCT FROM ${settleLegs}
             OR (SELECT e.balance_after FROM ledger_entries e
                 WHERE e.transfer_id = b.settle_transfer_id AND e.account_id = ${bonus})
                IS DISTINCT FROM 0)
           THEN 'its settlement does not move the settled bonus balance where its state says' END,
      CASE WHEN moves.count <> (CASE WHEN b.grant_transfer_id IS NULL THEN 0 ELSE 1 END)
                             + (CASE WHEN b.settle_transfer_id IS NULL THEN 0 ELSE 1 END)
             OR moves.unrecorded > 0
           THEN format('%s bonus transfers name it', moves.count) END
    ], NULL) AS problems
    FROM player_bonuses b
    LEFT JOIN ledger_transfers granted ON granted.id = b.grant_transfer_id
    LEFT JOIN ledger_transfers settled ON settled.id = b.settle_transfer_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS count,
             count(*) FILTER (WHERE t.id IS DISTINCT FROM b.grant_transfer_id
                                AND t.id IS DISTINCT FROM b.settle_transfer_id) AS unrecorded
      FROM ledger_transfers t
      WHERE t.reference = 'bonus:' || b.id AND t.kind IN ('bonus_payment', 'bonus_forfeit', 'cashback')
    ) moves
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/** Each bonus transfer against the rows: it is the recorded grant or settlement of a bonus. */
const BONUS_TRANSFERS_HAVE_BONUSES = `
  SELECT t.id::text AS id, t.kind, t.reference FROM ledger_transfers t
  WHERE t.kind IN ('bonus_payment', 'bonus_forfeit')
    AND NOT EXISTS (
      SELECT 1 FROM player_bonuses b
      WHERE b.id = substring(t.reference FROM '^bonus:(\\d+)$')::bigint
        AND t.id IN (b.grant_transfer_id, b.settle_transfer_id))
  ORDER BY t.id LIMIT $1`;

/**
 * The bonus programme's invariants, run in the ledger audit's snapshot: every grant, release,
 * forfeit, expiry and operator grant or cancel agrees with its bonus row, and every bonus
 * transfer has one.
 */
export async function auditBonuses(client: LedgerClient): Promise<AuditCheckResult[]> {
  const mismatched = await client.query<{ id: string; state: string; problems: string[] }>(
    BONUSES_MATCH_TRANSFERS,
    [AUDIT_SAMPLE_LIMIT],
  );
  const orphaned = await client.query<{ id: string; kind: string; reference: string | null }>(
    BONUS_TRANSFERS_HAVE_BONUSES,
    [AUDIT_SAMPLE_LIMIT],
  );
  return [
    auditCheck('bonuses_match_transfers', mismatched.rows, {
      passed:
        'Every bonus that holds money was granted its amount once; every ended bonus settled its balance once, into cash when completed and back to the house otherwise.',
      failed: (row) => `bonus #${row.id} (${row.state}): ${row.problems.join(', ')}`,
      id: (row) => `bonus:${row.id}`,
    }),
    auditCheck('bonus_transfers_have_bonuses', orphaned.rows, {
      passed: 'Every bonus grant, release and forfeit is recorded on its bonus.',
      failed: (row) =>
        `transfer #${row.id} (${row.kind}, ${row.reference ?? 'no reference'}) is on no bonus`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
