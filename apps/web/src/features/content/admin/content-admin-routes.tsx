import type { RouteObject } from 'react-router';

/**
 * The operator's content page, relative to /admin: `/admin/content` opens the promotions,
 * `/admin/content?kind=banners` another kind's tab (in the query, so the site's page list
 * holds one address for it).
 */
export const contentAdminRoutes: RouteObject[] = [
  {
    path: 'content',
    lazy: async () => ({ Component: (await import('./content-admin-page')).ContentAdminPage }),
  },
];
