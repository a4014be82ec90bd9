import {
  DEMO_START_BALANCE_MINOR,
  GAME_SESSION_TTL_SECONDS,
  type GameSession,
  LAUNCH_TOKEN_TTL_SECONDS,
} from '@satsino/contract/games';
import { type Currency, toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import type { ProviderWallet } from './provider-wallet.js';
import { gameLimits } from './round-play.js';
import { fairnessOf, type SeedPairs } from './seed-pairs.js';

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

/**
 * Game sessions: a launch token for the game host page, the session it opens (real money for a
 * signed-in player, play money otherwise) and the session a game session token stands for.
 */
export function createGameSessions(deps: {
  pool: pg.Pool;
  wallet: ProviderWallet;
  seeds: SeedPairs;
  findGame: (gameId: string) => Promise<PlayableGame | undefined>;
  findGameById: (id: number) => Promise<PlayableGame | undefined>;
  userCurrency: (userId: number) => Promise<Currency>;
  /** The largest stake the player's bonus allows while it is wagered, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
  now: () => Date;
}) {
  const { pool, wallet, seeds, now } = deps;
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);
  const touch = (): repo.SessionTouch => ({
    now: now(),
    expiresAt: later(GAME_SESSION_TTL_SECONDS),
    touchBefore: later(GAME_SESSION_TTL_SECONDS - SESSION_TOUCH_INTERVAL_SECONDS),
  });

  async function requireGame(gameId: string): Promise<PlayableGame> {
    const game = await deps.findGame(gameId);
    if (!game) throw gamesErrors.gameNotFound();
    if (game.launch_path) throw gamesErrors.ownPage(game.launch_path);
    return game;
  }

  /** The session's balances: play money for a demo, else the player's wallet. */
  async function balanceOf(session: repo.SessionRow) {
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

  return {
    balanceOf,

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
      let session: repo.SessionRow;
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
        limits: {
          ...gameLimits(game),
          // Shown beside the bet field before it bites (issue 16); the round still checks it.
          max_bet_while_wagering:
            session.mode === 'real' ? await deps.maxStakeMinor(session.user_id as number) : null,
        },
        balance: await balanceOf(session),
        fairness: fairnessOf(await seeds.currentPair(session)),
      };
    },

    /** The live session of a game session token (401 when it, or its sign-in, ended). */
    async requireSession(token: string | undefined): Promise<repo.SessionRow> {
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
  };
}
