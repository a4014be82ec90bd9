/** The product name when `SITE_NAME` is not set (DESIGN: the name is configurable). */
export const DEFAULT_SITE_NAME = 'Satsino';

/** Default page title, SPEC §9: '{product} casino'. */
export function defaultPageTitle(siteName: string): string {
  return `${siteName} casino`;
}
