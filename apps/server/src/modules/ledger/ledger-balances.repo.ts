import type { LedgerClient } from './ledger-transaction.js';

export interface PlayerBalances {
  cashMinor: bigint;
  bonusMinor: bigint;
  holdMinor: bigint;
  totalDepositsMinor: bigint;
}

/** A player's balances in their account currency; zero before any money has moved. */
export async function readPlayerBalances(
  client: LedgerClient,
  userId: number,
  currency: string,
): Promise<PlayerBalances> {
  const { rows } = await client.query<{ kind: string; balance: bigint }>(
    'SELECT kind, balance FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2',
    [userId, currency],
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  const deposits = await client.query<{ total: bigint | null }>(
    `SELECT sum(e.amount)::bigint AS total
     FROM ledger_entries e
     JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.owner_user_id = $1 AND a.currency = $2 AND a.kind = 'cash' AND t.kind = 'deposit'`,
    [userId, currency],
  );
  return {
    cashMinor: of('cash'),
    bonusMinor: of('bonus'),
    holdMinor: of('withdrawal_hold'),
    totalDepositsMinor: deposits.rows[0]?.total ?? 0n,
  };
}
