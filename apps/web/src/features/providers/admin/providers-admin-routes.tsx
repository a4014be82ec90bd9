import type { RouteObject } from 'react-router';

/** The operator's game providers page, relative to /admin (`/admin/providers`). */
export const providersAdminRoutes: RouteObject[] = [
  {
    path: 'providers',
    lazy: async () => ({ Component: (await import('./providers-page')).ProvidersPage }),
  },
];
