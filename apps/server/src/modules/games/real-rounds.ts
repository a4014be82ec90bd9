import { randomUUID } from 'node:crypto';
import type { RoundAction, RoundOutcome, RoundParams, RoundRequest } from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { BetKeyUsedError } from '../ledger/bets.js';
import { InsufficientFundsError, ledgerErrors } from '../ledger/ledger.errors.js';
import { stakeOfAction, winParts } from './blackjack-stakes.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import type { ProviderWallet, WalletMoves } from './provider-wallet.js';
import { playFromSeed } from './round-play.js';
import { requireStepWithinPayout } from './round-steps.js';
import { isSameRoundRequest } from './round-view.js';

type Session = repo.SessionRow;

/** A recorded round's win, as the ledger pays it. */
export interface RoundWin {
  userId: number;
  roundRef: string;
  payoutMinor: bigint;
  /** The settled outcome and the bet: which stakes won (a blackjack hand's, blackjack-stakes.ts). */
  outcome: unknown;
  betMinor: number;
}

/**
 * Pays a real-money round's win back to the balances its stakes came from. Its keys derive from
 * the round, so paying again (a replay, the recovery pass) moves nothing.
 */
export async function payRoundWin(moves: WalletMoves, win: RoundWin): Promise<void> {
  if (win.payoutMinor === 0n) return;
  for (const part of winParts(win.outcome as RoundOutcome, win.betMinor, win.payoutMinor)) {
    const bet = `${win.roundRef}:${part.stake}`;
    await moves.win({
      userId: win.userId,
      transactionId: `${bet}:win`,
      betTransactionId: bet,
      amountMinor: part.amountMinor,
    });
  }
}

/** What a round needs that the read of its session brought along. */
export interface RoundContext {
  session: Session;
  game: PlayableGame;
  /** The player's active pair as that read found it; absent before the player's first round. */
  pair: repo.RoundPairRow | undefined;
  /** Whether the player had responsible-gambling rules when that read ran. */
  playerHasRules?: boolean;
}

/** A round and, when this request played it, the balances right after it. */
export interface PlayedRound {
  round: repo.RoundRow;
  balances: { cashMinor: bigint; bonusMinor: bigint } | null;
}

/**
 * Real-money rounds. A round is one statement (games.repo's playRealRound): it takes the nonce of
 * the pair the round was played from, takes the stake, pays the win and records the round, all or
 * nothing, so no request, however it races another or dies half-way, leaves a stake without its
 * round, a round without its win or a nonce without its round, and no loser of a race undoes the
 * winner's money. The round is played in Node from the pair the session's read brought; if the
 * pair moved on meanwhile (the player's other rounds, a rotation, another process) the statement
 * writes nothing and the round is played again with the pair locked first, as rotations lock it,
 * so the second try cannot miss. A request whose idempotency key made a round answers that round
 * (same game, bet and parameters) or 409.
 */
