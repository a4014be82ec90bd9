import { randomUUID } from 'node:crypto';
import {
  type BlackjackAction,
  DEFAULT_MAX_BET_MINOR,
  DEFAULT_MIN_BET_MINOR,
  DEMO_START_BALANCE_MINOR,
  type FairnessState,
  type FeedEntry,
  GAME_SESSION_TTL_SECONDS,
  type GameSession,
  HIGH_ROLLER_MIN_BET_MINOR,
  HISTORY_PAGE_SIZE,
  LAUNCH_TOKEN_TTL_SECONDS,
  LIVE_FEED_SIZE,
  MAX_PAYOUT_MINOR,
  type RoundOutcome,
  type RoundParams,
  type RoundRequest,
  type RoundResult,
  type SeedRotation,
} from '@satsino/contract/games';
import type { Currency } from '@satsino/contract/money';
import { toApiMinorUnits } from '@satsino/contract/money';
import { InvalidRoundError } from '@satsino/fairness/payout';
import { type Engine, maxPossiblePayout, playRound } from '@satsino/fairness/play';
import { createRandomStream } from '@satsino/fairness/random';
import { hashServerSeed, newClientSeed, newServerSeed } from '@satsino/fairness/seeds';
import type pg from 'pg';
import { hashToken, newOpaqueToken } from '../../platform/secure-tokens.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { InsufficientFundsError } from '../ledger/ledger.errors.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import type { ProviderWallet } from './provider-wallet.js';

/** Per-variant table limits (minor units); every other game uses the contract's defaults. */
const TABLE_LIMITS: Record<string, { min: number; max: number }> = {
  'blackjack:vip': { min: 1_000, max: 1_000_000 },
  'roulette:royale': { min: 100, max: 250_000 },
};

export function gameLimits(game: { engine: string; variant: string }) {
  const limits = TABLE_LIMITS[`${game.engine}:${game.variant}`];
  return {
    min_bet: limits?.min ?? DEFAULT_MIN_BET_MINOR,
    max_bet: limits?.max ?? DEFAULT_MAX_BET_MINOR,
    max_payout: MAX_PAYOUT_MINOR,
  };
}

/** Masks a nickname for other players: the first two letters and ***. */
export function maskNickname(name: string): string {
  return `${[...name].slice(0, 2).join('')}***`;
}

/** A round as the player reads it, in the answer to a play and in the history. */
function roundView(round: repo.RoundRow, gameSlug: string): Omit<RoundResult, 'balance'> {
  const stake = Number(round.stake_minor);
  const payout = Number(round.payout_minor);
  return {
    round_id: round.id,
    game_id: gameSlug,
    mode: round.mode,
    status: round.status,
    bet: stake,
    payout,
    multiplier: stake > 0 ? payout / stake : 0,
    outcome: round.outcome as RoundOutcome,
    fairness: {
      server_seed_hash: round.server_seed_hash,
      client_seed: round.client_seed,
      nonce: round.nonce + 1,
      round_nonce: round.nonce,
    },
    created_at: round.created_at.toISOString(),
  };
}

const PG_UNIQUE_VIOLATION = '23505';
const uniqueViolation = (error: unknown, constraint: string) =>
  (error as { code?: string; constraint?: string })?.code === PG_UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === constraint;

export interface GamesServiceDeps {
  pool: pg.Pool;
  wallet: ProviderWallet;
  findGame: (gameId: string) => Promise<PlayableGame | undefined>;
  findGameById: (id: number) => Promise<PlayableGame | undefined>;
  userCurrency: (userId: number) => Promise<Currency>;
  /** The largest stake the bonus programme allows now, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
  now: () => Date;
}

type Session = repo.SessionRow;

export function createGamesService(deps: GamesServiceDeps) {
  const { pool, wallet, now } = deps;
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);

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

  async function newPair(db: repo.Queryable, userId: number | null, clientSeed?: string) {
    const serverSeed = newServerSeed();
    return repo.insertPair(db, {
      userId,
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: clientSeed ?? newClientSeed(),
    });
  }

  async function userPair(userId: number): Promise<repo.PairRow> {
    const existing = await repo.activeUserPair(pool, userId);
    if (existing) return existing;
    const created = await newPair(pool, userId);
    // Another request made it first: use that one.
    return created ?? (await repo.activeUserPair(pool, userId)) ?? (await userPair(userId));
  }

  async function currentPair(session: Session): Promise<repo.PairRow> {
    if (session.mode === 'real') return userPair(session.user_id as number);
    const pair = await repo.pairById(pool, session.seed_pair_id as number);
    if (!pair) throw new Error(`demo session ${session.id} has no seed pair`);
    return pair;
  }

  const fairnessOf = (pair: repo.PairRow): FairnessState => ({
    server_seed_hash: pair.server_seed_hash,
    client_seed: pair.client_seed,
    nonce: pair.next_nonce,
  });

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

  function requireBet(game: PlayableGame, bet: number, params: RoundParams): void {
    const limits = gameLimits(game);
    if (bet < limits.min_bet || bet > limits.max_bet) throw gamesErrors.betOutOfRange();
    const best = guarded(() =>
      maxPossiblePayout({
        engine: game.engine as Engine,
        variant: game.variant,
        betMinor: bet,
        params,
      }),
    );
    if (best > limits.max_payout) throw gamesErrors.payoutTooHigh();
  }

  /** Engine rule failures are the player's input: 422 on the field at fault. */
  function guarded<T>(run: () => T): T {
    try {
      return run();
    } catch (error) {
      if (error instanceof InvalidRoundError) {
        if (error.field === 'action') throw gamesErrors.actionNotAllowed();
        throw gamesErrors.invalid(error.field, error.message);
      }
      throw error;
    }
  }

