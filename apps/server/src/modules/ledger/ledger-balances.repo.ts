import type { LedgerClient } from './ledger-transaction.js';

export interface WalletBalances {
  cashMinor: bigint;
  bonusMinor: bigint;
  holdMinor: bigint;
}

export interface PlayerBalances extends WalletBalances {
  totalDepositsMinor: bigint;
}

/** A player's three balances in one indexed read; zero before any money has moved. */
export async function readWalletBalances(
  client: LedgerClient,
  userId: number,
  currency: string,
): Promise<WalletBalances> {
  const { rows } = await client.query<{ kind: string; balance: bigint }>({
    name: 'ledger-wallet-balances',
    text: 'SELECT kind, balance FROM ledger_accounts WHERE owner_user_id = $1 AND currency = $2',
    values: [userId, currency],
  });
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { cashMinor: of('cash'), bonusMinor: of('bonus'), holdMinor: of('withdrawal_hold') };
}

/**
 * The balances plus the total ever deposited (SPEC §3 total_deposits), summed from the credited
 * on-chain deposits and paid Lightning invoices: one row per deposit, not a scan of the player's
 * whole ledger history.
 */
export async function readPlayerBalances(
  client: LedgerClient,
  userId: number,
  currency: string,
): Promise<PlayerBalances> {
  const balances = await readWalletBalances(client, userId, currency);
  const deposits = await client.query<{ total: bigint | null }>({
    name: 'ledger-total-deposits',
    text: `SELECT ((SELECT coalesce(sum(credited_minor), 0) FROM chain_deposits
             WHERE user_id = $1 AND currency = $2 AND status = 'confirmed')
           + (SELECT coalesce(sum(amount_minor), 0) FROM lightning_invoices
             WHERE user_id = $1 AND currency = $2 AND status = 'paid'))::bigint AS total`,
    values: [userId, currency],
  });
  return { ...balances, totalDepositsMinor: deposits.rows[0]?.total ?? 0n };
}
