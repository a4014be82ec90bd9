import {
  type OAuthProvider,
  oauthProvidersResponse,
  oauthUrlResponse,
} from '@satsino/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, request } from '../../../lib/api-client';

/** Which providers are switched on changes with the server's configuration only. */
const PROVIDERS_STALE_TIME_MS = 10 * 60_000;

/** `GET /api/oauth/providers`: only these get a sign-in button. */
export function oauthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['oauth-providers'],
    queryFn: ({ signal }) => apiGet('/oauth/providers', oauthProvidersResponse, { signal }),
    staleTime: PROVIDERS_STALE_TIME_MS,
  });
}

/** `POST /api/oauth/{provider}` → the provider's authorisation URL, opened in the popup. */
export function oauthAuthorizationUrl(provider: OAuthProvider) {
  return request(`/oauth/${provider}`, oauthUrlResponse, { method: 'POST' });
}
