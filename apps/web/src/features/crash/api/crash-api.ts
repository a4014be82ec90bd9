import {
  type CrashBetRequest,
  type CrashTable,
  crashChainList,
  crashMyBet,
  crashMyBets,
  crashRoundProof,
  crashTableState,
} from '@satsino/contract/crash';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Every crash answer sits under this key. */
export const CRASH_QUERY_KEY = ['crash'] as const;

/** `GET /api/crash/{table}`: the table as it is now; real-time events keep it current after. */
export function crashTableQueryOptions(table: CrashTable) {
  return queryOptions({
    queryKey: [...CRASH_QUERY_KEY, table, 'state'],
    queryFn: ({ signal }) => apiGet(`/crash/${table}`, crashTableState, { signal }),
  });
}

/** `GET /api/crash/{table}/bets/mine`. */
export function myCrashBetsQueryOptions(table: CrashTable) {
  return queryOptions({
    queryKey: [...CRASH_QUERY_KEY, table, 'mine'],
    queryFn: ({ signal }) => apiGet(`/crash/${table}/bets/mine`, crashMyBets, { signal }),
  });
}

/** `GET /api/crash/{table}/rounds/{id}`: a crashed round never changes. */
export function crashRoundProofQueryOptions(table: CrashTable, roundId: number) {
  return queryOptions({
    queryKey: [...CRASH_QUERY_KEY, table, 'round', roundId],
    queryFn: ({ signal }) =>
      apiGet(`/crash/${table}/rounds/${roundId}`, crashRoundProof, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `GET /api/crash/chains`: every published chain of every table, with its seeding event. */
export function crashChainsQueryOptions() {
  return queryOptions({
    queryKey: [...CRASH_QUERY_KEY, 'chains'],
    queryFn: ({ signal }) => apiGet('/crash/chains', crashChainList, { signal }),
  });
}

export function placeCrashBet(table: CrashTable, body: CrashBetRequest) {
  return request(`/crash/${table}/bets`, crashMyBet, { method: 'POST', body });
}

export function cashOutCrashBet(table: CrashTable) {
  return request(`/crash/${table}/cashout`, crashMyBet, { method: 'POST' });
}
