import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/**
 * Each tip against what a tip is: two entries, one debiting a player's cash and one crediting
 * the same amount to another player's cash, all in the transfer's currency, with the metadata
 * and the reference naming those two players (a tip has no request row: the transfer is it).
 */
const TIPS_MOVE_BETWEEN_PLAYERS = `
  SELECT id, problems FROM (
    SELECT t.id::text AS id, array_remove(ARRAY[
      CASE WHEN legs.count <> 2 OR legs.cash_debits <> 1 OR legs.cash_credits <> 1
           THEN 'does not move money from one player''s cash to another''s' END,
      CASE WHEN legs.sender = legs.recipient THEN 'sender and recipient are the same player' END,
      CASE WHEN legs.other_currency > 0 THEN 'an entry in another currency' END,
      CASE WHEN legs.count = 2 AND (
             t.metadata->>'from_user_id' IS DISTINCT FROM legs.sender::text
             OR t.metadata->>'to_user_id' IS DISTINCT FROM legs.recipient::text
             OR t.reference IS DISTINCT FROM format('tip:%s:%s', legs.sender, legs.recipient))
           THEN 'its metadata or reference names other players' END
    ], NULL) AS problems
    FROM ledger_transfers t
    CROSS JOIN LATERAL (
      SELECT count(*) AS count,
             count(*) FILTER (WHERE e.amount < 0 AND a.kind = 'cash'
                                AND a.owner_user_id IS NOT NULL) AS cash_debits,
             count(*) FILTER (WHERE e.amount > 0 AND a.kind = 'cash'
                                AND a.owner_user_id IS NOT NULL) AS cash_credits,
             count(*) FILTER (WHERE e.currency <> t.currency OR a.currency <> t.currency)
               AS other_currency,
             min(a.owner_user_id) FILTER (WHERE e.amount < 0) AS sender,
             min(a.owner_user_id) FILTER (WHERE e.amount > 0) AS recipient
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transfer_id = t.id
    ) legs
    WHERE t.kind = 'tip'
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/** The tips' invariant, run in the ledger audit's snapshot. */
export async function auditTips(client: LedgerClient): Promise<AuditCheckResult[]> {
  const wrong = await client.query<{ id: string; problems: string[] }>(TIPS_MOVE_BETWEEN_PLAYERS, [
    AUDIT_SAMPLE_LIMIT,
  ]);
  return [
    auditCheck('tips_move_between_players', wrong.rows, {
      passed:
        'Every tip moves one amount from one player’s cash to another player’s cash in one currency, and names those two players.',
      failed: (row) => `tip transfer #${row.id}: ${row.problems.join(', ')}`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
