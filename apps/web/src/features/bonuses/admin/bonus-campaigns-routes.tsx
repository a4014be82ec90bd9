import type { RouteObject } from 'react-router';

/** The operator's bonus campaigns page, relative to /admin (ADMIN_PATHS.bonusCampaigns). */
export const bonusCampaignsAdminRoutes: RouteObject[] = [
  {
    path: 'bonus-campaigns',
    lazy: async () => ({
      Component: (await import('./bonus-campaigns-page')).BonusCampaignsPage,
    }),
  },
];
