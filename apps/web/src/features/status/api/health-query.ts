import { healthResponse } from '@satsino/contract/health';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** How often an open status card asks again, so a recovered database shows up by itself. */
const HEALTH_REFETCH_INTERVAL_MS = 30_000;

/**
 * `GET /api/health`. A 503 is still a health report (the database is down), so it is read as
 * an answer and shown as the degraded state rather than as a failed request.
 */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => apiGet('/health', healthResponse, { signal, answerStatuses: [503] }),
    refetchInterval: HEALTH_REFETCH_INTERVAL_MS,
  });
}
