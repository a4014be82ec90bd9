import type { User } from '@satsino/contract/account';
import { BONUS_BALANCE_THRESHOLD_MINOR, playableBalanceMinor } from '@satsino/contract/money';

/**
 * Whether the bonus balance is the one in play (SPEC §4: cash below 0.20 and bonus at least
 * 0.20); the rule itself is the contract's, shared with the server that settles bets by it.
 */
export function isBonusInPlay(cashMinor: number, bonusMinor: number): boolean {
  return cashMinor < BONUS_BALANCE_THRESHOLD_MINOR && bonusMinor >= BONUS_BALANCE_THRESHOLD_MINOR;
}

/** The user after a real-time WALLET_BALANCE alert (cash and bonus in minor units). */
export function withWalletBalance(
  user: User,
  alert: { balance: number; balanceBonus: number },
): User {
  return {
    ...user,
    w_balance: alert.balance,
    w_bonus_balance: alert.balanceBonus,
    balance: playableBalanceMinor(alert.balance, alert.balanceBonus),
  };
}
