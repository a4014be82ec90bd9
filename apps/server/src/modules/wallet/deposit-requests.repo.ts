import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { chainDeposits, depositRequests } from './wallet.schema.js';

/** A player's note of coins sent, with what the deposit it matched credited (if it did). */
export type DepositRequestRow = RowOf<
  typeof depositRequests,
  | 'id'
  | 'uuid'
  | 'entityWalletId'
  | 'coin'
  | 'referenceNumber'
  | 'sentAmountMinor'
  | 'status'
  | 'createdAt'
> & { creditedMinor: RowOf<typeof chainDeposits, 'creditedMinor'>['creditedMinor'] };

const SELECT = `SELECT r.id::int AS id, r.uuid, r.entity_wallet_id AS "entityWalletId", r.coin,
  r.reference_number AS "referenceNumber", r.sent_amount_minor AS "sentAmountMinor",
  d.credited_minor AS "creditedMinor", r.status, r.created_at AS "createdAt"
  FROM deposit_requests r LEFT JOIN chain_deposits d ON d.id = r.chain_deposit_id`;

/** A player's note of coins sent; sending the same reference again answers the first note. */
export async function insertDepositRequest(
  client: LedgerClient,
  values: {
    userId: number;
    entityWalletId: number;
    coin: string;
    referenceNumber: string;
    sentAmountMinor: bigint;
  },
): Promise<DepositRequestRow> {
  await client.query(
    `INSERT INTO deposit_requests (user_id, entity_wallet_id, coin, reference_number, sent_amount_minor)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, coin, reference_number) DO NOTHING`,
    [
      values.userId,
      values.entityWalletId,
      values.coin,
      values.referenceNumber,
      values.sentAmountMinor.toString(),
    ],
  );
  // A payment already credited before the player filled in the form is matched at once.
  await matchDepositRequests(client, values.userId, values.coin, values.referenceNumber);
  const { rows } = await client.query<DepositRequestRow>(
    `${SELECT} WHERE r.user_id = $1 AND r.coin = $2 AND r.reference_number = $3`,
    [values.userId, values.coin, values.referenceNumber],
  );
  const [row] = rows;
  if (!row) throw new Error('deposit request vanished');
  return row;
}

/** Marks the player's notes of this transaction confirmed once its payment is credited. */
export async function matchDepositRequests(
  client: LedgerClient,
  userId: number,
  coin: string,
  txid: string,
): Promise<void> {
  await client.query(
    `UPDATE deposit_requests r SET status = 'confirmed', chain_deposit_id = d.id
     FROM chain_deposits d
     WHERE r.user_id = $1 AND r.coin = $2 AND r.reference_number = $3 AND r.status = 'pending'
       AND d.user_id = r.user_id AND d.coin = r.coin AND d.txid = r.reference_number
       AND d.status = 'confirmed'`,
    [userId, coin, txid],
  );
}

export async function listDepositRequests(
  client: LedgerClient,
  userId: number,
  statuses: readonly string[] | null,
  limit: number,
): Promise<DepositRequestRow[]> {
  const { rows } = await client.query<DepositRequestRow>(
    `${SELECT} WHERE r.user_id = $1 AND ($2::text[] IS NULL OR r.status = ANY($2))
     ORDER BY r.id DESC LIMIT $3`,
    [userId, statuses, limit],
  );
  return rows;
}
