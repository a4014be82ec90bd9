import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** A failed query is asked again at most this many times (network errors and 5xx only). */
const MAX_QUERY_RETRIES = 2;

/** How long an answer counts as fresh, so moving between pages does not refetch everything. */
const QUERY_STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.isClientError) {
            return false;
          }
          return failureCount < MAX_QUERY_RETRIES;
        },
      },
    },
  });
}
