import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { chainDeposits, depositAddresses } from './wallet.schema.js';

/** An on-chain payment to one of our addresses, with its player's name and the address. */
export type ChainDepositRow = RowOf<
  typeof chainDeposits,
  | 'id'
  | 'userId'
  | 'coin'
  | 'network'
  | 'txid'
  | 'outputIndex'
  | 'cryptoAmount'
  | 'confirmations'
  | 'status'
  | 'currency'
  | 'rate'
  | 'creditedMinor'
  | 'createdAt'
  | 'confirmedAt'
> &
  RowOf<typeof depositAddresses, 'address'> & { userName: string };

const SELECT = `SELECT d.id::int AS id, d.user_id::int AS "userId", u.name AS "userName", d.coin,
  d.network, a.address, d.txid, d.output_index AS "outputIndex",
  trim_scale(d.crypto_amount)::text AS "cryptoAmount", d.confirmations, d.status, d.currency, d.rate,
  d.credited_minor AS "creditedMinor", d.created_at AS "createdAt", d.confirmed_at AS "confirmedAt"
  FROM chain_deposits d JOIN users u ON u.id = d.user_id
  JOIN deposit_addresses a ON a.id = d.address_id`;

/**
 * Records a sighting of an on-chain payment. The first report inserts it; later reports of the
 * same amount only raise its confirmations (never lower them); a report of another amount
 * changes nothing and answers `sameAmount: false`.
 */
export async function upsertChainDeposit(
  client: LedgerClient,
  values: {
    userId: number;
    addressId: number;
    coin: string;
    network: string;
    txid: string;
    outputIndex: number;
    cryptoAmount: string;
    confirmations: number;
    currency: string;
  },
): Promise<ChainDepositRow & { sameAmount: boolean }> {
  const { rows } = await client.query<{ id: number; same_amount: boolean }>(
    `INSERT INTO chain_deposits (user_id, address_id, coin, network, txid, output_index,
       crypto_amount, confirmations, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9)
     ON CONFLICT (network, txid, output_index, address_id) DO UPDATE
       SET confirmations = CASE WHEN chain_deposits.crypto_amount = EXCLUDED.crypto_amount
         THEN GREATEST(chain_deposits.confirmations, EXCLUDED.confirmations)
         ELSE chain_deposits.confirmations END
     RETURNING id::int AS id, crypto_amount = $7::numeric AS same_amount`,
    [
      values.userId,
      values.addressId,
      values.coin,
      values.network,
      values.txid,
      values.outputIndex,
      values.cryptoAmount,
      values.confirmations,
      values.currency,
    ],
  );
  const [upserted] = rows;
  if (!upserted) throw new Error('chain deposit upsert returned nothing');
  const row = await findChainDeposit(client, upserted.id, { forUpdate: true });
  if (!row) throw new Error(`chain deposit ${upserted.id} vanished`);
  return { ...row, sameAmount: upserted.same_amount };
}

export async function findChainDeposit(
  client: LedgerClient,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ChainDepositRow | undefined> {
  const lock = options.forUpdate ? 'FOR UPDATE OF d' : '';
  const { rows } = await client.query<ChainDepositRow>(`${SELECT} WHERE d.id = $1 ${lock}`, [id]);
  return rows[0];
}

export async function markCredited(
  client: LedgerClient,
  id: number,
  values: { rate: string; creditedMinor: bigint; transferId: number | null },
): Promise<void> {
  await client.query(
    `UPDATE chain_deposits SET status = 'confirmed', confirmed_at = now(), rate = $2,
       credited_minor = $3, transfer_id = $4
     WHERE id = $1 AND status = 'pending'`,
    [id, values.rate, values.creditedMinor.toString(), values.transferId],
  );
}

export async function listChainDeposits(
  client: LedgerClient,
  limit: number,
): Promise<ChainDepositRow[]> {
  const { rows } = await client.query<ChainDepositRow>(`${SELECT} ORDER BY d.id DESC LIMIT $1`, [
    limit,
  ]);
  return rows;
}
