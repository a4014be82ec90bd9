/** A player's balances in minor units of their account currency. */
export interface Balances {
  cashMinor: bigint;
  bonusMinor: bigint;
  totalDepositsMinor: bigint;
}

export type BalanceReader = (userId: number) => Promise<Balances>;

/**
 * Until the ledger exists (the wallet issue), no money can enter an account, so every balance is
 * truly zero. The wallet module replaces this reader with one that reads the ledger accounts.
 */
export const balancesBeforeTheLedger: BalanceReader = async () => ({
  cashMinor: 0n,
  bonusMinor: 0n,
  totalDepositsMinor: 0n,
});
