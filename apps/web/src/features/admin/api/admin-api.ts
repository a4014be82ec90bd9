import {
  lightningInvoice,
  type WithdrawalStatus,
  walletConfigResponse,
} from '@satsino/contract/wallet';
import {
  adminDeposit,
  adminDepositList,
  adminWithdrawal,
  adminWithdrawalList,
  ledgerAuditResponse,
  operatorActionList,
  type SimulateDepositRequest,
} from '@satsino/contract/wallet-admin';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every answer of the operator pages sits under this key; an operator action refreshes them. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const WITHDRAWALS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'withdrawals'] as const;
export const DEPOSITS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'deposits'] as const;
export const OPERATOR_ACTIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'actions'] as const;
const LEDGER_AUDIT_QUERY_KEY = [...ADMIN_QUERY_KEY, 'ledger-audit'] as const;
const WALLET_CONFIG_QUERY_KEY = [...ADMIN_QUERY_KEY, 'wallet-config'] as const;

/** Which withdrawals the queue shows: one status, or every one. */
export type WithdrawalFilter = WithdrawalStatus | 'all';

export function withdrawalsQueryKey(filter: WithdrawalFilter) {
  return [...WITHDRAWALS_QUERY_KEY, filter] as const;
}

/** `GET /api/admin/withdrawals?status=…`: the queue, newest first. */
export function adminWithdrawalsQueryOptions(filter: WithdrawalFilter) {
  const query = filter === 'all' ? '' : `?${new URLSearchParams({ status: filter })}`;
  return queryOptions({
    queryKey: withdrawalsQueryKey(filter),
    queryFn: ({ signal }) => apiGet(`/admin/withdrawals${query}`, adminWithdrawalList, { signal }),
  });
}

export function approveWithdrawal(id: number) {
  return request(`/admin/withdrawals/${id}/approve`, adminWithdrawal, { method: 'POST' });
}

/** The funds go back to the player; the player sees the reason. */
export function rejectWithdrawal(id: number, reason: string) {
  return request(`/admin/withdrawals/${id}/reject`, adminWithdrawal, {
    method: 'POST',
    body: { reason },
  });
}

/**
 * The operator sent the coins (`txid` given), or asks the payment gateway to send them (no
 * `txid`: the gateway answers with it). Either way the withdrawal is then `accepted`.
 */
export function markWithdrawalSent(id: number, txid: string | undefined) {
  return request(`/admin/withdrawals/${id}/sent`, adminWithdrawal, {
    method: 'POST',
    body: txid === undefined ? {} : { txid },
  });
}

export function confirmWithdrawal(id: number) {
  return request(`/admin/withdrawals/${id}/confirm`, adminWithdrawal, { method: 'POST' });
}

/** `GET /api/admin/deposits`: on-chain transfers to the players' addresses. */
export function adminDepositsQueryOptions() {
  return queryOptions({
    queryKey: DEPOSITS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/deposits', adminDepositList, { signal }),
  });
}

/** Sandbox gateway only (404 otherwise): pretends the chain delivered coins to an address. */
export function simulateDeposit(body: SimulateDepositRequest) {
  return request('/admin/deposits/simulate', adminDeposit, { method: 'POST', body });
}

/** Sandbox Lightning node only (404 otherwise): pays a player's deposit invoice, as a wallet would. */
export function simulateLightningPayment(paymentRequest: string) {
  return request('/admin/lightning/simulate', lightningInvoice, {
    method: 'POST',
    body: { payment_request: paymentRequest },
  });
}

/**
 * `GET /api/admin/ledger/audit`. The audit is run by asking, so an answer is never reused:
 * opening the page or pressing "run again" runs it anew.
 */
export function ledgerAuditQueryOptions() {
  return queryOptions({
    queryKey: LEDGER_AUDIT_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/ledger/audit', ledgerAuditResponse, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** `GET /api/admin/actions`: who did what and when, newest first. */
export function operatorActionsQueryOptions() {
  return queryOptions({
    queryKey: OPERATOR_ACTIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/actions', operatorActionList, { signal }),
  });
}

/**
 * `GET /api/wallet/config`, for the gateway in use: the simulated transfer exists only with the
 * sandbox. Kept under the operator pages' own key, so it never shares a cache entry with the
 * player's cashier.
 */
export function walletConfigQueryOptions() {
  return queryOptions({
    queryKey: WALLET_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/wallet/config', walletConfigResponse, { signal }),
  });
}
