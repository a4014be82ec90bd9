import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/*
 * Provider round reconciliation (issue 15), run in the ledger audit's snapshot: the seamless
 * wallet's transactions against the ledger's transfers, both ways. Each accepted bet, win and
 * rollback moved exactly its amount for its player through the transfer it names (a bet out of
 * the player's balances, a win or a rollback into them) and that transfer is the one its key
 * made; every transfer under a provider key belongs to a transaction; every win pays a bet of
 * the same player and round; and a rolled-back bet nets to zero and was never paid.
 */

/** The money a transfer moved for each player, from the players' side. */
const PLAYER_MOVES = `
  WITH moves AS MATERIALIZED (
    SELECT e.transfer_id, a.owner_user_id, sum(e.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE a.owner_user_id IS NOT NULL
      AND e.transfer_id IN (SELECT ledger_transfer_id FROM provider_transactions
                            WHERE ledger_transfer_id IS NOT NULL)
    GROUP BY e.transfer_id, a.owner_user_id
  )`;

const TRANSACTIONS_MATCH_LEDGER = `${PLAYER_MOVES}
  SELECT id, problems FROM (
    SELECT p.id::text AS id, array_remove(ARRAY[
      CASE WHEN p.ledger_transfer_id IS NULL AND NOT (
             (p.kind = 'win' AND p.amount_minor = 0)
             OR (p.kind = 'rollback' AND p.amount_minor = 0 AND NOT EXISTS (
                   SELECT 1 FROM provider_transactions b WHERE b.integration_id = p.integration_id
                   AND b.transaction_uuid = p.reference_transaction_uuid AND b.kind = 'bet')))
           THEN 'it moved no money it should have' END,
      CASE WHEN t.id IS NOT NULL AND t.kind <> p.kind THEN format('its transfer is a %s', t.kind) END,
      CASE WHEN t.id IS NOT NULL AND t.idempotency_key <> 'ext:' || i.code || ':' || p.transaction_uuid
           THEN 'its transfer is another call''s' END,
      CASE WHEN t.id IS NOT NULL AND t.currency <> p.currency THEN 'its transfer is in another currency' END,
      CASE WHEN t.id IS NOT NULL AND coalesce(mine.amount, 0)
             <> CASE WHEN p.kind = 'bet' THEN -p.amount_minor ELSE p.amount_minor END
           THEN format('%s %s, the ledger moved %s for its player', p.kind, p.amount_minor,
                       coalesce(mine.amount, 0)) END,
      CASE WHEN t.id IS NOT NULL
             AND everyone.players > CASE WHEN mine.transfer_id IS NULL THEN 0 ELSE 1 END
           THEN 'its transfer moved another player''s money' END
    ], NULL) AS problems
    FROM provider_transactions p
    JOIN provider_integrations i ON i.id = p.integration_id
    LEFT JOIN ledger_transfers t ON t.id = p.ledger_transfer_id
    LEFT JOIN moves mine ON mine.transfer_id = t.id AND mine.owner_user_id = p.user_id
    -- Whose money each transfer moved, counted once for all (a move is one player's sum): more
    -- players than the call's own means another's. A lookup per call grew with their square.
    LEFT JOIN (SELECT transfer_id, count(*) AS players FROM moves GROUP BY transfer_id) everyone
      ON everyone.transfer_id = t.id
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id LIMIT $1`;

const TRANSFERS_WITHOUT_TRANSACTION = `
  SELECT t.id::text AS id, t.kind, t.idempotency_key FROM ledger_transfers t
  WHERE starts_with(t.idempotency_key, 'ext:')
    AND NOT EXISTS (SELECT 1 FROM provider_transactions p WHERE p.ledger_transfer_id = t.id)
  ORDER BY t.id LIMIT $1`;

