import type { RouteObject } from 'react-router';

/** The operator's crash tables page, relative to /admin (ADMIN_PATHS.crashTables). */
export const crashTablesAdminRoutes: RouteObject[] = [
  {
    path: 'crash-tables',
    lazy: async () => ({ Component: (await import('./crash-tables-page')).CrashTablesPage }),
  },
];
