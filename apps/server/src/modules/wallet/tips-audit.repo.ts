import {
  AUDIT_SAMPLE_LIMIT,
  type AuditCheckResult,
  auditCheck,
} from '../ledger/ledger-audit.repo.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';

/**
 * Each tip's transfer with what its entries do: how many debit or credit a player's cash or the
 * house's exchange account, in another currency than the transfer's, and who and how much moved.
 */
const TIP_LEGS = `
  SELECT t.id, t.idempotency_key, t.currency, t.reference, t.metadata, legs.*
  FROM ledger_transfers t
  CROSS JOIN LATERAL (
    SELECT count(*) AS count,
           count(*) FILTER (WHERE e.amount < 0 AND a.kind = 'cash'
                              AND a.owner_user_id IS NOT NULL) AS cash_debits,
           count(*) FILTER (WHERE e.amount > 0 AND a.kind = 'cash'
                              AND a.owner_user_id IS NOT NULL) AS cash_credits,
           count(*) FILTER (WHERE e.amount < 0 AND a.kind = 'exchange'
                              AND a.owner_user_id IS NULL) AS exchange_debits,
           count(*) FILTER (WHERE e.amount > 0 AND a.kind = 'exchange'
                              AND a.owner_user_id IS NULL) AS exchange_credits,
           count(*) FILTER (WHERE e.currency <> t.currency OR a.currency <> t.currency)
             AS other_currency,
           min(a.owner_user_id) FILTER (WHERE e.amount < 0) AS sender,
           min(a.owner_user_id) FILTER (WHERE e.amount > 0) AS recipient,
           max(e.amount) FILTER (WHERE e.amount > 0) AS moved
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transfer_id = t.id
  ) legs
  WHERE t.kind = 'tip'`;

/**
 * A tip in one currency: two entries, one debiting a player's cash and one crediting the same
 * amount to another player's cash, all in the transfer's currency, with the metadata and the
 * reference naming those two players (a tip has no request row: the transfer is it).
 */