const WINS_WITHOUT_BET = `
  SELECT w.id::text AS id, w.reference_transaction_uuid AS reference FROM provider_transactions w
  WHERE w.kind = 'win' AND NOT EXISTS (
    SELECT 1 FROM provider_transactions b WHERE b.integration_id = w.integration_id
      AND b.transaction_uuid = w.reference_transaction_uuid AND b.kind = 'bet'
      AND b.user_id = w.user_id AND b.round = w.round)
  ORDER BY w.id LIMIT $1`;

const ROLLED_BACK_BETS = `${PLAYER_MOVES}
  SELECT b.id::text AS id, coalesce(bm.amount, 0) + coalesce(rm.amount, 0) AS net,
         EXISTS (SELECT 1 FROM provider_transactions w WHERE w.integration_id = b.integration_id
                 AND w.reference_transaction_uuid = b.transaction_uuid AND w.kind = 'win') AS won
  FROM provider_transactions b
  JOIN provider_transactions r ON r.integration_id = b.integration_id
    AND r.reference_transaction_uuid = b.transaction_uuid AND r.kind = 'rollback'
  LEFT JOIN moves bm ON bm.transfer_id = b.ledger_transfer_id AND bm.owner_user_id = b.user_id
  LEFT JOIN moves rm ON rm.transfer_id = r.ledger_transfer_id AND rm.owner_user_id = b.user_id
  WHERE b.kind = 'bet'
    AND (coalesce(bm.amount, 0) + coalesce(rm.amount, 0) <> 0
         OR EXISTS (SELECT 1 FROM provider_transactions w WHERE w.integration_id = b.integration_id
                    AND w.reference_transaction_uuid = b.transaction_uuid AND w.kind = 'win'))
  ORDER BY b.id LIMIT $1`;

export async function auditProviderWallet(client: LedgerClient): Promise<AuditCheckResult[]> {
  const mismatched = await client.query<{ id: string; problems: string[] }>(
    TRANSACTIONS_MATCH_LEDGER,
    [AUDIT_SAMPLE_LIMIT],
  );
  const strays = await client.query<{ id: string; kind: string; idempotency_key: string }>(
    TRANSFERS_WITHOUT_TRANSACTION,
    [AUDIT_SAMPLE_LIMIT],
  );
  const orphanWins = await client.query<{ id: string; reference: string }>(WINS_WITHOUT_BET, [
    AUDIT_SAMPLE_LIMIT,
  ]);
  const rolledBack = await client.query<{ id: string; net: bigint; won: boolean }>(
    ROLLED_BACK_BETS,
    [AUDIT_SAMPLE_LIMIT],
  );
  return [
    auditCheck('provider_transactions_match_ledger', mismatched.rows, {
      passed:
        'Every provider bet, win and rollback moved exactly its amount for its player, through the transfer its key made.',
      failed: (row) => `provider transaction #${row.id}: ${row.problems.join(', ')}`,
      id: (row) => `provider_transaction:${row.id}`,
    }),
    auditCheck('provider_transfers_have_transactions', strays.rows, {
      passed: 'Every ledger transfer under a provider key belongs to a provider transaction.',
      failed: (row) =>
        `${row.kind} transfer #${row.id} (${row.idempotency_key}) has no transaction`,
      id: (row) => `transfer:${row.id}`,
    }),
    auditCheck('provider_wins_have_bets', orphanWins.rows, {
      passed: 'Every provider win pays a bet of the same player and round.',
      failed: (row) => `provider win #${row.id} refers to no bet ${row.reference} of its round`,
      id: (row) => `provider_transaction:${row.id}`,
    }),
    auditCheck('provider_rollbacks_net_zero', rolledBack.rows, {
      passed: 'Every rolled-back provider bet nets to zero for its player and was never paid.',
      failed: (row) =>
        `provider bet #${row.id}: ${row.won ? 'paid after its rollback' : `nets ${row.net}`}`,
      id: (row) => `provider_transaction:${row.id}`,
    }),
  ];
}
