import type { User } from '@satsino/contract/account';
import { BONUS_BALANCE_THRESHOLD_MINOR, playableBalanceMinor } from '@satsino/contract/money';

export type BalanceKind = 'cash' | 'bonus';

export interface BalanceRow {
  kind: BalanceKind;
  amountMinor: number;
  /** The balance bets are taken from now (SPEC §4). */
  inPlay: boolean;
}

/** The player's balances in the wallet menu: SPEC §2 "balance and bonus balance". */
export interface WalletBalances {
  /** What a bet uses now: cash, or the bonus when cash is below 0.20 and bonus at least 0.20. */
  playableMinor: number;
  bonusInPlay: boolean;
  rows: BalanceRow[];
}

export function walletBalancesOf(
  user: Pick<User, 'w_balance' | 'w_bonus_balance'>,
): WalletBalances {
  const cashMinor = user.w_balance;
  const bonusMinor = user.w_bonus_balance;
  const playableMinor = playableBalanceMinor(cashMinor, bonusMinor);
  const bonusInPlay =
    cashMinor < BONUS_BALANCE_THRESHOLD_MINOR && bonusMinor >= BONUS_BALANCE_THRESHOLD_MINOR;
  return {
    playableMinor,
    bonusInPlay,
    rows: [
      { kind: 'cash', amountMinor: cashMinor, inPlay: !bonusInPlay },
      { kind: 'bonus', amountMinor: bonusMinor, inPlay: bonusInPlay },
    ],
  };
}

/**
 * The rows the menu lists: all of them, or with "hide zero balances" only those holding money.
 * The balance in play always shows, so the menu never says nothing about what a bet would use.
 */
export function visibleBalanceRows(rows: readonly BalanceRow[], hideZero: boolean): BalanceRow[] {
  return hideZero ? rows.filter((row) => row.amountMinor !== 0 || row.inPlay) : [...rows];
}