export function createRealRounds(deps: {
  pool: pg.Pool;
  wallet: ProviderWallet;
  /** Makes sure the player has an active seed pair, its next seed committed. */
  ensurePair: (userId: number) => Promise<unknown>;
  /** The largest stake the bonus programme allows now, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
  /** No cap of the bonus programme is below this: a stake up to it needs no look-up. */
  lowestStakeCapMinor: number;
  now: () => Date;
}) {
  const { pool, wallet, now } = deps;

  /** Takes a stake inside the round's transaction; a stake already taken under its key is a conflict. */
  async function stake(
    moves: WalletMoves,
    session: Session,
    game: PlayableGame,
    input: { transactionId: string; roundRef: string; amountMinor: number },
  ): Promise<void> {
    let placed: { replayed: boolean };
    try {
      placed = await moves.bet({
        userId: session.user_id as number,
        currency: session.currency,
        transactionId: input.transactionId,
        roundId: input.roundRef,
        game: game.game_id,
        amountMinor: BigInt(input.amountMinor),
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw gamesErrors.insufficientFunds();
      throw error;
    }
    // The round and its stake are written together, so a stake under this key without the round
    // is one an older process left behind: this key cannot make a new round.
    if (placed.replayed) throw ledgerErrors.idempotencyConflict();
  }

  function replayOf(first: repo.RoundRow, game: PlayableGame, request: RoundRequest) {
    if (!isSameRoundRequest(first, game.id, request)) throw ledgerErrors.idempotencyConflict();
    return first;
  }

  /** The round its key made: the answer to a retry, or 409 when the key took a stake but made none. */
  async function firstRound(
    session: Session,
    game: PlayableGame,
    request: RoundRequest,
  ): Promise<PlayedRound> {
    const key = request.idempotency_key;
    const first =
      key === undefined
        ? undefined
        : await repo.roundByKey(pool, { userId: session.user_id, sessionId: session.id }, key);
    if (!first) throw ledgerErrors.idempotencyConflict();
    return { round: replayOf(first, game, request), balances: null };
  }

  /** The player's active pair with its seed, made (and its next seed committed) if need be. */
  async function pairToPlay(userId: number): Promise<repo.RoundPairRow> {
    await deps.ensurePair(userId);
    const pair = await repo.roundPair(pool, userId);
    if (!pair) throw new Error(`player ${userId} has no active seed pair`);
    return pair;
  }

  return {
    async play(context: RoundContext, request: RoundRequest): Promise<PlayedRound> {
      const { session, game } = context;
      const userId = session.user_id as number;
      const key = request.idempotency_key ?? null;
      if (request.bet > deps.lowestStakeCapMinor) {
        const cap = await deps.maxStakeMinor(userId);
        if (cap !== null && request.bet > cap) {
          // A retry of a round played before the cap applied still answers that round.
          const first =
            key === null
              ? undefined
              : await repo.roundByKey(pool, { userId, sessionId: session.id }, key);
          if (first) return { round: replayOf(first, game, request), balances: null };
          throw gamesErrors.betAboveBonusMax();
        }
      }
      const roundRef = key ? `u${userId}:k:${key}` : `r:${randomUUID()}`;

      /** Plays the round from `pair` at its next nonce and writes it, if the pair is still there. */
      const attempt = (moves: WalletMoves, pair: repo.RoundPairRow) => {
        const played = playFromSeed({
          game,
          seed: {
            serverSeed: pair.server_seed,
            clientSeed: pair.client_seed,
            nonce: pair.next_nonce,
          },
          betMinor: request.bet,
          params: request.params,
        });
        return moves.settledBet(
          {
            userId,
            currency: session.currency,
            transactionId: `${roundRef}:bet`,
            roundId: roundRef,
            game: game.game_id,
            amountMinor: BigInt(request.bet),
            // A hand still in play is paid by the action that ends it.
            winMinor: played.finished ? BigInt(played.payoutMinor) : 0n,
            winTransactionId: `${roundRef}:bet:win`,
            playerHasRules: context.playerHasRules,
          },
          (client, values) =>
            repo.playRealRound(client, values, {
              pairId: pair.id,
              userId,
              nonce: pair.next_nonce,
              idempotencyKey: key,
              sessionId: session.id,
              gameId: game.id,
              currency: session.currency,
              status: played.finished ? 'settled' : 'in_progress',
              roundRef,
              betMinor: request.bet,
              stakeMinor: played.stakeMinor,
              payoutMinor: played.payoutMinor,
              params: request.params,
              outcome: played.outcome,
              settledAt: played.finished ? now() : null,
            }),
        );
      };

      let written: repo.PlayedRealRound;
      try {
        const pair =
          context.pair && context.pair.next_server_seed_hash !== null
            ? context.pair
            : await pairToPlay(userId);
        written = await attempt(wallet, pair);
        if (written.kind === 'stale') {
          written = await wallet.transact(
            { userId, currency: session.currency },
            async (moves, client) => {
              // The seeds lock first, then the pair's row: the order a rotation takes them in.
              await repo.lockPlayerSeeds(client, userId);
              const locked = await repo.roundPair(client, userId, true);
              if (!locked) throw new Error(`player ${userId} has no active seed pair`);
              const again = await attempt(moves, locked);
              if (again.kind === 'stale') {
                throw new Error(`the seed pair of player ${userId} moved while it was locked`);
              }
              return again;
            },
          );
        }
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw gamesErrors.insufficientFunds();
        if (isUniqueViolation(error, 'game_rounds_open_real_key')) {
          throw gamesErrors.roundInProgress();
        }
        // A copy of this request recorded its round first (or an older process left its stake).
        if (
          error instanceof BetKeyUsedError ||
          isUniqueViolation(error, 'game_rounds_user_idempotency_key') ||
          isUniqueViolation(error, 'game_rounds_round_ref_key')
        ) {
          return firstRound(session, game, request);
        }
        throw error;
      }
      if (written.kind === 'key-used') return firstRound(session, game, request);
      if (written.kind === 'round-open') throw gamesErrors.roundInProgress();
      return { round: written.round, balances: written.balances };
    },

    /**
     * An action of a round in steps (a blackjack hand, a Mines board, a HiLo round), in one
     * transaction with the round locked: a double's, a split's or the insurance's stake
     * (blackjack-stakes.ts), the round's new state and its win commit together. With `actionIndex`, a retry of the same action answers the round as it
     * is and a different one is a 409; a round already settled is a 409. A step whose win could
     * pay above the maximum payout is refused before anything moves (round-steps.ts).
     */
    async act(
      session: Session,
      game: PlayableGame,
      roundId: number,
      action: RoundAction,
      actionIndex: number | undefined,
    ) {
      const userId = session.user_id as number;
      const seen = await repo.roundForSession(pool, session, roundId);
      if (!seen) throw gamesErrors.roundNotFound();
      const betMinor = toApiMinorUnits(BigInt(seen.bet_minor));
      // A double, a split or insurance raises the hand's stake: the maximum bet counts the whole
      // hand, checked below once the action is known to be allowed.
      const cap =
        action === 'double' || action === 'split' || action === 'insurance'
          ? await deps.maxStakeMinor(userId)
          : null;
      return wallet.transact({ userId, currency: session.currency }, async (moves, client) => {
        const round = await repo.roundForSession(client, session, roundId, true);
        if (!round) throw gamesErrors.roundNotFound();
        const taken = round.actions as RoundAction[];
        if (actionIndex !== undefined && actionIndex !== taken.length) {
          if (taken[actionIndex] === action) return round;
          throw gamesErrors.roundMovedOn();
        }
        if (round.status !== 'in_progress') throw gamesErrors.roundSettled();
        requireStepWithinPayout(game, { outcome: round.outcome, betMinor }, action);
        const actions = [...taken, action];
        const played = playFromSeed({
          game,
          seed: {
            serverSeed: await repo.seedForRound(client, round.seed_pair_id),
            clientSeed: round.client_seed,
            nonce: round.nonce,
          },
          betMinor,
          params: round.params as RoundParams,
          actions,
        });
        const extra = stakeOfAction(round.outcome as RoundOutcome, action, betMinor);
        const stakedBefore = toApiMinorUnits(BigInt(round.stake_minor));
        if (played.stakeMinor !== stakedBefore + (extra?.amountMinor ?? 0)) {
          throw new Error(`hand ${round.id}: stake ${stakedBefore} became ${played.stakeMinor}`);
        }
        if (extra) {
          if (cap !== null && played.stakeMinor > cap) throw gamesErrors.betAboveBonusMax();
          await stake(moves, session, game, {
            transactionId: `${round.round_ref}:${extra.name}`,
            roundRef: round.round_ref,
            amountMinor: extra.amountMinor,
          });
        }
        const updated = await repo.updateHand(client, {
          id: round.id,
          previousActions: taken.length,
          actions,
          outcome: played.outcome,
          stakeMinor: played.stakeMinor,
          payoutMinor: played.payoutMinor,
          settledAt: played.finished ? now() : null,
        });
        if (!updated) throw new Error(`hand ${round.id} changed while it was locked`);
        if (played.finished) {
          await payRoundWin(moves, {
            userId,
            roundRef: round.round_ref,
            payoutMinor: BigInt(updated.payout_minor),
            outcome: played.outcome,
            betMinor,
          });
        }
        return updated;
      });
    },
  };
}
export type RealRounds = ReturnType<typeof createRealRounds>;
