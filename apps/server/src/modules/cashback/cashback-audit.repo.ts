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

const cost = systemAccountSql('p.currency', 'bonus_cost');
const target = `CASE WHEN p.kind = 'vip' THEN ${playerAccountSql('p.user_id', 'p.currency', 'cash')}
  ELSE ${playerAccountSql('p.user_id', 'p.currency', 'bonus')} END`;
const payoutLegs = expectedLegsSql([cost, '-p.amount_minor'], [target, 'p.amount_minor']);

/**
 * Each paid cashback against its transfer: one `cashback` transfer under its key, moving its
 * amount from the bonus cost to the player's cash (VIP) or bonus balance (daily, weekly) — a
 * bonus one through the bonus it names. A pending one has none.
 */
const PAYOUTS_MATCH_TRANSFERS = `
  SELECT p.id::text AS id, p.kind, p.state FROM cashback_payouts p
  LEFT JOIN ledger_transfers t ON t.idempotency_key = 'cashback:' || p.id
  WHERE (p.state = 'pending' AND t.id IS NOT NULL)
     OR (p.state = 'paid' AND (t.id IS DISTINCT FROM p.transfer_id
         OR t.kind <> 'cashback' OR t.currency <> p.currency
         OR ${transferLegsSql('p.transfer_id')} IS DISTINCT FROM ${payoutLegs}
         OR (p.kind = 'vip') <> (p.bonus_id IS NULL)
         OR (p.bonus_id IS NOT NULL AND NOT EXISTS (
               SELECT 1 FROM player_bonuses b WHERE b.id = p.bonus_id
                 AND b.user_id = p.user_id AND b.grant_transfer_id = p.transfer_id))))
  ORDER BY p.id LIMIT $1`;

/** Each cashback transfer is the recorded payment of one award. */
const TRANSFERS_HAVE_PAYOUTS = `
  SELECT t.id::text AS id FROM ledger_transfers t
  WHERE t.kind = 'cashback'
    AND NOT EXISTS (SELECT 1 FROM cashback_payouts p WHERE p.transfer_id = t.id)
  ORDER BY t.id LIMIT $1`;

/** The cashback's invariants, in the ledger audit's snapshot (docs/decisions/0014). */
export async function auditCashback(client: LedgerClient): Promise<AuditCheckResult[]> {
  const mismatched = await client.query<{ id: string; kind: string; state: string }>(
    PAYOUTS_MATCH_TRANSFERS,
    [AUDIT_SAMPLE_LIMIT],
  );
  const orphaned = await client.query<{ id: string }>(TRANSFERS_HAVE_PAYOUTS, [AUDIT_SAMPLE_LIMIT]);
  return [
    auditCheck('cashback_payouts_match_transfers', mismatched.rows, {
      passed:
        'Every paid cashback moved its amount once from the bonus cost to the player (cash for VIP, a bonus otherwise); no pending one moved anything.',
      failed: (row) =>
        `cashback #${row.id} (${row.kind}, ${row.state}) disagrees with its transfer`,
      id: (row) => `cashback:${row.id}`,
    }),
    auditCheck('cashback_transfers_have_payouts', orphaned.rows, {
      passed: 'Every cashback transfer is the payment of one cashback award.',
      failed: (row) => `transfer #${row.id} (cashback) pays no award`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
