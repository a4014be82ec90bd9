import type { WithdrawalStatus } from '@satsino/contract/wallet';
import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import { vipPrioritySql } from '../vip/vip-priority.sql.js';
import type { withdrawals } from './wallet.schema.js';

/** A withdrawal as the cashier reads it: its row, the player's name and the reviewer's. */
export type WithdrawalRow = RowOf<
  typeof withdrawals,
  | 'id'
  | 'uuid'
  | 'userId'
  | 'entityWalletId'
  | 'coin'
  | 'address'
  | 'currency'
  | 'amountMinor'
  | 'feeMinor'
  | 'cryptoAmount'
  | 'rate'
  | 'status'
  | 'rail'
  | 'paymentHash'
  | 'txid'
  | 'reason'
  | 'createdAt'
  | 'updatedAt'
> & { userName: string; reviewedByName: string | null };

const COLUMNS = `w.id::int AS id, w.uuid, w.user_id::int AS "userId", u.name AS "userName",
  w.entity_wallet_id AS "entityWalletId", w.coin, w.address, w.currency,
  w.amount_minor AS "amountMinor", w.fee_minor AS "feeMinor",
  trim_scale(w.crypto_amount)::text AS "cryptoAmount", w.rate, w.status, w.rail,
  w.payment_hash AS "paymentHash", w.txid, w.reason,
  r.name AS "reviewedByName", w.created_at AS "createdAt", w.updated_at AS "updatedAt"`;
const FROM = `withdrawals w JOIN users u ON u.id = w.user_id LEFT JOIN users r ON r.id = w.reviewed_by`;

export async function insertWithdrawal(
  client: LedgerClient,
  values: {
    userId: number;
    entityWalletId: number;
    coin: string;
    address: string;
    currency: string;
    amountMinor: bigint;
    feeMinor: bigint;
    rate: string;
    holdTransferId: number;
    /** A Lightning withdrawal: the invoice's hash, and its amount fixed by the invoice. */
    lightning?: { paymentHash: string; cryptoAmount: string };
  },
): Promise<WithdrawalRow> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO withdrawals (user_id, entity_wallet_id, coin, address, currency, amount_minor,
       fee_minor, rate, hold_transfer_id, rail, payment_hash, crypto_amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::numeric) RETURNING id::int AS id`,
    [
      values.userId,
      values.entityWalletId,
      values.coin,
      values.address,
      values.currency,
      values.amountMinor.toString(),
      values.feeMinor.toString(),
      values.rate,
      values.holdTransferId,
      values.lightning ? 'lightning' : 'onchain',
      values.lightning?.paymentHash ?? null,
      values.lightning?.cryptoAmount ?? null,
    ],
  );
  const [row] = rows;
  if (!row) throw new Error('withdrawal insert returned nothing');
  const inserted = await findWithdrawal(client, row.id);
  if (!inserted) throw new Error('inserted withdrawal not found');
  return inserted;
}

export async function findWithdrawal(
  client: LedgerClient,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<WithdrawalRow | undefined> {
  const lock = options.forUpdate ? 'FOR UPDATE OF w' : '';
  const { rows } = await client.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.id = $1 ${lock}`,
    [id],
  );
  return rows[0];
}

export async function findWithdrawalByHoldTransfer(
  client: LedgerClient,
  transferId: number,
): Promise<WithdrawalRow | undefined> {
  const { rows } = await client.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.hold_transfer_id = $1`,
    [transferId],
  );
  return rows[0];
}

/**
 * Moves a withdrawal from one of `from` to `to` — the row changes only if it is still in an
 * expected state, so two operators (or an operator and the player) cannot both act on it.
 */
export async function transitionWithdrawal(
  client: LedgerClient,
  id: number,
  from: readonly WithdrawalStatus[],
  to: WithdrawalStatus,
  changes: {
    reviewedBy?: number;
    reason?: string;
    txid?: string;
    cryptoAmount?: string;
    rate?: string;
    userId?: number;
  } = {},
): Promise<WithdrawalRow | undefined> {
  const { rows } = await client.query<{ id: number }>(
    `UPDATE withdrawals SET status = $3, updated_at = now(),
       reviewed_by = coalesce($4, reviewed_by), reason = coalesce($5, reason),
       txid = coalesce($6, txid), crypto_amount = coalesce($7::numeric, crypto_amount),
       rate = coalesce($8, rate)
     WHERE id = $1 AND status = ANY($2) AND ($9::bigint IS NULL OR user_id = $9)
     RETURNING id::int AS id`,
    [
      id,
      from,
      to,
      changes.reviewedBy ?? null,
      changes.reason ?? null,
      changes.txid ?? null,
      changes.cryptoAmount ?? null,
      changes.rate ?? null,
      changes.userId ?? null,
    ],
  );
  if (!rows[0]) return undefined;
  return findWithdrawal(client, id);
}

export async function listWithdrawals(
  client: LedgerClient,
  filter: { userId?: number; statuses?: readonly WithdrawalStatus[]; limit: number },
): Promise<WithdrawalRow[]> {
  const { rows } = await client.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM}
     WHERE ($1::bigint IS NULL OR w.user_id = $1) AND ($2::text[] IS NULL OR w.status = ANY($2))
     -- The operator's queue (no player named): Silver and higher first (their priority benefit).
     ORDER BY CASE WHEN $1::bigint IS NULL AND ${vipPrioritySql('w.user_id')} THEN 0 ELSE 1 END,
       w.id DESC LIMIT $3`,
    [filter.userId ?? null, filter.statuses ?? null, filter.limit],
  );
  return rows;
}
