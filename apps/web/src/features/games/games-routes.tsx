import type { RouteObject } from 'react-router';

/** The in-house games' pages inside the site frame (e.g. the fairness verifier). */
export const gameRoutes: RouteObject[] = [
  {
    path: 'provably-fair',
    lazy: async () => ({
      Component: (await import('./verify/verify-page')).VerifyPage,
    }),
  },
];
