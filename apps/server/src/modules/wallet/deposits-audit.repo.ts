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

const creditLegs = expectedLegsSql(
  [systemAccountSql('d.currency', 'deposits_clearing'), '-d.credited_minor'],
  [playerAccountSql('d.user_id', 'd.currency', 'cash'), 'd.credited_minor'],
);

/**
 * Each on-chain deposit against its transfers: a confirmed deposit with a credited amount has
 * exactly one credit transfer — the one it records — moving that amount from the deposits
 * clearing to the player's cash; a pending one, or one credited with nothing, has none.
 */
const DEPOSITS_MATCH_TRANSFERS = `
  SELECT id, status, problems FROM (
    SELECT d.id::text AS id, d.status, array_remove(ARRAY[
      CASE WHEN d.status = 'confirmed' AND d.credited_minor IS NULL
           THEN 'confirmed without a credited amount' END,
      CASE WHEN d.status = 'pending' AND (d.credited_minor IS NOT NULL OR d.transfer_id IS NOT NULL)
           THEN 'pending but marked credited' END,
      CASE WHEN credits.count <> expected.count
           THEN format('%s credit transfers, expected %s', credits.count, expected.count) END,
      CASE WHEN expected.count = 1 AND (recorded.id IS NULL OR recorded.kind <> 'deposit'
             OR recorded.currency <> d.currency
             OR recorded.reference IS DISTINCT FROM 'deposit:' || d.id
             OR ${transferLegsSql('recorded.id')} IS DISTINCT FROM ${creditLegs})
           THEN 'its credit transfer does not move the credited amount to the player''s cash' END,
      CASE WHEN expected.count = 0 AND d.transfer_id IS NOT NULL
           THEN 'records a credit transfer it should not have' END
    ], NULL) AS problems
    FROM chain_deposits d
    CROSS JOIN LATERAL (
      SELECT CASE WHEN d.status = 'confirmed' AND d.credited_minor > 0 THEN 1 ELSE 0 END AS count
    ) expected
    CROSS JOIN LATERAL (
      SELECT count(*) AS count FROM ledger_transfers t
      WHERE t.reference = 'deposit:' || d.id AND t.kind = 'deposit'
    ) credits
    LEFT JOIN ledger_transfers recorded ON recorded.id = d.transfer_id
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

const lightningLegs = expectedLegsSql(
  [systemAccountSql('i.currency', 'deposits_clearing'), '-i.amount_minor'],
  [playerAccountSql('i.user_id', 'i.currency', 'cash'), 'i.amount_minor'],
);

/**
 * Each Lightning deposit invoice against its transfers: a paid one has exactly one credit — the
 * one it records — of its amount to the player's cash; a pending or expired one has none.
 */
const LIGHTNING_MATCH_TRANSFERS = `
  SELECT id, status, problems FROM (
    SELECT i.id::text AS id, i.status, array_remove(ARRAY[
      CASE WHEN credits.count <> CASE WHEN i.status = 'paid' THEN 1 ELSE 0 END
           THEN format('%s credit transfers', credits.count) END,
      CASE WHEN i.status = 'paid' AND (recorded.id IS NULL OR recorded.kind <> 'deposit'
             OR recorded.currency <> i.currency
             OR recorded.reference IS DISTINCT FROM 'lightning:' || i.id
             OR ${transferLegsSql('recorded.id')} IS DISTINCT FROM ${lightningLegs})
           THEN 'its credit transfer does not move its amount to the player''s cash' END,
      CASE WHEN i.status <> 'paid' AND i.transfer_id IS NOT NULL
           THEN 'records a credit transfer but is not paid' END
    ], NULL) AS problems
    FROM lightning_invoices i
    CROSS JOIN LATERAL (
      SELECT count(*) AS count FROM ledger_transfers t
      WHERE t.reference = 'lightning:' || i.id AND t.kind = 'deposit'
    ) credits
    LEFT JOIN ledger_transfers recorded ON recorded.id = i.transfer_id
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/**
 * Each deposit transfer against the rows: it is the recorded credit of one confirmed on-chain
 * deposit or of one paid Lightning invoice.
 */
const DEPOSIT_TRANSFERS_HAVE_DEPOSITS = `
  SELECT t.id::text AS id, t.reference FROM ledger_transfers t
  WHERE t.kind = 'deposit'
    AND NOT EXISTS (SELECT 1 FROM chain_deposits d
                    WHERE d.transfer_id = t.id AND d.status = 'confirmed'
                      AND t.reference = 'deposit:' || d.id)
    AND NOT EXISTS (SELECT 1 FROM lightning_invoices i
                    WHERE i.transfer_id = t.id AND i.status = 'paid'
                      AND t.reference = 'lightning:' || i.id)
  ORDER BY t.id LIMIT $1`;

/**
 * The deposits' invariants, run in the ledger audit's snapshot: every credited deposit was
 * credited once with its amount, and no deposit transfer exists without its deposit.
 */
export async function auditDeposits(client: LedgerClient): Promise<AuditCheckResult[]> {
  const mismatched = await client.query<{ id: string; status: string; problems: string[] }>(
    DEPOSITS_MATCH_TRANSFERS,
    [AUDIT_SAMPLE_LIMIT],
  );
  const orphaned = await client.query<{ id: string; reference: string | null }>(
    DEPOSIT_TRANSFERS_HAVE_DEPOSITS,
    [AUDIT_SAMPLE_LIMIT],
  );
  const lightning = await client.query<{ id: string; status: string; problems: string[] }>(
    LIGHTNING_MATCH_TRANSFERS,
    [AUDIT_SAMPLE_LIMIT],
  );
  return [
    auditCheck('deposits_match_transfers', mismatched.rows, {
      passed:
        'Every credited deposit has one credit transfer of its credited amount to the player’s cash; pending ones have none.',
      failed: (row) => `deposit #${row.id} (${row.status}): ${row.problems.join(', ')}`,
      id: (row) => `deposit:${row.id}`,
    }),
    auditCheck('lightning_deposits_match_transfers', lightning.rows, {
      passed:
        'Every paid Lightning invoice has one credit transfer of its amount to the player’s cash; others have none.',
      failed: (row) => `lightning invoice #${row.id} (${row.status}): ${row.problems.join(', ')}`,
      id: (row) => `lightning:${row.id}`,
    }),
    auditCheck('deposit_transfers_have_deposits', orphaned.rows, {
      passed:
        'Every deposit transfer is the recorded credit of a confirmed deposit or a paid Lightning invoice.',
      failed: (row) => `transfer #${row.id} (${row.reference ?? 'no reference'}) has no deposit`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
