import { CRASH_TABLES } from '@satsino/contract/crash';
import type { RouteObject } from 'react-router';

/** The crash tables (SPEC §2: /games/crash, /games/crashbull, /games/crashsw). */
export const crashRoutes: RouteObject[] = CRASH_TABLES.map((table) => ({
  path: `games/${table}`,
  lazy: async () => {
    const { CrashPage } = await import('./crash-page');
    return { Component: () => <CrashPage table={table} /> };
  },
}));
