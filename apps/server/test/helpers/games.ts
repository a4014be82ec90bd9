import { type FairnessState, GAME_SESSION_HEADER } from '@satsino/contract/games';
import { beforeAll, expect } from 'vitest';
import { seedDemoCatalogue } from '../../src/seed/catalogue/seed-catalogue.js';
import type { TestPlayer } from './accounts.js';
import { useTestApp } from './app.js';
import { fundWithBitcoin, postJson, registerOperator, registerVerifiedPlayer } from './wallet.js';

export interface OpenedSession {
  /** The `x-game-session` value. */
  session: string;
  fairness: FairnessState;
  /** The single-use token the launch link carried. */
  launchToken: string;
}

/**
 * A test app with the demo catalogue and an operator, and the calls every games test makes:
 * fund a player, launch a game and open its session, play and act in it.
 */
export function useGamesTestApp(environment: Record<string, string> = {}) {
  const getTestApp = useTestApp(environment);
  let operator: TestPlayer | undefined;

  beforeAll(async () => {
    const { app, database } = getTestApp();
    await seedDemoCatalogue(database.db);
    operator = await registerOperator(app, database.db);
  });

  const app = () => getTestApp().app;
  const operatorMade = (): TestPlayer => {
    if (!operator) throw new Error('useGamesTestApp: the operator is made in beforeAll');
    return operator;
  };
  const inSession = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({
      method,
      url,
      headers: { [GAME_SESSION_HEADER]: session },
      ...(payload ? { payload } : {}),
    });

  return {
    getTestApp,
    app,
    operator: operatorMade,

    /** A verified player whose cash is a sandbox deposit of `btc`. */
    async fundedPlayer(btc = '0.01'): Promise<TestPlayer> {
      const player = await registerVerifiedPlayer(app(), getTestApp().database.db);
      await fundWithBitcoin(app(), operatorMade().token, player, btc);
      return player;
    },

    /** Launches `gameId` with real money for `player`, or as a demo without one, and opens it. */
    async openSession(gameId: string, player?: { token: string }): Promise<OpenedSession> {
      const launch = await postJson(
        app(),
        player ? '/api/games/gameURL' : '/api/games/demo/gameURL',
        player?.token,
        { game_id: gameId },
      );
      expect(launch.statusCode, launch.body).toBe(200);
      const url = launch.json().urldata.url as string;
      expect(url).toMatch(new RegExp(`^/play/${gameId}#launch=`));
      const launchToken = url.split('#launch=')[1] as string;
      const opened = await postJson(app(), '/api/games/sessions', undefined, {
        launch_token: launchToken,
      });
      expect(opened.statusCode, opened.body).toBe(201);
      const { session, fairness } = opened.json() as Omit<OpenedSession, 'launchToken'>;
      return { session, fairness, launchToken };
    },

    play: (session: string, body: object) =>
      postJson(app(), '/api/games/rounds', undefined, body, { [GAME_SESSION_HEADER]: session }),
    act: (session: string, roundId: number, body: object) =>
      postJson(app(), `/api/games/rounds/${roundId}/action`, undefined, body, {
        [GAME_SESSION_HEADER]: session,
      }),
    inSession,
  };
}
