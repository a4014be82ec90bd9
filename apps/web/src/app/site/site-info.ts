import {
  MAINTENANCE_MESSAGE,
  MAINTENANCE_PAGE_PATH,
  type SiteInfo,
  siteInfoResponse,
} from '@satsino/contract/site-settings';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { stripLocale } from '../../i18n/locale-path';
import { apiGet } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { SILENT_QUERY_META } from '../loading-bar/track-loading';

export type { SiteInfo };
/*
 * `GET /api/site` (schema in the contract): what the web needs to know about the whole site
 * before it draws a page, above all whether maintenance is on.
 */
export { MAINTENANCE_MESSAGE, MAINTENANCE_PAGE_PATH };

/** How often open tabs ask whether maintenance has started or ended. */
export const SITE_POLL_INTERVAL_MS = 60_000;

/**
 * The first page waits for this answer, so a slow or dead API must not hold it up for long:
 * past this (SPEC §9's prefetch time-out), the site counts as up.
 */
export const SITE_INFO_TIMEOUT_MS = 2_000;

export const SITE_QUERY_KEY = ['site'] as const;

/** The site as it is when we cannot tell: up. */
const SITE_UP: Pick<SiteInfo, 'maintenance'> & Partial<SiteInfo> = { maintenance: false };

/**
 * Whether an API call failed because the site is under maintenance: a 503 with its code (or,
 * from a server that sends no code, its message).
 */
export function isMaintenanceAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 503) return false;
  return error.code === undefined
    ? error.message === MAINTENANCE_MESSAGE
    : error.code === 'maintenance';
}

/** Whether `pathname` (any locale, any case, trailing slash or not) is the maintenance page. */
export function isMaintenancePath(pathname: string): boolean {
  const { path } = stripLocale(pathname);
  return path.replace(/\/+$/, '').toLowerCase() === MAINTENANCE_PAGE_PATH.toLowerCase();
}

/**
 * Asks the server about the site. Maintenance is on only when the server says so (in the
 * answer, or with its maintenance 503); any other failure, including a server that does not
 * know the call yet (404), counts as "up", so a broken check never locks players out.
 */
export async function fetchSiteInfo(
  signal?: AbortSignal,
): Promise<Pick<SiteInfo, 'maintenance'> & Partial<SiteInfo>> {
  const timeout = AbortSignal.timeout(SITE_INFO_TIMEOUT_MS);
  try {
    return await apiGet('/site', siteInfoResponse, {
      signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    return isMaintenanceAnswer(error) ? { maintenance: true } : SITE_UP;
  }
}

/** The site info, asked for again every minute while the app is open. */
export function siteQueryOptions() {
  return queryOptions({
    queryKey: SITE_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteInfo(signal),
    refetchInterval: SITE_POLL_INTERVAL_MS,
    staleTime: SITE_POLL_INTERVAL_MS,
    // A background check: it never moves the loading bar.
    meta: SILENT_QUERY_META,
  });
}

/**
 * Records that the site is under maintenance (a call answered the maintenance 503), so the
 * maintenance gate sends the player there at once rather than at the next poll.
 */
export function enterMaintenance(queryClient: QueryClient): void {
  queryClient.setQueryData(siteQueryOptions().queryKey, (site) => ({ ...site, maintenance: true }));
}
