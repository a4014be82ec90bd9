import {
  type FairnessState,
  type RoundActionName,
  type RoundRequest,
  type RoundResult,
  SEED_HISTORY_PAGE_SIZE,
  type SeedRotation,
} from '@satsino/contract/games';
import type { Locale } from '@satsino/contract/locales';
import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import type { BonusRules } from '../../platform/module-services.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { recordGameLaunch } from '../player-games/player-games.service.js';
import { createDemoRounds } from './demo-rounds.js';
import { createFreeSpinRounds } from './free-spin-rounds.js';
import { createGameSessions, type Launcher } from './game-sessions.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import { createGamesFeed } from './games-feed.js';
import type { ProviderWallet } from './provider-wallet.js';
import { createRealRounds } from './real-rounds.js';
import { requireBet } from './round-play.js';
import { requireRoundAction } from './round-steps.js';
import { roundView } from './round-view.js';
import { createSeedPairs, fairnessOf } from './seed-pairs.js';

export interface GamesServiceDeps {
  pool: pg.Pool;
  wallet: ProviderWallet;
  findGame: (gameId: string) => Promise<PlayableGame | undefined>;
  findGameById: (id: number) => Promise<PlayableGame | undefined>;
  userCurrency: (userId: number) => Promise<Currency>;
  /** The largest stake the bonus programme allows now, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
  /** No cap of the bonus programme is below this: a stake up to it needs no look-up. */
  lowestStakeCapMinor: number;
  /** The ledger and the bonus programme's free spins (free-spin-rounds.ts). */
  ledger: Ledger;
  bonuses: BonusRules;
  /**
   * A third-party provider's game URL for a provider's game (issue 15), or undefined when the
   * game is not one: the game host launches it.
   */
  launchProviderGame?: (
    gameId: string,
    player: Launcher | null,
    locale: Locale,
  ) => Promise<string | undefined>;
  now: () => Date;
}

type Session = repo.SessionRow;

/**
 * The in-house games: sessions (game-sessions.ts), the player's seeds (seed-pairs.ts), rounds
 * played for real money (real-rounds.ts) or play money (demo-rounds.ts), and the rounds read back
 * (games-feed.ts). This service puts them behind the games' routes.
 */
export function createGamesService(deps: GamesServiceDeps) {
  const { pool, wallet, now } = deps;
  const seeds = createSeedPairs({ pool, now });
  const sessions = createGameSessions({
    pool,
    wallet,
    seeds,
    findGame: deps.findGame,
    findGameById: deps.findGameById,
    userCurrency: deps.userCurrency,
    maxStakeMinor: deps.maxStakeMinor,
    now,
  });
  const real = createRealRounds({
    pool,
    wallet,
    ensurePair: seeds.userPair,
    maxStakeMinor: deps.maxStakeMinor,
    lowestStakeCapMinor: deps.lowestStakeCapMinor,
    now,
  });
  const demo = createDemoRounds({ pool, now });
  const freeSpins = createFreeSpinRounds({
    pool,
    ledger: deps.ledger,
    bonuses: deps.bonuses,
    ensurePair: seeds.userPair,
    now,
  });
  const feed = createGamesFeed({ pool });

  async function sessionGame(session: Session): Promise<PlayableGame> {
    const game = await deps.findGameById(session.game_id);
    if (!game) throw gamesErrors.gameNotFound();
    return game;
  }

  async function present(
    round: repo.RoundRow,
    session: Session,
    gameSlug: string,
  ): Promise<RoundResult> {
    return { ...roundView(round, gameSlug), balance: await sessions.balanceOf(session) };
  }

  return {
    /** `locale`: the language a provider's game opens in (our game host follows the page's). */
    async launch(gameId: string, player: Launcher | null, locale: Locale = 'en') {
      // A provider's game is launched at the provider; any other in our game host.
      const external = await deps.launchProviderGame?.(gameId, player, locale);
      const url = external ?? (await sessions.launch(gameId, player));
      // Recently played lists what was launched: a refused launch is not in it.
      if (player) await recordGameLaunch(pool, player.userId, gameId);
      return url;
    },
    createSession: sessions.createSession,
    requireSession: sessions.requireSession,
    requireRoundSession: sessions.requireRoundSession,

    async fairness(session: Session): Promise<FairnessState> {
      return fairnessOf(await seeds.currentPair(session));
    },

    rotate(session: Session, clientSeed?: string): Promise<SeedRotation> {
      return seeds.rotate(session, clientSeed);
    },

    /** The player's revealed seed pairs, newest first: what verifying any past round needs. */
    fairnessHistory(userId: number, beforeId: number | undefined) {
      return seeds.history(userId, beforeId, SEED_HISTORY_PAGE_SIZE);
    },

    async play(context: repo.RoundSessionRow, request: RoundRequest): Promise<RoundResult> {
      const { session, game } = context;
      if (!game) throw gamesErrors.gameNotFound();
      if (request.free_spin === true) {
        // The spin's stake is fixed by its bonus: the request's bet is not taken.
        const played = await freeSpins.play(session, game, request);
        return {
          ...(await present(played.round, session, game.game_id)),
          free_spin: played.progress,
        };
      }
      requireBet(game, request.bet, request.params);
      if (session.mode === 'demo') {
        return present(await demo.play(session, game, request), session, game.game_id);
      }
      const played = await real.play(
        { session, game, pair: context.pair, playerHasRules: context.playerHasRules },
        request,
      );
      // A round played now answers the balances its own statement left; a replay reads them.
      if (!played.balances) return present(played.round, session, game.game_id);
      return {
        ...roundView(played.round, game.game_id),
        balance: {
          currency: session.currency,
          cash: toApiMinorUnits(played.balances.cashMinor),
          bonus: toApiMinorUnits(played.balances.bonusMinor),
        },
      };
    },

    /** A step of a round in steps: `tile` names a Mines reveal's tile. */
    async act(
      session: Session,
      roundId: number,
      request: {
        action: RoundActionName;
        tile?: number | undefined;
        action_index?: number | undefined;
      },
    ): Promise<RoundResult> {
      const game = await sessionGame(session);
      const action = requireRoundAction(game.engine, request);
      const actionIndex = request.action_index;
      const round =
        session.mode === 'real'
          ? await real.act(session, game, roundId, action, actionIndex)
          : await demo.act(session, game, roundId, action, actionIndex);
      return present(round, session, game.game_id);
    },

    async activeRound(session: Session): Promise<RoundResult | null> {
      const round = await repo.openRound(pool, session);
      if (!round) return null;
      const game = await sessionGame(session);
      return present(round, session, game.game_id);
    },

    /** The session's player's free spins on its game, to show before a spin. */
    async freeSpins(session: Session) {
      const game = await sessionGame(session);
      return { free_spins: await freeSpins.state(session, game) };
    },

    history: feed.history,
    liveFeed: feed.liveFeed,
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
