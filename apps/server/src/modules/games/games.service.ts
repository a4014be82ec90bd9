import {
  type BlackjackAction,
  DEMO_START_BALANCE_MINOR,
  type FairnessState,
  type FeedEntry,
  GAME_SESSION_TTL_SECONDS,
  type GameSession,
  HIGH_ROLLER_MIN_BET_MINOR,
  HISTORY_PAGE_SIZE,
  LAUNCH_TOKEN_TTL_SECONDS,
  LIVE_FEED_SIZE,
  type RoundRequest,
  type RoundResult,
  SEED_HISTORY_PAGE_SIZE,
  type SeedRotation,
} from '@satsino/contract/games';
import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import { createDemoRounds } from './demo-rounds.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import type { ProviderWallet } from './provider-wallet.js';
import { createRealRounds } from './real-rounds.js';
import { gameLimits, requireBet } from './round-play.js';
import { roundView } from './round-view.js';
import { createSeedPairs, fairnessOf } from './seed-pairs.js';

export { gameLimits } from './round-play.js';

/** Masks a nickname for other players: the first two letters and ***. */
export function maskNickname(name: string): string {
  return `${[...name].slice(0, 2).join('')}***`;
}

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
  now: () => Date;
}

type Session = repo.SessionRow;

/**
 * A game session's expiry moves forward (to the session lifetime from now) at most this often:
 * playing keeps it alive without a write on every request.
 */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;

/** Who launches a real-money game: the player and the sign-in session the game lives with. */
export interface Launcher {
  userId: number;
  sessionId: number;
}

