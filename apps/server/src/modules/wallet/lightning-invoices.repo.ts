import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { lightningInvoices } from './wallet.schema.js';

export type LightningInvoiceRow = RowOf<
  typeof lightningInvoices,
  | 'id'
  | 'uuid'
  | 'userId'
  | 'backend'
  | 'paymentHash'
  | 'paymentRequest'
  | 'amountMsat'
  | 'currency'
  | 'rate'
  | 'amountMinor'
  | 'status'
  | 'expiresAt'
  | 'paidAt'
  | 'createdAt'
>;

const COLUMNS = `id::int AS id, uuid, user_id::int AS "userId", backend,
  payment_hash AS "paymentHash", payment_request AS "paymentRequest", amount_msat AS "amountMsat",
  currency, rate, amount_minor AS "amountMinor", status, expires_at AS "expiresAt",
  paid_at AS "paidAt", created_at AS "createdAt"`;

export async function insertLightningInvoice(
  client: LedgerClient,
  values: {
    userId: number;
    backend: string;
    paymentHash: string;
    paymentRequest: string;
    amountMsat: bigint;
    currency: string;
    rate: string;
    amountMinor: bigint;
    expiresAt: Date;
  },
): Promise<LightningInvoiceRow> {
  const { rows } = await client.query<LightningInvoiceRow>(
    `INSERT INTO lightning_invoices (user_id, backend, payment_hash, payment_request, amount_msat,
       currency, rate, amount_minor, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    [
      values.userId,
      values.backend,
      values.paymentHash,
      values.paymentRequest,
      values.amountMsat.toString(),
      values.currency,
      values.rate,
      values.amountMinor.toString(),
      values.expiresAt,
    ],
  );
  const [row] = rows;
  if (!row) throw new Error('lightning invoice insert returned nothing');
  return row;
}

export async function findLightningInvoice(
  client: LedgerClient,
  where: { id: number } | { paymentHash: string },
  options: { forUpdate?: boolean } = {},
): Promise<LightningInvoiceRow | undefined> {
  const [column, value] = 'id' in where ? ['id', where.id] : ['payment_hash', where.paymentHash];
  const { rows } = await client.query<LightningInvoiceRow>(
    `SELECT ${COLUMNS} FROM lightning_invoices WHERE ${column} = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}`,
    [value],
  );
  return rows[0];
}

export async function markInvoicePaid(
  client: LedgerClient,
  id: number,
  transferId: number,
): Promise<void> {
  await client.query(
    `UPDATE lightning_invoices SET status = 'paid', paid_at = now(), transfer_id = $2
     WHERE id = $1 AND status <> 'paid'`,
    [id, transferId],
  );
}

export async function markInvoiceExpired(client: LedgerClient, id: number): Promise<void> {
  await client.query(
    `UPDATE lightning_invoices SET status = 'expired' WHERE id = $1 AND status = 'pending'`,
    [id],
  );
}
