import type { RouteObject } from 'react-router';
import type { PlayerSections } from './player-page';

/**
 * The operator's player search and player page, relative to /admin (`/admin/players` and
 * `/admin/players/:playerId`).
 */
export const PLAYERS_ADMIN_PATH = 'players';

export function playersAdminRoutes(slots: { sections?: PlayerSections } = {}): RouteObject[] {
  return [
    {
      path: PLAYERS_ADMIN_PATH,
      lazy: async () => ({ Component: (await import('./players-page')).PlayersPage }),
    },
    {
      path: `${PLAYERS_ADMIN_PATH}/:playerId`,
      lazy: async () => {
        const { PlayerPage } = await import('./player-page');
        return { Component: () => <PlayerPage sections={slots.sections} /> };
      },
    },
  ];
}
