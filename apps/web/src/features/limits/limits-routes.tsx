import type { RouteObject } from 'react-router';

/** The settings page of responsible gaming (/settings/limits). */
export const limitsSettingsRoutes: RouteObject[] = [
  {
    path: 'limits',
    lazy: async () => ({
      Component: (await import('./limits-page')).LimitsPage,
    }),
  },
];
