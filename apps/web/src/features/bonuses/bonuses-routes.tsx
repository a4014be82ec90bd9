import type { RouteObject } from 'react-router';

/** Settings pages of the bonus domain (/settings/bonus), children of the settings layout. */
export const bonusesSettingsRoutes: RouteObject[] = [
  {
    path: 'bonus',
    lazy: async () => ({ Component: (await import('./bonus-page')).BonusPage }),
  },
];
