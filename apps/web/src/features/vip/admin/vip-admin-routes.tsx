import type { RouteObject } from 'react-router';

/** The operator's VIP levels page, relative to /admin (`/admin/vip-levels`). */
export const vipAdminRoutes: RouteObject[] = [
  {
    path: 'vip-levels',
    lazy: async () => ({ Component: (await import('./vip-levels-page')).VipLevelsPage }),
  },
];
