import {
  type AdminProviderImport,
  type AdminProviderIntegrationCreateInput,
  type AdminProviderIntegrationUpdate,
  adminProviderImport,
  adminProviderIntegration,
  adminProviderIntegrationList,
} from '@satsino/contract/provider-catalogue';
import { queryOptions } from '@tanstack/react-query';
import { API_REQUEST_TIMEOUT_MS, apiErrorOf, apiGet, request } from '../../../lib/api-client';
import { UnexpectedAnswerError } from '../../../lib/api-error';
import { readToken } from '../../../lib/auth-token';

export const ADMIN_PROVIDERS_QUERY_KEY = ['admin-providers'] as const;

/** `GET /api/admin/providers`: the integrations, keys shown only as set. */
export function adminProvidersQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_PROVIDERS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet('/admin/providers', adminProviderIntegrationList, { signal })).integrations,
  });
}

/** One import's progress; polled while it runs. */
export function providerImportQueryOptions(integrationId: number, importId: number) {
  return queryOptions({
    queryKey: [...ADMIN_PROVIDERS_QUERY_KEY, integrationId, 'imports', importId],
    queryFn: ({ signal }) =>
      apiGet(`/admin/providers/${integrationId}/imports/${importId}`, adminProviderImport, {
        signal,
      }),
  });
}

export function createIntegration(body: AdminProviderIntegrationCreateInput) {
  return request('/admin/providers', adminProviderIntegration, { method: 'POST', body });
}

export function updateIntegration(id: number, body: AdminProviderIntegrationUpdate) {
  return request(`/admin/providers/${id}`, adminProviderIntegration, { method: 'PATCH', body });
}

/** Imports the integration's feed from its feed URL. */
export function importFeed(id: number): Promise<AdminProviderImport> {
  return request(`/admin/providers/${id}/import`, adminProviderImport, { method: 'POST' });
}

/**
 * Imports a feed file the operator picked: the file itself is the body (JSON or CSV), which the
 * JSON-only `request()` cannot send.
 */
export async function uploadFeed(id: number, file: File): Promise<AdminProviderImport> {
  const token = readToken();
  const type = file.name.toLowerCase().endsWith('.json') ? 'application/json' : 'text/csv';
  const path = `/admin/providers/${id}/import/upload?name=${encodeURIComponent(file.name)}`;
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': type,
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: file,
    signal: AbortSignal.timeout(API_REQUEST_TIMEOUT_MS * 6),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw apiErrorOf(response.status, json);
  const answer = adminProviderImport.safeParse(json);
  if (!answer.success) throw new UnexpectedAnswerError(path);
  return answer.data;
}
