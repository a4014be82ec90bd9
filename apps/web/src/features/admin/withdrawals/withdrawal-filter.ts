import { WITHDRAWAL_STATUSES } from '@satsino/contract/wallet';
import type { WithdrawalFilter } from '../api/admin-api';

/** The queue's filter choices, in the order a withdrawal moves through them. */
export const WITHDRAWAL_FILTERS: readonly WithdrawalFilter[] = [...WITHDRAWAL_STATUSES, 'all'];

/** What needs an operator first: the requests nobody has looked at yet. */
export const DEFAULT_WITHDRAWAL_FILTER: WithdrawalFilter = 'pending';

/** The search parameter that keeps the filter in the address, so a reload or link keeps it. */
export const WITHDRAWAL_FILTER_PARAM = 'status';

/** The filter of a `?status=` value; anything unknown is the default. */
export function withdrawalFilterOf(param: string | null): WithdrawalFilter {
  return WITHDRAWAL_FILTERS.find((filter) => filter === param) ?? DEFAULT_WITHDRAWAL_FILTER;
}
