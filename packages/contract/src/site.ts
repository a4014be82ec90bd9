/** The product name when `SITE_NAME` is not set (DESIGN: the name is configurable). */
export const DEFAULT_SITE_NAME = 'Satsino';
/** The support address of the demo setup; an operator sets SUPPORT_EMAIL. */
export const DEFAULT_SUPPORT_EMAIL = 'support@satsino.com';

/** Default page title, SPEC §9: '{product} casino'. */
export function defaultPageTitle(siteName: string): string {
  return `${siteName} casino`;
}
