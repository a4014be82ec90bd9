import type { AccountBonus } from '@satsino/contract/bonuses';
import {
  DEFAULT_WITHDRAWAL_MAX_MINOR,
  DEFAULT_WITHDRAWAL_MIN_MINOR,
  type EntityWallet,
  type WalletConfig,
} from '@satsino/contract/wallet';
import { type AmountBounds, type AmountProblem, checkAmount } from './amount-rules';

/** The contract's longest wallet address. */
export const WALLET_ADDRESS_MAX_LENGTH = 128;

/**
 * SPEC §5/§9: a wallet's own min_topup and max_topup, else the operator's configured defaults
 * (else the spec's 10 and 500); never more than the cash balance, the only money that can leave.
 */
export function withdrawalBounds(
  wallet: Pick<EntityWallet, 'min_topup' | 'max_topup'>,
  config: Pick<WalletConfig, 'withdrawal_min' | 'withdrawal_max'> | undefined,
  cashBalanceMinor: number,
): Required<AmountBounds> {
  return {
    minMinor: wallet.min_topup ?? config?.withdrawal_min ?? DEFAULT_WITHDRAWAL_MIN_MINOR,
    maxMinor: wallet.max_topup ?? config?.withdrawal_max ?? DEFAULT_WITHDRAWAL_MAX_MINOR,
    balanceMinor: cashBalanceMinor,
  };
}

export type AddressProblem = { kind: 'required' } | { kind: 'tooLong' };

export interface WithdrawalValues {
  wallet_address: string;
  amount: string;
}

export interface WithdrawalCheck {
  problems: { wallet_address?: AddressProblem; amount?: AmountProblem };
  /** The request to send, present only when nothing is wrong (SPEC §5: submit disabled until then). */
  request?: { wallet_address: string; amountMinor: number };
}

/**
 * The withdrawal form's rules on the client. Whether the address is valid for the coin is the
 * server's call (it knows every network's format); it answers 422 with the field's message.
 */
export function checkWithdrawal(values: WithdrawalValues, bounds: AmountBounds): WithdrawalCheck {
  const problems: WithdrawalCheck['problems'] = {};
  const address = values.wallet_address.trim();
  if (address === '') {
    problems.wallet_address = { kind: 'required' };
  } else if (address.length > WALLET_ADDRESS_MAX_LENGTH) {
    problems.wallet_address = { kind: 'tooLong' };
  }
  const amount = checkAmount(values.amount, bounds);
  if (!amount.ok) {
    problems.amount = amount.problem;
  }
  if (problems.wallet_address !== undefined || !amount.ok) {
    return { problems };
  }
  return { problems, request: { wallet_address: address, amountMinor: amount.amountMinor } };
}

/** SPEC §5: a bonus claimed or running (active 1, finished 0) blocks every withdrawal. */
export function blockingBonus<Bonus extends Pick<AccountBonus, 'active' | 'finished'>>(
  bonuses: readonly Bonus[] | undefined,
): Bonus | undefined {
  return bonuses?.find((bonus) => bonus.active === 1 && bonus.finished === 0);
}