  async function payWins(round: repo.RoundRow, doubled: boolean): Promise<void> {
    if (round.mode !== 'real') return;
    await payRoundWins({
      userId: round.user_id as number,
      roundRef: round.round_ref,
      payoutMinor: BigInt(round.payout_minor),
      doubled,
    });
  }

  /** Pays a real-money round's win; its keys make a second call (recovery) move nothing. */
  async function payRoundWins({
    userId,
    roundRef,
    payoutMinor: payout,
    doubled,
  }: {
    userId: number;
    roundRef: string;
    payoutMinor: bigint;
    doubled: boolean;
  }): Promise<void> {
    if (payout === 0n) return;
    // A doubled hand's win is paid half on each stake, back to the balances each came from.
    const parts = doubled
      ? [
          { bet: `${roundRef}:bet`, amount: payout / 2n },
          { bet: `${roundRef}:double`, amount: payout - payout / 2n },
        ]
      : [{ bet: `${roundRef}:bet`, amount: payout }];
    for (const part of parts) {
      await wallet.win({
        userId,
        transactionId: `${part.bet}:win`,
        betTransactionId: part.bet,
        amountMinor: part.amount,
      });
    }
  }

  async function placeStake(
    session: Session,
    game: PlayableGame,
    transactionId: string,
    roundRef: string,
    amount: number,
  ) {
    try {
      await wallet.bet({
        userId: session.user_id as number,
        currency: session.currency,
        transactionId,
        roundId: roundRef,
        game: game.game_id,
        amountMinor: BigInt(amount),
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw gamesErrors.insufficientFunds();
      throw error;
    }
  }

  async function playReal(session: Session, game: PlayableGame, request: RoundRequest) {
    const userId = session.user_id as number;
    const key = request.idempotency_key ?? null;
    if (key) {
      const first = await repo.roundByKey(pool, { userId, sessionId: session.id }, key);
      if (first) return first;
    }
    const cap = await deps.maxStakeMinor(userId);
    if (cap !== null && request.bet > cap) throw gamesErrors.betAboveBonusMax();
    if (game.engine === 'blackjack' && (await repo.openRound(pool, session))) {
      throw gamesErrors.roundInProgress();
    }
    const roundRef = key ? `u${userId}:k:${key}` : `r:${randomUUID()}`;
    const pair = await userPair(userId);
    await placeStake(session, game, `${roundRef}:bet`, roundRef, request.bet);
    let round: repo.RoundRow;
    try {
      round = await repo.withTransaction(pool, (client) =>
        settleInto(client, session, game, request, roundRef, pair.id),
      );
    } catch (error) {
      if (key && uniqueViolation(error, 'game_rounds_user_idempotency_key')) {
        // The same request ran at the same time: its round owns this (replayed) bet.
        const first = await repo.roundByKey(pool, { userId, sessionId: session.id }, key);
        if (first) return first;
      }
      await wallet.rollback({
        userId,
        transactionId: `${roundRef}:bet:rollback`,
        betTransactionId: `${roundRef}:bet`,
      });
      if (uniqueViolation(error, 'game_rounds_open_real_key')) throw gamesErrors.roundInProgress();
      throw error;
    }
    await payWins(round, false);
    return round;
  }

  /** Takes a nonce, plays and records the round, inside the caller's transaction. */
  async function settleInto(
    client: pg.PoolClient,
    session: Session,
    game: PlayableGame,
    request: RoundRequest,
    roundRef: string,
    pairId: number,
  ): Promise<repo.RoundRow> {
    const seed = await repo.takeNonce(client, pairId);
    // The pair was rotated between reading and playing: play on the new one.
    const taken = seed ?? (await takeFromActive(client, session));
    const played = guarded(() =>
      playRound({
        random: createRandomStream({
          serverSeed: taken.server_seed,
          clientSeed: taken.client_seed,
          nonce: taken.nonce,
        }),
        engine: game.engine as Engine,
        variant: game.variant,
        betMinor: request.bet,
        params: request.params,
      }),
    );
    return repo.insertRound(client, {
      sessionId: session.id,
      userId: session.mode === 'real' ? session.user_id : null,
      gameId: game.id,
      mode: session.mode,
      currency: session.currency,
      status: played.finished ? 'settled' : 'in_progress',
      roundRef,
      idempotencyKey: request.idempotency_key ?? null,
      betMinor: request.bet,
      stakeMinor: played.stakeMinor,
      payoutMinor: played.payoutMinor,
      params: request.params,
      outcome: played.outcome,
      seedPairId: taken.id,
      serverSeedHash: taken.server_seed_hash,
      clientSeed: taken.client_seed,
      nonce: taken.nonce,
      settledAt: played.finished ? now() : null,
    });
  }

  async function takeFromActive(client: pg.PoolClient, session: Session) {
    const active =
      session.mode === 'real'
        ? await repo.activeUserPair(client, session.user_id as number)
        : { id: (await repo.lockSession(client, session.id)).seed_pair_id as number };
    const taken = active && (await repo.takeNonce(client, active.id));
    if (!taken) throw new Error('no active seed pair to play on');
    return taken;
  }

  async function playDemo(session: Session, game: PlayableGame, request: RoundRequest) {
    const key = request.idempotency_key ?? null;
    if (key) {
      const first = await repo.roundByKey(pool, { userId: null, sessionId: session.id }, key);
      if (first) return first;
    }
    try {
      return await repo.withTransaction(pool, async (client) => {
        const locked = await repo.lockSession(client, session.id);
        const balance = BigInt(locked.demo_balance_minor ?? '0');
        if (balance < BigInt(request.bet)) throw gamesErrors.insufficientDemoFunds();
        const round = await settleInto(
          client,
          locked,
          game,
          request,
          `d:${randomUUID()}`,
          locked.seed_pair_id as number,
        );
        const after = balance - BigInt(round.stake_minor) + BigInt(round.payout_minor);
        await repo.setDemoBalance(client, session.id, after);
        return round;
      });
    } catch (error) {
      if (uniqueViolation(error, 'game_rounds_open_demo_key')) throw gamesErrors.roundInProgress();
      if (key && uniqueViolation(error, 'game_rounds_session_idempotency_key')) {
        const first = await repo.roundByKey(pool, { userId: null, sessionId: session.id }, key);
        if (first) return first;
      }
      throw error;
    }
  }

  return {
    payRoundWins,

    /** A launch URL for the game host page with a single-use token in its fragment. */
    async launch(gameId: string, player: { userId: number } | null): Promise<string> {
      const game = await requireGame(gameId);
      if (!player && !game.supports_demo) throw gamesErrors.demoUnavailable();
      const token = newOpaqueToken();
      await repo.insertLaunchToken(pool, {
        tokenHash: hashToken(token),
        userId: player?.userId ?? null,
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
          gameId: game.id,
          mode: 'real',
          currency: await deps.userCurrency(userId),
          seedPairId: null,
          demoBalanceMinor: null,
          expiresAt: later(GAME_SESSION_TTL_SECONDS),
        });
      } else {
        session = await repo.withTransaction(pool, async (client) => {
          const pair = await newPair(client, null);
          if (!pair) throw new Error('a demo seed pair is always new');
          return repo.insertSession(client, {
            tokenHash: hashToken(token),
            userId: null,
            gameId: game.id,
            mode: 'demo',
            currency: 'USD',
            seedPairId: pair.id,
            demoBalanceMinor: BigInt(DEMO_START_BALANCE_MINOR),
            expiresAt: later(GAME_SESSION_TTL_SECONDS),
          });
        });
      }
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
        fairness: fairnessOf(await currentPair(session)),
      };
    },

    /** The live session of a game session token (401 when it ended). */
    async requireSession(token: string | undefined): Promise<Session> {
      if (!token) throw gamesErrors.sessionExpired();
      const session = await repo.touchSession(
        pool,
        hashToken(token),
        now(),
        later(GAME_SESSION_TTL_SECONDS),
      );
      if (!session) throw gamesErrors.sessionExpired();
      return session;
    },

    async fairness(session: Session): Promise<FairnessState> {
      return fairnessOf(await currentPair(session));
    },

    /** Ends the seed pair (its server seed revealed) and starts a new one. */
    async rotate(session: Session, clientSeed?: string): Promise<SeedRotation> {
      if (session.mode === 'real') await userPair(session.user_id as number);
      return repo.withTransaction(pool, async (client) => {
        const pairId =
          session.mode === 'real'
            ? (await repo.activeUserPair(client, session.user_id as number, true))?.id
            : (await repo.lockSession(client, session.id)).seed_pair_id;
        if (!pairId) throw new Error('a session always has a seed pair');
        // The hand in progress was dealt from this seed: revealing it would show the next cards.
        if (await repo.hasOpenRoundOnPair(client, pairId)) throw gamesErrors.roundInProgress();
        const revealed = await repo.revealPair(client, pairId, now());
        if (!revealed) throw gamesErrors.roundInProgress();
        const next = await newPair(
          client,
          session.mode === 'real' ? session.user_id : null,
          clientSeed,
        );
        if (!next) throw new Error('the old pair was just ended');
        if (session.mode === 'demo') await repo.setSessionPair(client, session.id, next.id);
        return {
          revealed: {
            server_seed: revealed.server_seed,
            server_seed_hash: revealed.server_seed_hash,
            client_seed: revealed.client_seed,
            rounds: revealed.next_nonce,
          },
          current: fairnessOf(next),
        };
      });
    },

    async play(session: Session, request: RoundRequest): Promise<RoundResult> {
      const game = await sessionGame(session);
      requireBet(game, request.bet, request.params);
      const round =
        session.mode === 'real'
          ? await playReal(session, game, request)
          : await playDemo(session, game, request);
      return present(round, session, game.game_id);
    },

    async act(session: Session, roundId: number, action: BlackjackAction): Promise<RoundResult> {
      const game = await sessionGame(session);
      const round = await repo.roundForSession(pool, session, roundId);
      if (!round) throw gamesErrors.roundNotFound();
      if (round.status !== 'in_progress') throw gamesErrors.actionNotAllowed();
      const actions = [...(round.actions as BlackjackAction[]), action];
      const serverSeed = await repo.seedForRound(pool, round.seed_pair_id);
      const betMinor = Number(round.bet_minor);
      const played = guarded(() =>
        playRound({
          random: createRandomStream({
            serverSeed,
            clientSeed: round.client_seed,
            nonce: round.nonce,
          }),
          engine: game.engine as Engine,
          variant: game.variant,
          betMinor,
          params: round.params as RoundParams,
          actions,
        }),
      );
      const doubling = action === 'double';
      const record = (client: repo.Queryable) =>
        repo.updateHand(client, {
          id: round.id,
          previousActions: actions.length - 1,
          actions,
          outcome: played.outcome,
          stakeMinor: played.stakeMinor,
          payoutMinor: played.payoutMinor,
          settledAt: played.finished ? now() : null,
        });
      let updated: repo.RoundRow | undefined;
      if (session.mode === 'real') {
        if (doubling) {
          // Doubling makes the hand's bet twice the stake: the maximum bet counts the whole hand.
          const cap = await deps.maxStakeMinor(session.user_id as number);
          if (cap !== null && 2 * betMinor > cap) throw gamesErrors.betAboveBonusMax();
        }
        if (doubling)
          await placeStake(session, game, `${round.round_ref}:double`, round.round_ref, betMinor);
        updated = await record(pool);
        if (!updated) {
          if (doubling) {
            await wallet.rollback({
              userId: session.user_id as number,
              transactionId: `${round.round_ref}:double:rollback`,
              betTransactionId: `${round.round_ref}:double`,
            });
          }
          throw gamesErrors.actionNotAllowed();
        }
        if (played.finished)
          await payWins(updated, played.outcome.engine === 'blackjack' && played.outcome.doubled);
      } else {
        updated = await repo.withTransaction(pool, async (client) => {
          const locked = await repo.lockSession(client, session.id);
          let balance = BigInt(locked.demo_balance_minor ?? '0');
          if (doubling) {
            if (balance < BigInt(betMinor)) throw gamesErrors.insufficientDemoFunds();
            balance -= BigInt(betMinor);
          }
          const hand = await record(client);
          if (!hand) throw gamesErrors.actionNotAllowed();
          balance += BigInt(hand.payout_minor);
          await repo.setDemoBalance(client, session.id, balance);
          return hand;
        });
      }
      return present(updated, session, game.game_id);
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
        rounds: page.map((round) => roundView(round, round.game_slug)),
        has_more: rows.length > HISTORY_PAGE_SIZE,
      };
    },

    async liveFeed(viewerId: number | null) {
      const entry = (row: repo.FeedRow): FeedEntry => {
        const stake = Number(row.stake_minor);
        const payout = Number(row.payout_minor);
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
