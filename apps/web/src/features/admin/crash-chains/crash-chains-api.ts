import { crashChain } from '@satsino/contract/crash';
import { adminCrashChainList, type CrashChainCreateRequest } from '@satsino/contract/crash-admin';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from '../api/admin-api';

export const CRASH_CHAINS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'crash-chains'] as const;

/** `GET /api/admin/crash/chains`: every chain, scheduled publications included. */
export function adminCrashChainsQueryOptions() {
  return queryOptions({
    queryKey: CRASH_CHAINS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/admin/crash/chains', adminCrashChainList, { signal }),
  });
}

/** Makes and publishes a table's next chain with the Bitcoin block promised as its salt. */
export function publishCrashChain(body: CrashChainCreateRequest) {
  return request('/admin/crash/chains', crashChain, { method: 'POST', body });
}

/** Enters the promised block's hash: once, after the chain's publication. */
export function enterCrashChainSalt(chainId: number, salt: string) {
  return request(`/admin/crash/chains/${chainId}/salt`, crashChain, {
    method: 'PUT',
    body: { salt },
  });
}
