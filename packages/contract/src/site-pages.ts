/*
 * Every page address of the web app below its locale prefix (SPEC §1–§2): `:name` stands for one
 * segment, '' is the home page. The web app's router and this list are held equal by a test
 * (apps/web/src/app/site-pages.render.test.tsx); the server answers HTTP 404 for an address that
 * is none of them, while still sending the app, which shows its not-found page.
 */
export const SITE_PAGE_PATTERNS = [
  '',
  'admin',
  'admin/bonus-campaigns',
  'admin/catalogue',
  'admin/chat',
  'admin/content',
  'admin/coupons',
  'admin/crash-chains',
  'admin/crash-tables',
  'admin/deposits',
  'admin/ledger-audit',
  'admin/notifications',
  'admin/operator-log',
  'admin/players',
  'admin/players/:playerId',
  'admin/providers',
  'admin/reports',
  'admin/verifications',
  'admin/verifications/:caseId',
  'admin/vip-levels',
  'admin/withdrawals',
  'auth/login',
  'auth/password/email',
  'auth/password/reset',
  'auth/register',
  'auth/social/complete',
  'auth/verification/resend',
  'auth/verification/verify',
  'blog',
  'blog/:id',
  'blog/test',
  'buy-crypto',
  'casino',
  'casino/:id',
  'casino/index1',
  'casino/index2',
  'category',
  'category/:id',
  'category/OLD/:slug',
  'customersupport',
  'games/crash',
  'games/crashbull',
  'games/crashsw',
  'home',
  'lobby',
  'maintenancePage',
  'play/:gameId',
  'policies',
  'policies/:slug',
  'policies/OLD/:slug',
  'promotions',
  'promotions/:id',
  'provably-fair',
  'provably-fair/crash',
  'providers',
  'providers/:id',
  'register',
  'settings',
  'settings/bonus',
  'settings/limits',
  'settings/notifications',
  'settings/password',
  'settings/profile',
  'settings/sessions',
  'settings/transactions',
  'settings/verification',
  'settings/vip',
  'settings/wallet',
  'statistics',
] as const;

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.toLowerCase());

const PATTERNS = SITE_PAGE_PATTERNS.map(segmentsOf);

/**
 * Whether a locale-free path (`/casino/dice`) is one of the pages, as the router matches it: case
 * does not matter and a final slash is optional.
 */
export function isSitePage(path: string): boolean {
  const actual = segmentsOf(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === actual.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === actual[index]),
  );
}
