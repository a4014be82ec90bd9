import type { RouteObject } from 'react-router';

/** Settings pages of the VIP domain (/settings/vip). */
export const vipSettingsRoutes: RouteObject[] = [
  {
    path: 'vip',
    lazy: async () => ({ Component: (await import('./vip-page')).VipPage }),
  },
];
