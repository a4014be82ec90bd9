import { CRASH_TABLES } from '@satsino/contract/crash-tables';
import type { RouteObject } from 'react-router';
import { CRASH_CHAINS_PATH } from '../../lib/crash-paths';

/**
 * The crash tables (SPEC §2: /games/crash, /games/crashbull, /games/crashsw) and the page of
 * their chains' seeding events.
 */
export const crashRoutes: RouteObject[] = [
  ...CRASH_TABLES.map((table) => ({
    path: `games/${table}`,
    lazy: async () => {
      const { CrashPage } = await import('./crash-page');
      return { Component: () => <CrashPage table={table} /> };
    },
  })),
  {
    path: CRASH_CHAINS_PATH.slice(1),
    lazy: async () => ({
      Component: (await import('./chains/crash-chains-page')).CrashChainsPage,
    }),
  },
];
