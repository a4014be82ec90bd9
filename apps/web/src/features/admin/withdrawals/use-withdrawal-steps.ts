import type { AdminWithdrawal } from '@satsino/contract/wallet-admin';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { isSessionFailure } from '../../../app/session/session-failure';
import {
  approveWithdrawal,
  confirmWithdrawal,
  markWithdrawalSent,
  OPERATOR_ACTIONS_QUERY_KEY,
  rejectWithdrawal,
  WITHDRAWALS_QUERY_KEY,
  type WithdrawalFilter,
} from '../api/admin-api';
import { operatorFailureMessage } from '../operator-failure';
import { applyWithdrawalUpdate } from './withdrawal-actions';

/** One operator step on one withdrawal, with what that step needs. */
export type WithdrawalCommand =
  | { action: 'approve' }
  | { action: 'reject'; reason: string }
  /** Without `txid` the payment gateway sends the coins. */
  | { action: 'markSent'; txid?: string }
  | { action: 'confirm' };

export interface WithdrawalStep {
  withdrawal: AdminWithdrawal;
  command: WithdrawalCommand;
}

const WITHDRAWAL_STEP_MUTATION_KEY = ['admin', 'withdrawal-step'] as const;

const DONE_MESSAGES: Record<WithdrawalCommand['action'], ParseKeys<'admin'>> = {
  approve: 'withdrawals.done.approved',
  reject: 'withdrawals.done.rejected',
  markSent: 'withdrawals.done.sent',
  confirm: 'withdrawals.done.confirmed',
};

function runStep({ withdrawal, command }: WithdrawalStep): Promise<AdminWithdrawal> {
  switch (command.action) {
    case 'approve':
      return approveWithdrawal(withdrawal.id);
    case 'reject':
      return rejectWithdrawal(withdrawal.id, command.reason);
    case 'markSent':
      return markWithdrawalSent(withdrawal.id, command.txid);
    case 'confirm':
      return confirmWithdrawal(withdrawal.id);
  }
}

/**
 * The operator's steps on the queue. A result updates every cached list at once, without a
 * reload (issue 17): the row leaves a list whose status it no longer has (an approved request
 * leaves "Pending") and is replaced in place in the others; the notice says what was done. The
 * lists are also marked stale, so the next visit fetches them anew. The operator log gains an
 * entry, so it is stale too. A step that fails may have lost a race with another operator, so
 * the lists are fetched again to show the row as it is now.
 */
export function useWithdrawalSteps() {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const queryClient = useQueryClient();

  const step = useMutation({
    mutationKey: WITHDRAWAL_STEP_MUTATION_KEY,
    mutationFn: runStep,
    onSuccess: (updated, { command }) => {
      const lists = queryClient.getQueriesData<AdminWithdrawal[]>({
        queryKey: WITHDRAWALS_QUERY_KEY,
      });
      for (const [queryKey, list] of lists) {
        // The keys are `withdrawalsQueryKey(filter)`: the filter comes last.
        const filter = queryKey[queryKey.length - 1] as WithdrawalFilter;
        queryClient.setQueryData(queryKey, applyWithdrawalUpdate(list, updated, filter));
      }
      void queryClient.invalidateQueries({
        queryKey: WITHDRAWALS_QUERY_KEY,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: OPERATOR_ACTIONS_QUERY_KEY });
      notify(t(DONE_MESSAGES[command.action], { id: updated.id }), 'success');
    },
    onError: (error) => {
      if (!isSessionFailure(error)) {
        notify(operatorFailureMessage(error), 'error');
        void queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY });
      }
    },
  });

  // Several rows can be under way at once; each button shows its own.
  const pendingSteps = useMutationState({
    filters: { mutationKey: WITHDRAWAL_STEP_MUTATION_KEY, status: 'pending' },
    select: (mutation) => mutation.state.variables as WithdrawalStep | undefined,
  });

  function pendingAction(id: number): WithdrawalCommand['action'] | undefined {
    return pendingSteps.find((pending) => pending?.withdrawal.id === id)?.command.action;
  }

  return { step, pendingAction };
}
