import { DEFAULT_SITE_NAME, DEFAULT_SUPPORT_EMAIL } from '@satsino/contract/site';
import { useQuery } from '@tanstack/react-query';
import { siteQueryOptions } from './site-info';

/**
 * The product name the operator configured (SITE_NAME, served by `/api/site`); the default
 * until the site info has answered, or when it cannot.
 */
export function useSiteName(): string {
  const { data } = useQuery({ ...siteQueryOptions(), select: (site) => site.site_name });
  return data ?? DEFAULT_SITE_NAME;
}

/** Where the support page tells players to write (SUPPORT_EMAIL, served by `/api/site`). */
export function useSupportEmail(): string {
  const { data } = useQuery({ ...siteQueryOptions(), select: (site) => site.support_email });
  return data ?? DEFAULT_SUPPORT_EMAIL;
}
