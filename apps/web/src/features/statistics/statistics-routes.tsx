import type { RouteObject } from 'react-router';

/** SPEC §2 page name "statistics": `/statistics`, open to everyone (the house's figures). */
export const statisticsRoutes: RouteObject[] = [
  {
    path: 'statistics',
    lazy: async () => ({ Component: (await import('./statistics-page')).StatisticsPage }),
  },
];
