import type { RouteObject } from 'react-router';

/** The game host pages, outside the site frame: what a game page shows in its iframe. */
export const gameHostRoutes: RouteObject[] = [
  {
    path: 'play/:gameId',
    lazy: async () => ({
      Component: (await import('./host/game-host-page')).GameHostPage,
    }),
  },
];
