import type { CoinSymbol } from '@satsino/contract/coins';
import type { RowOf } from '../../db/rows.js';
import type { LedgerClient } from '../ledger/ledger-transaction.js';
import type { depositAddresses } from './wallet.schema.js';

/** The schema keeps any coin's code; the addresses handed out are of the contract's coins. */
export type DepositAddressRow = RowOf<typeof depositAddresses, 'id' | 'userId' | 'address'> & {
  coin: CoinSymbol;
};

export async function findPlayerAddress(
  client: LedgerClient,
  gateway: string,
  userId: number,
  coin: CoinSymbol,
): Promise<DepositAddressRow | undefined> {
  const { rows } = await client.query<DepositAddressRow>(
    `SELECT id::int AS id, user_id::int AS "userId", coin, address FROM deposit_addresses
     WHERE gateway = $1 AND user_id = $2 AND coin = $3`,
    [gateway, userId, coin],
  );
  return rows[0];
}

export async function findAddressOwner(
  client: LedgerClient,
  coin: CoinSymbol | null,
  address: string,
): Promise<DepositAddressRow | undefined> {
  const { rows } = await client.query<DepositAddressRow>(
    `SELECT id::int AS id, user_id::int AS "userId", coin, address FROM deposit_addresses
     WHERE address = $1 AND ($2::text IS NULL OR coin = $2)`,
    [address, coin],
  );
  return rows[0];
}

/**
 * The next unused derivation index of a coin. Called under the coin's advisory lock, so two new
 * players never get the same index; the unique index is the second guard.
 */
export async function nextDerivationIndex(
  client: LedgerClient,
  gateway: string,
  coin: CoinSymbol,
): Promise<number> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `deposit-index:${gateway}:${coin}`,
  ]);
  const { rows } = await client.query<{ next: number }>(
    `SELECT coalesce(max(derivation_index) + 1, 0)::int AS next FROM deposit_addresses
     WHERE gateway = $1 AND coin = $2`,
    [gateway, coin],
  );
  return rows[0]?.next ?? 0;
}

/**
 * Keeps a new address of a player and coin, or — when another request of the same player kept
 * one first (a processor's address is made outside any lock) — answers that one.
 */
export async function insertAddress(
  client: LedgerClient,
  values: {
    userId: number;
    coin: CoinSymbol;
    gateway: string;
    address: string;
    derivationIndex: number | null;
    externalId: string | null;
  },
): Promise<DepositAddressRow> {
  const { rows } = await client.query<DepositAddressRow>(
    `INSERT INTO deposit_addresses (user_id, coin, gateway, address, derivation_index, external_id)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (gateway, user_id, coin) DO NOTHING
     RETURNING id::int AS id, user_id::int AS "userId", coin, address`,
    [
      values.userId,
      values.coin,
      values.gateway,
      values.address,
      values.derivationIndex,
      values.externalId,
    ],
  );
  const [row] = rows;
  if (row) return row;
  // Read by a statement of its own, so it sees the row the conflict waited for.
  const kept = await findPlayerAddress(client, values.gateway, values.userId, values.coin);
  if (!kept) throw new Error('deposit address insert conflicted with a row that is gone');
  return kept;
}
