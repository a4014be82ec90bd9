import type { RouteObject } from 'react-router';

/**
 * The operator's catalogue page, relative to /admin: `/admin/catalogue` opens the games,
 * `/admin/catalogue?tab=categories` the categories (in the query, so the site's page list holds
 * one address for it).
 */
export const catalogueAdminRoutes: RouteObject[] = [
  {
    path: 'catalogue',
    lazy: async () => ({
      Component: (await import('./catalogue-admin-page')).CatalogueAdminPage,
    }),
  },
];
