import type { RouteObject } from 'react-router';

/** The operator's reports page, relative to /admin (`/admin/reports`, ADMIN_PATHS.reports). */
export const reportsAdminRoutes: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({ Component: (await import('./admin/reports-page')).ReportsPage }),
  },
];
