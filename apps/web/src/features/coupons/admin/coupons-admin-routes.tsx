import type { RouteObject } from 'react-router';

/** The operator's coupon codes page, relative to /admin (`/admin/coupons`). */
export const couponsAdminRoutes: RouteObject[] = [
  {
    path: 'coupons',
    lazy: async () => ({ Component: (await import('./coupons-page')).CouponsPage }),
  },
];
