import type { Currency } from '@satsino/contract/money';

/** A player's balances in minor units of their account currency. */
export interface Balances {
  cashMinor: bigint;
  bonusMinor: bigint;
  totalDepositsMinor: bigint;
}

/** Reads balances from the ledger; the account module does not know how money is kept. */
export type BalanceReader = (userId: number, currency: Currency) => Promise<Balances>;