const TIPS_MOVE_BETWEEN_PLAYERS = `
  SELECT id, problems FROM (
    SELECT tip.id::text AS id, array_remove(ARRAY[
      CASE WHEN tip.count <> 2 OR tip.cash_debits <> 1 OR tip.cash_credits <> 1
           THEN 'does not move money from one player''s cash to another''s' END,
      CASE WHEN tip.sender = tip.recipient THEN 'sender and recipient are the same player' END,
      CASE WHEN tip.other_currency > 0 THEN 'an entry in another currency' END,
      CASE WHEN tip.count = 2 AND (
             tip.metadata->>'from_user_id' IS DISTINCT FROM tip.sender::text
             OR tip.metadata->>'to_user_id' IS DISTINCT FROM tip.recipient::text
             OR tip.reference IS DISTINCT FROM format('tip:%s:%s', tip.sender, tip.recipient))
           THEN 'its metadata or reference names other players' END
    ], NULL) AS problems
    FROM (${TIP_LEGS}) tip
    WHERE NOT (tip.metadata ? 'quote_id')
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/**
 * A tip between currencies (ADR 0023) is two transfers under one request key, the second's key
 * the first's with ":credit": the sender's cash to the house's exchange account in the sender's
 * currency, and the exchange account to the recipient's cash in the recipient's. Both carry the
 * same metadata, whose amounts are what moved and agree with the rate of the quote it names,
 * issued to that sender for that recipient: received = floor(sent × numerator / denominator).
 */
const TIPS_CONVERT_AT_THEIR_QUOTE = `
  SELECT id, problems FROM (
    SELECT tip.id::text AS id, array_remove(ARRAY[
      CASE WHEN tip.count <> 2
             OR NOT ((tip.cash_debits = 1 AND tip.exchange_credits = 1)
                     OR (tip.exchange_debits = 1 AND tip.cash_credits = 1))
           THEN 'does not move money between a player''s cash and the exchange account' END,
      CASE WHEN tip.other_currency > 0 THEN 'an entry in another currency' END,
      CASE WHEN tip.cash_debits = 1 AND (
             tip.metadata->>'from_user_id' IS DISTINCT FROM tip.sender::text
             OR tip.metadata->>'sent_currency' IS DISTINCT FROM tip.currency
             OR tip.metadata->>'sent_amount' IS DISTINCT FROM tip.moved::text)
           THEN 'its debit is not the sender''s amount in the sender''s currency' END,
      CASE WHEN tip.cash_credits = 1 AND (
             tip.metadata->>'to_user_id' IS DISTINCT FROM tip.recipient::text
             OR tip.metadata->>'received_currency' IS DISTINCT FROM tip.currency
             OR tip.metadata->>'received_amount' IS DISTINCT FROM tip.moved::text)
           THEN 'its credit is not the recipient''s amount in the recipient''s currency' END,
      CASE WHEN tip.reference IS DISTINCT FROM format('tip:%s:%s',
             tip.metadata->>'from_user_id', tip.metadata->>'to_user_id')
           THEN 'its reference names other players' END,
      CASE WHEN NOT EXISTS (
             SELECT 1 FROM ledger_transfers other
             WHERE other.kind = 'tip' AND other.metadata = tip.metadata
               AND other.idempotency_key = CASE WHEN tip.cash_debits = 1
                 THEN tip.idempotency_key || ':credit'
                 ELSE left(tip.idempotency_key, -length(':credit')) END)
           THEN 'its other half is missing' END,
      CASE WHEN NOT EXISTS (
             SELECT 1 FROM tip_quotes q
             WHERE q.id::text = tip.metadata->>'quote_id'
               AND q.sender_user_id::text = tip.metadata->>'from_user_id'
               AND q.recipient_user_id::text = tip.metadata->>'to_user_id'
               AND q.from_currency = tip.metadata->>'sent_currency'
               AND q.to_currency = tip.metadata->>'received_currency'
               AND tip.metadata->>'sent_amount' ~ '^[0-9]{1,18}$'
               AND tip.metadata->>'received_amount' ~ '^[0-9]{1,18}$'
               AND div((tip.metadata->>'sent_amount')::numeric * q.rate_numerator,
                       q.rate_denominator) = (tip.metadata->>'received_amount')::numeric)
           THEN 'its amounts do not agree with the rate of a quote issued for it' END
    ], NULL) AS problems
    FROM (${TIP_LEGS}) tip
    WHERE tip.metadata ? 'quote_id'
  ) checked
  WHERE cardinality(problems) > 0
  ORDER BY id::bigint LIMIT $1`;

/** The house's exchange accounts move only in tips between currencies. */
const EXCHANGE_ONLY_IN_TIPS = `
  SELECT DISTINCT t.id::text AS id, t.kind
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id
  WHERE a.kind = 'exchange' AND a.owner_user_id IS NULL
    AND (t.kind <> 'tip' OR NOT (t.metadata ? 'quote_id'))
  ORDER BY id LIMIT $1`;

/** The tips' invariants, run in the ledger audit's snapshot. */
export async function auditTips(client: LedgerClient): Promise<AuditCheckResult[]> {
  const [sameCurrency, across, exchange] = [
    await client.query<{ id: string; problems: string[] }>(TIPS_MOVE_BETWEEN_PLAYERS, [
      AUDIT_SAMPLE_LIMIT,
    ]),
    await client.query<{ id: string; problems: string[] }>(TIPS_CONVERT_AT_THEIR_QUOTE, [
      AUDIT_SAMPLE_LIMIT,
    ]),
    await client.query<{ id: string; kind: string }>(EXCHANGE_ONLY_IN_TIPS, [AUDIT_SAMPLE_LIMIT]),
  ];
  return [
    auditCheck('tips_move_between_players', sameCurrency.rows, {
      passed:
        'Every tip in one currency moves one amount from one player’s cash to another player’s cash, and names those two players.',
      failed: (row) => `tip transfer #${row.id}: ${row.problems.join(', ')}`,
      id: (row) => `transfer:${row.id}`,
    }),
    auditCheck('tips_convert_at_their_quote', across.rows, {
      passed:
        'Every tip between currencies debits the sender and credits the recipient through the exchange accounts, at the rate of the quote issued for it, rounded down.',
      failed: (row) => `tip transfer #${row.id}: ${row.problems.join(', ')}`,
      id: (row) => `transfer:${row.id}`,
    }),
    auditCheck('exchange_accounts_only_in_tips', exchange.rows, {
      passed: 'The house’s exchange accounts move only in tips between currencies.',
      failed: (row) => `${row.kind} transfer #${row.id} moves an exchange account`,
      id: (row) => `transfer:${row.id}`,
    }),
  ];
}
