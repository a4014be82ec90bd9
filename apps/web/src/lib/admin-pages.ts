/** The operator pages, by path without a locale prefix; the routes and the menu share them. */
export const ADMIN_PATHS = {
  root: '/admin',
  withdrawals: '/admin/withdrawals',
  deposits: '/admin/deposits',
  audit: '/admin/ledger-audit',
  log: '/admin/operator-log',
  chat: '/admin/chat',
  verifications: '/admin/verifications',
  notifications: '/admin/notifications',
  vipLevels: '/admin/vip-levels',
  crashChains: '/admin/crash-chains',
  coupons: '/admin/coupons',
  providers: '/admin/providers',
  players: '/admin/players',
  reports: '/admin/reports',
  content: '/admin/content',
  catalogue: '/admin/catalogue',
  bonusCampaigns: '/admin/bonus-campaigns',
  crashTables: '/admin/crash-tables',
} as const;

/** A route path relative to `/admin`. */
export function adminChildPath(path: string): string {
  return path.slice(`${ADMIN_PATHS.root}/`.length);
}

/** Whether `currentPath` (no locale prefix) is the page of a menu item or below it. */
export function isActiveAdminPage(currentPath: string, pagePath: string): boolean {
  return currentPath === pagePath || currentPath.startsWith(`${pagePath}/`);
}