export function createGamesService(deps: GamesServiceDeps) {
  const { pool, wallet, now } = deps;
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);
  const touch = (): repo.SessionTouch => ({
    now: now(),
    expiresAt: later(GAME_SESSION_TTL_SECONDS),
    touchBefore: later(GAME_SESSION_TTL_SECONDS - SESSION_TOUCH_INTERVAL_SECONDS),
  });
  const seeds = createSeedPairs({ pool, now });
  const real = createRealRounds({
    pool,
    wallet,
    ensurePair: seeds.userPair,
    maxStakeMinor: deps.maxStakeMinor,
    lowestStakeCapMinor: deps.lowestStakeCapMinor,
    now,
  });
  const demo = createDemoRounds({ pool, now });

  async function requireGame(gameId: string): Promise<PlayableGame> {
    const game = await deps.findGame(gameId);
    if (!game) throw gamesErrors.gameNotFound();
    if (game.launch_path) throw gamesErrors.ownPage(game.launch_path);
    return game;
  }

  async function sessionGame(session: Session): Promise<PlayableGame> {
    const game = await deps.findGameById(session.game_id);
    if (!game) throw gamesErrors.gameNotFound();
    return game;
  }

  async function balanceOf(session: Session) {
    if (session.mode === 'demo') {
      const current = await repo.lockSession(pool, session.id);
      return {
        currency: session.currency,
        cash: toApiMinorUnits(BigInt(current.demo_balance_minor ?? '0')),
        bonus: 0,
      };
    }
    const { cashMinor, bonusMinor } = await wallet.balance(
      session.user_id as number,
      session.currency,
    );
    return {
      currency: session.currency,
      cash: toApiMinorUnits(cashMinor),
      bonus: toApiMinorUnits(bonusMinor),
    };
  }

  async function present(
    round: repo.RoundRow,
    session: Session,
    gameSlug: string,
  ): Promise<RoundResult> {
    return { ...roundView(round, gameSlug), balance: await balanceOf(session) };
  }

  return {
    /** A launch URL for the game host page with a single-use token in its fragment. */
    async launch(gameId: string, player: Launcher | null): Promise<string> {
      const game = await requireGame(gameId);
      if (!player && !game.supports_demo) throw gamesErrors.demoUnavailable();
      const token = newOpaqueToken();
      await repo.insertLaunchToken(pool, {
        tokenHash: hashToken(token),
        userId: player?.userId ?? null,
        authSessionId: player?.sessionId ?? null,
        gameId: game.id,
        mode: player ? 'real' : 'demo',
        expiresAt: later(LAUNCH_TOKEN_TTL_SECONDS),
      });
      return `/play/${encodeURIComponent(game.game_id)}#launch=${token}`;
    },

    async createSession(launchToken: string): Promise<GameSession> {
      const launch = await repo.consumeLaunchToken(pool, hashToken(launchToken), now());
      if (!launch) throw gamesErrors.launchExpired();
      const game = await deps.findGameById(launch.game_id);
      if (!game || game.launch_path) throw gamesErrors.gameNotFound();
      const token = newOpaqueToken();
      let session: Session;
      if (launch.mode === 'real') {
        const userId = launch.user_id as number;
        session = await repo.insertSession(pool, {
          tokenHash: hashToken(token),
          userId,
          authSessionId: launch.auth_session_id,
          gameId: game.id,
          mode: 'real',
          currency: await deps.userCurrency(userId),
          seedPairId: null,
          demoBalanceMinor: null,
          expiresAt: later(GAME_SESSION_TTL_SECONDS),
        });
      } else {
        session = await inTransaction(pool, async (client) => {
          const pair = await seeds.newPair(client, null);
          if (!pair) throw new Error('a demo seed pair is always new');
          return repo.insertSession(client, {
            tokenHash: hashToken(token),
            userId: null,
            authSessionId: null,
            gameId: game.id,
            mode: 'demo',
            currency: 'USD',
            seedPairId: pair.id,
            demoBalanceMinor: BigInt(DEMO_START_BALANCE_MINOR),
            expiresAt: later(GAME_SESSION_TTL_SECONDS),
          });
        });
      }
      // A real-money session whose sign-in ended before it was opened is no session at all.
      const live = await repo.touchSession(pool, hashToken(token), touch());
      if (!live) throw gamesErrors.sessionExpired();
      return {
        session: token,
        mode: session.mode,
        expires_at: session.expires_at.toISOString(),
        game: {
          game_id: game.game_id,
          name: game.name,
          engine: game.engine,
          variant: game.variant,
          rtp_bps: game.rtp_bps,
        },
        limits: gameLimits(game),
        balance: await balanceOf(session),
        fairness: fairnessOf(await seeds.currentPair(session)),
      };
    },

    /** The live session of a game session token (401 when it, or its sign-in, ended). */
    async requireSession(token: string | undefined): Promise<Session> {
      if (!token) throw gamesErrors.sessionExpired();
      const session = await repo.touchSession(pool, hashToken(token), touch());
      if (!session) throw gamesErrors.sessionExpired();
      return session;
    },

    /**
     * The live session of a token with what playing a round needs (its game, the player's seed
     * pair), in one read: 401 as requireSession.
     */
    async requireRoundSession(token: string | undefined): Promise<repo.RoundSessionRow> {
      if (!token) throw gamesErrors.sessionExpired();
      const found = await repo.roundSession(pool, hashToken(token), touch());
      if (!found) throw gamesErrors.sessionExpired();
      return found;
    },

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
      requireBet(game, request.bet, request.params);
      if (session.mode === 'demo') {
        return present(await demo.play(session, game, request), session, game.game_id);
      }
      const played = await real.play({ session, game, pair: context.pair }, request);
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

    async act(
      session: Session,
      roundId: number,
      action: BlackjackAction,
      actionIndex?: number,
    ): Promise<RoundResult> {
      const game = await sessionGame(session);
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

    async history(userId: number, beforeId: number | undefined) {
      const rows = await repo.historyRounds(pool, userId, beforeId ?? null, HISTORY_PAGE_SIZE + 1);
      const page = rows.slice(0, HISTORY_PAGE_SIZE);
      return {
        rounds: page.map((round) => roundView(round, round.game_slug, round.revealed_server_seed)),
        has_more: rows.length > HISTORY_PAGE_SIZE,
      };
    },

    async liveFeed(viewerId: number | null) {
      const entry = (row: repo.FeedRow): FeedEntry => {
        const stake = toApiMinorUnits(BigInt(row.stake_minor));
        const payout = toApiMinorUnits(BigInt(row.payout_minor));
        return {
          id: row.id,
          game: { game_id: row.game_slug, name: row.game_name ?? row.game_slug },
          user: row.user_id === viewerId ? row.user_name : maskNickname(row.user_name),
          time: row.created_at.toISOString(),
          currency: row.currency,
          bet: stake,
          payout,
          multiplier: stake > 0 ? payout / stake : 0,
        };
      };
      const [all, high, user] = await Promise.all([
        repo.feedRounds(pool, { limit: LIVE_FEED_SIZE }),
        repo.feedRounds(pool, { limit: LIVE_FEED_SIZE, minStakeMinor: HIGH_ROLLER_MIN_BET_MINOR }),
        viewerId === null
          ? Promise.resolve([])
          : repo.feedRounds(pool, { limit: LIVE_FEED_SIZE, userId: viewerId }),
      ]);
      return { feeds: { all: all.map(entry), high: high.map(entry), user: user.map(entry) } };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
