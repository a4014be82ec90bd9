import type { CoinSymbol } from '@satsino/contract/coins';
import { isCoinSymbol } from '@satsino/contract/coins';
import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import type { TransactionType, WalletTransaction } from '@satsino/contract/wallet';
import { TRANSACTIONS_PAGE_SIZE } from '@satsino/contract/wallet';
import type { SqlRow } from '../../db/rows.js';
import type { ledgerEntries, ledgerTransfers } from '../ledger/ledger.schema.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { withdrawals } from './wallet.schema.js';

/** Which of the player's entries a list shows. */
export type TransactionScope = 'wallet' | 'withdrawals' | 'deposits' | 'bonus' | 'games';

const GAME_KINDS = ['bet', 'win', 'rollback'];
const SCOPES: Record<
  TransactionScope,
  { kinds: string[] | null; excludeKinds: string[] | null; accountKinds: string[] }
> = {
  wallet: { kinds: null, excludeKinds: GAME_KINDS, accountKinds: ['cash', 'bonus'] },
  withdrawals: {
    kinds: ['withdrawal', 'withdrawal_returned'],
    excludeKinds: null,
    accountKinds: ['cash'],
  },
  deposits: { kinds: ['deposit'], excludeKinds: null, accountKinds: ['cash'] },
  bonus: { kinds: null, excludeKinds: null, accountKinds: ['bonus'] },
  games: { kinds: GAME_KINDS, excludeKinds: null, accountKinds: ['cash', 'bonus'] },
};

/**
 * One entry of the list: the entry, its transfer and, for a withdrawal, the request's state. The
 * list reads only cash and bonus accounts, whose entries always have a balance after them.
 */
type Row = SqlRow<typeof ledgerEntries, 'amount' | 'created_at'> &
  SqlRow<typeof ledgerTransfers, 'kind' | 'metadata'> & {
    id: number;
    uuid: string;
    account_kind: 'cash' | 'bonus';
    balance_after: bigint;
    currency: Currency;
    withdrawal_status: SqlRow<typeof withdrawals, 'status'>['status'] | null;
    withdrawal_crypto: string | null;
    withdrawal_txid: SqlRow<typeof withdrawals, 'txid'>['txid'];
  };

function typeOf(kind: string, amount: bigint): TransactionType {
  switch (kind) {
    case 'tip':
      return amount < 0n ? 'tip_sent' : 'tip_received';
    case 'deposit':
    case 'withdrawal':
    case 'withdrawal_returned':
    case 'bet':
    case 'win':
    case 'rollback':
    case 'bonus_payment':
    case 'bonus_forfeit':
    case 'cashback':
      return kind;
    default:
      return 'admin_payment';
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function present(row: Row): WalletTransaction {
  const status = row.withdrawal_status ?? 'confirmed';
  const coin = text(row.metadata.coin);
  const reference =
    row.kind === 'tip'
      ? text(row.amount < 0n ? row.metadata.to_name : row.metadata.from_name)
      : (row.withdrawal_txid ?? text(row.metadata.txid) ?? text(row.metadata.round));
  return {
    id: row.id,
    uuid: row.uuid,
    type: typeOf(row.kind, row.amount),
    amount: toApiMinorUnits(row.amount),
    balance_type: row.account_kind,
    balance_after: toApiMinorUnits(row.balance_after),
    currency: row.currency,
    status,
    confirmed: status === 'confirmed' ? 1 : 0,
    sent_amount: row.withdrawal_crypto ?? text(row.metadata.crypto_amount),
    reference_number: reference,
    coin: coin && isCoinSymbol(coin) ? (coin as CoinSymbol) : null,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * A player's movements, newest first, one row per entry on their cash or bonus account. Keyset
 * paging by entry id keeps a long history cheap.
 */
export async function listTransactions(
  client: LedgerClient,
  userId: number,
  scope: TransactionScope,
  beforeId: number | undefined,
): Promise<WalletTransaction[]> {
  const filter = SCOPES[scope];
  const { rows } = await client.query<Row>(
    `SELECT e.id::int AS id, md5('entry:' || e.id)::uuid::text AS uuid, t.kind, e.amount,
       a.kind AS account_kind, e.balance_after, e.currency, w.status AS withdrawal_status,
       trim_scale(w.crypto_amount)::text AS withdrawal_crypto, w.txid AS withdrawal_txid, t.metadata,
       e.created_at
     FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id
     LEFT JOIN withdrawals w ON t.kind = 'withdrawal' AND w.hold_transfer_id = t.id
     WHERE a.owner_user_id = $1 AND a.kind = ANY($2)
       AND ($3::text[] IS NULL OR t.kind = ANY($3))
       AND ($4::text[] IS NULL OR NOT (t.kind = ANY($4)))
       AND ($5::bigint IS NULL OR e.id < $5)
     ORDER BY e.id DESC LIMIT $6`,
    [
      userId,
      filter.accountKinds,
      filter.kinds,
      filter.excludeKinds,
      beforeId ?? null,
      TRANSACTIONS_PAGE_SIZE,
    ],
  );
  return rows.map(present);
}
