/**
 * A bet in one statement (SPEC §4 balance choice included), so it needs no transaction of its
 * own: lock the player's cash and bonus rows in id order; pay the stake from cash, or from the
 * bonus balance when cash is below the threshold and bonus is not; claim the idempotency key with
 * the parts recorded; debit the chosen balance under CHECK (balance >= 0); credit the house.
 *
 * $1 cash account, $2 bonus account, $3 stake, $4 threshold, $5 key, $6 request hash,
 * $7 currency, $8 reference, $9 metadata, $10 house account.
 */
export const PLACE_BET_SQL = `WITH locked AS MATERIALIZED (
  SELECT id, balance FROM ledger_accounts
  WHERE id = ANY(ARRAY[$1, $2]::bigint[]) ORDER BY id FOR UPDATE
), choice AS MATERIALIZED (
  SELECT CASE WHEN c.balance < $4 AND b.balance >= $4 THEN 0::bigint ELSE $3::bigint END AS cash_part,
         CASE WHEN c.balance < $4 AND b.balance >= $4 THEN $3::bigint ELSE 0::bigint END AS bonus_part
  FROM locked c CROSS JOIN locked b WHERE c.id = $1 AND b.id = $2
), claim AS (
  INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, currency, reference, metadata)
  SELECT $5, $6, 'bet', $7, $8,
    $9::jsonb || jsonb_build_object('cash_part', cash_part::text, 'bonus_part', bonus_part::text)
  FROM choice
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at, metadata
), updated AS (
  UPDATE ledger_accounts a
  SET balance = a.balance - CASE WHEN a.id = $1 THEN ch.cash_part ELSE ch.bonus_part END
  FROM choice ch CROSS JOIN claim
  WHERE a.id IN (SELECT id FROM locked)
    AND CASE WHEN a.id = $1 THEN ch.cash_part ELSE ch.bonus_part END > 0
  RETURNING a.id, a.balance
), entries AS (
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  SELECT claim.id, x.account_id, $7, x.amount, u.balance
  FROM claim CROSS JOIN choice ch
  CROSS JOIN LATERAL (VALUES ($10::bigint, $3::bigint), ($1::bigint, -ch.cash_part),
                             ($2::bigint, -ch.bonus_part)) AS x(account_id, amount)
  LEFT JOIN updated u ON u.id = x.account_id
  WHERE x.amount <> 0
  RETURNING transfer_id, account_id, amount, balance_after
)
SELECT e.transfer_id::text AS transfer_id, claim.created_at, claim.metadata,
       e.account_id::text AS account_id, e.amount, e.balance_after
FROM entries e CROSS JOIN claim`;
