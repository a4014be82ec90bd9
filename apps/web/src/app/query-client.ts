import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';
import { isSessionFailure } from './session/session-failure';
import { USER_QUERY_KEY } from './session/user-query';
import { isMaintenanceAnswer } from './site/site-info';

/** A failed query is asked again at most this many times (network errors and 5xx only). */
const MAX_QUERY_RETRIES = 2;

/** How long an answer counts as fresh, so moving between pages does not refetch everything. */
const QUERY_STALE_TIME_MS = 30_000;

interface QueryClientOptions {
  /** Called when an answer says the session is over (see `isSessionFailure`). */
  onSessionFailure?: () => void;
  /** Called when an answer says the site is under maintenance (see `isMaintenanceAnswer`). */
  onMaintenance?: () => void;
}

export function createQueryClient({
  onSessionFailure,
  onMaintenance,
}: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    // Every query and mutation passes through here, so a dead session is noticed wherever it
    // shows up first ("a 401 anywhere", SPEC §4), without each page checking for it.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const currentUser = query.queryKey[0] === USER_QUERY_KEY[0];
        if (isSessionFailure(error, currentUser ? 'current-user' : 'other')) {
          onSessionFailure?.();
        }
        // SPEC §2: a maintenance 503 from any call sends the player to the maintenance page.
        if (isMaintenanceAnswer(error)) {
          onMaintenance?.();
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionFailure(error)) {
          onSessionFailure?.();
        }
        if (isMaintenanceAnswer(error)) {
          onMaintenance?.();
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: (failureCount, error) => {
          // Asking again changes nothing for a bad request, nor during maintenance.
          if ((error instanceof ApiError && error.isClientError) || isMaintenanceAnswer(error)) {
            return false;
          }
          return failureCount < MAX_QUERY_RETRIES;
        },
      },
    },
  });
}
