/**
 * A bet and its win in one statement, written together with a caller's own rows (a game round),
 * so that a round settled at once costs one round trip and needs no transaction.
 *
 * The caller's statement is `WITH gate AS (…), ${SETTLED_BET_CTES}, <its own CTEs> SELECT …`.
 * Money moves only if `gate` yields a row (for a game round: its nonce was taken); its own CTEs may
 * read `bet` (the bet transfer's id) and `money` (one row once the money moved). In order:
 * - `locked`: the player's cash and bonus rows, locked in id order as every transfer locks them;
 * - `choice`: the SPEC §4 balance choice made from the locked values (as PLACE_BET_SQL makes it),
 *   and the win split in the stake's proportion (as splitWin splits it, the odd cent to cash);
 * - `bet`, `win`: the two transfers with the keys, kinds, references, metadata and request hashes
 *   that placeBet and settleWin write, so a later win, rollback or replay of either finds them as
 *   its own. No ON CONFLICT: a key already used aborts the whole statement (unique violation);
 * - `updated`: each balance moves once by win − stake. A stake the chosen balance cannot pay sets it
 *   below zero instead, and CHECK (balance >= 0) aborts the whole statement, gate included: the
 *   database itself refuses an overdraft, as it does for every other posting;
 * - `entries`: the bet's entries, then the win's in account id order (as postTransfer writes
 *   them), with the balance after each, so a balance's latest entry is the win's;
 * - `money`: the bet's id, the balances after, and the last entry's id (later postings of this
 *   player have higher ones).
 *
 * $1 cash account, $2 bonus account, $3 stake, $4 threshold, $5 bet key, $6 bet request hash,
 * $7 currency, $8 bet reference, $9 bet metadata, $10 house account, $11 win (0: none now),
 * $12 win key. A caller's own parameters start at $13.
 */
export const SETTLED_BET_PARAMETERS = 12;

export const SETTLED_BET_CTES = `locked AS MATERIALIZED (
  SELECT id, balance FROM ledger_accounts
  WHERE id = ANY(ARRAY[$1, $2]::bigint[]) AND EXISTS (SELECT 1 FROM gate)
  ORDER BY id FOR UPDATE
), choice AS MATERIALIZED (
  SELECT c.balance AS cash_before, b.balance AS bonus_before, p.cash_part, p.bonus_part,
         $11::bigint - $11::bigint * p.bonus_part / $3::bigint AS win_cash,
         $11::bigint * p.bonus_part / $3::bigint AS win_bonus
  FROM locked c CROSS JOIN locked b
  CROSS JOIN LATERAL (
    SELECT CASE WHEN c.balance < $4 AND b.balance >= $4 THEN 0::bigint ELSE $3::bigint END AS cash_part,
           CASE WHEN c.balance < $4 AND b.balance >= $4 THEN $3::bigint ELSE 0::bigint END AS bonus_part
  ) p
  WHERE c.id = $1 AND b.id = $2
), bet AS (
  INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, currency, reference, metadata)
  SELECT $5, $6, 'bet', $7, $8,
    $9::jsonb || jsonb_build_object('cash_part', cash_part::text, 'bonus_part', bonus_part::text)
  FROM choice
  RETURNING id, metadata
), win AS (
  INSERT INTO ledger_transfers (idempotency_key, request_hash, kind, currency, reference, metadata)
  SELECT $12,
    encode(sha256(convert_to(
      '["win",' || to_json($7::text)::text || ',' || to_json('bet:' || bet.id)::text || ',null,['
      || (SELECT string_agg('[' || l.account_id || ',"' || l.amount || '"]', ',' ORDER BY l.account_id)
          FROM (VALUES ($10::bigint, -$11::bigint), ($1::bigint, ch.win_cash),
                       ($2::bigint, ch.win_bonus)) AS l(account_id, amount)
          WHERE l.amount <> 0)
      || ']]', 'UTF8')), 'hex'),
    'win', $7, 'bet:' || bet.id,
    jsonb_build_object('cash_part', ch.win_cash::text, 'bonus_part', ch.win_bonus::text,
                       'round', bet.metadata -> 'round')
  FROM choice ch CROSS JOIN bet
  WHERE $11::bigint > 0
  RETURNING id
), updated AS (
  UPDATE ledger_accounts a
  SET balance = a.balance - d.part + CASE WHEN a.balance >= d.part THEN d.win ELSE 0 END
  FROM choice ch CROSS JOIN bet
  CROSS JOIN LATERAL (VALUES ($1::bigint, ch.cash_part, ch.win_cash),
                             ($2::bigint, ch.bonus_part, ch.win_bonus)) AS d(account_id, part, win)
  WHERE a.id = d.account_id AND (d.part > 0 OR d.win > 0)
  RETURNING a.id, a.balance, d.win
), entries AS (
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  SELECT e.transfer_id, e.account_id, $7, e.amount, e.balance_after
  FROM (
    SELECT 0 AS step, x.position, bet.id AS transfer_id, x.account_id, x.amount,
           u.balance - u.win AS balance_after
    FROM bet CROSS JOIN choice ch
    CROSS JOIN LATERAL (VALUES (1::bigint, $10::bigint, $3::bigint), (2, $1, -ch.cash_part),
                               (3, $2, -ch.bonus_part)) AS x(position, account_id, amount)
    LEFT JOIN updated u ON u.id = x.account_id
    WHERE x.amount <> 0
    UNION ALL
    SELECT 1, x.account_id, win.id, x.account_id, x.amount, u.balance
    FROM win CROSS JOIN choice ch
    CROSS JOIN LATERAL (VALUES ($10::bigint, -$11::bigint), ($1, ch.win_cash),
                               ($2, ch.win_bonus)) AS x(account_id, amount)
    LEFT JOIN updated u ON u.id = x.account_id
    WHERE x.amount <> 0
    ORDER BY 1, 2
  ) e
  RETURNING id
), money AS (
  SELECT bet.id AS bet_id,
         coalesce((SELECT u.balance FROM updated u WHERE u.id = $1), ch.cash_before) AS cash_after,
         coalesce((SELECT u.balance FROM updated u WHERE u.id = $2), ch.bonus_before) AS bonus_after,
         (SELECT max(e.id) FROM entries e) AS last_entry_id
  FROM bet CROSS JOIN choice ch
)`;
