import type { WithdrawalStatus } from '@satsino/contract/wallet';
import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';

/** What an operator can do to a withdrawal. */
export type WithdrawalAction = 'approve' | 'reject' | 'markSent' | 'confirm';

/**
 * The wallet issue's states: pending → approved → accepted (sent, txid) → confirmed, or
 * rejected. Every state allows only the step after it; the server refuses the rest with a 409.
 */
const ACTIONS_BY_STATUS: Record<WithdrawalStatus, readonly WithdrawalAction[]> = {
  pending: ['approve', 'reject'],
  approved: ['markSent'],
  accepted: ['confirm'],
  confirmed: [],
  rejected: [],
  cancelled: [],
};

export function withdrawalActionsFor(status: WithdrawalStatus): readonly WithdrawalAction[] {
  return ACTIONS_BY_STATUS[status];
}

/**
 * The list with one withdrawal replaced by the server's newer answer, in place, so the row the
 * operator acted on stays where it was (with its next action) instead of jumping away.
 */
export function replaceWithdrawal(
  list: readonly AdminWithdrawal[] | undefined,
  updated: AdminWithdrawal,
): AdminWithdrawal[] | undefined {
  return list?.map((withdrawal) => (withdrawal.id === updated.id ? updated : withdrawal));
}

/**
 * A list filtered by `filter` once `updated` is the server's answer: a row that no longer
 * matches the filter leaves it at once (an approved withdrawal is no longer pending, issue 17);
 * a row that still matches is replaced in place, so it stays with its next action.
 */
export function applyWithdrawalUpdate(
  list: readonly AdminWithdrawal[] | undefined,
  updated: AdminWithdrawal,
  filter: WithdrawalStatus | 'all',
): AdminWithdrawal[] | undefined {
  if (list !== undefined && filter !== 'all' && updated.status !== filter) {
    return list.filter((withdrawal) => withdrawal.id !== updated.id);
  }
  return replaceWithdrawal(list, updated);
}
