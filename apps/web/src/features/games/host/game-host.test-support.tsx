import type { GameSession } from '@satsino/contract/games';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { Route } from 'react-router';
import { beforeAll } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';
import { renderRoutes } from '../../../test-support/render-routes';
import { GameHostProvider } from './game-host-context';

/**
 * The games' texts in English and German for a render test file, loaded before its tests (call
 * at the top level of the file).
 */
export function loadGamesTexts(): { english: I18n; german: I18n } {
  const english = createI18n();
  const german = createI18n();
  beforeAll(async () => {
    await english.loadNamespaces('games');
    await german.changeLanguage('de');
    await german.loadNamespaces('games');
  });
  return { english, german };
}

/** A real-money session of one in-house game, as the launch exchange answers it. */
export function testGameSession(
  game: Pick<GameSession['game'], 'game_id' | 'name' | 'engine' | 'rtp_bps'>,
  limits: GameSession['limits'] = { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
): GameSession {
  return {
    session: `session-${game.game_id}`,
    mode: 'real',
    expires_at: '2026-11-27T14:00:00.000Z',
    game: { ...game, variant: 'classic' },
    limits,
    balance: { currency: 'USD', cash: 5_000, bonus: 0 },
    fairness: {
      server_seed_hash: 'a'.repeat(64),
      client_seed: 'client',
      nonce: 0,
      next_server_seed_hash: 'b'.repeat(64),
    },
  };
}

/** Renders a game's element inside the game host of `session`, at its /play address. */
export function renderInGameHost(
  element: ReactNode,
  options: { session: GameSession; i18n: I18n; path?: string },
): string {
  return renderRoutes({
    i18n: options.i18n,
    client: new QueryClient(),
    path: options.path ?? `/play/${options.session.game.game_id}`,
    routes: (
      <Route
        path="*"
        element={<GameHostProvider session={options.session}>{element}</GameHostProvider>}
      />
    ),
  });
}
