import { randomUUID } from 'node:crypto';
import type { BlackjackAction, RoundParams, RoundRequest } from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { InsufficientFundsError, ledgerErrors } from '../ledger/ledger.errors.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import type { ProviderWallet, WalletMoves } from './provider-wallet.js';
import { playFromSeed } from './round-play.js';
import { isSameRoundRequest } from './round-view.js';

type Session = repo.SessionRow;

/** Thrown inside a round's transaction to roll it back and answer the round a key already made. */
class FirstRound {
  constructor(readonly round: repo.RoundRow) {}
}

/** A recorded round's win, as the ledger pays it. */
export interface RoundWin {
  userId: number;
  roundRef: string;
  payoutMinor: bigint;
  /** A doubled blackjack hand: half the win on each of its two stakes. */
  doubled: boolean;
}

/**
 * Pays a real-money round's win back to the balances its stakes came from. Its keys derive from
 * the round, so paying again (a replay, the recovery pass) moves nothing.
 */
export async function payRoundWin(moves: WalletMoves, win: RoundWin): Promise<void> {
  if (win.payoutMinor === 0n) return;
  const parts = win.doubled
    ? [
        { bet: `${win.roundRef}:bet`, amount: win.payoutMinor / 2n },
        { bet: `${win.roundRef}:double`, amount: win.payoutMinor - win.payoutMinor / 2n },
      ]
    : [{ bet: `${win.roundRef}:bet`, amount: win.payoutMinor }];
  for (const part of parts) {
    await moves.win({
      userId: win.userId,
      transactionId: `${part.bet}:win`,
      betTransactionId: part.bet,
      amountMinor: part.amount,
    });
  }
}

/**
 * Real-money rounds. A round is one database transaction: take the next nonce of the player's
 * seed pair (under the player's seeds lock, so a player's rounds take turns), take the stake, record
 * the round and pay its win. They commit together or not at all, so no request, however it races
 * another or dies half-way, leaves a stake without its round or a round without its win, and no
 * loser of a race undoes the winner's money. A request that finds its idempotency key used
 * answers the first round (same game, bet and parameters) or 409.
 */
export function createRealRounds(deps: {
  pool: pg.Pool;
  wallet: ProviderWallet;
  /** Makes sure the player has an active seed pair before a round takes its nonce. */
  ensurePair: (userId: number) => Promise<unknown>;
  /** The largest stake the bonus programme allows now, or null. */
  maxStakeMinor: (userId: number) => Promise<number | null>;
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

  /** Takes the round's nonce; from here the player's other rounds and rotations wait. */
  async function takeNonce(client: repo.Queryable, userId: number) {
    await repo.lockPlayerSeeds(client, userId);
    const taken = await repo.takeUserNonce(client, userId);
    if (!taken) throw new Error(`player ${userId} has no active seed pair`);
    return taken;
  }

  function replayOf(first: repo.RoundRow, game: PlayableGame, request: RoundRequest) {
    if (!isSameRoundRequest(first, game.id, request)) throw ledgerErrors.idempotencyConflict();
    return first;
  }

  const doubledOf = (outcome: unknown) =>
    (outcome as { engine?: string; doubled?: boolean }).engine === 'blackjack' &&
    (outcome as { doubled?: boolean }).doubled === true;

  return {
    async play(session: Session, game: PlayableGame, request: RoundRequest) {
      const userId = session.user_id as number;
      const key = request.idempotency_key ?? null;
      const scope = { userId, sessionId: session.id };
      const player = { userId, currency: session.currency };
      if (key) {
        const first = await repo.roundByKey(pool, scope, key);
        if (first) return replayOf(first, game, request);
      }
      const cap = await deps.maxStakeMinor(userId);
      if (cap !== null && request.bet > cap) throw gamesErrors.betAboveBonusMax();
      if (game.engine === 'blackjack' && (await repo.openRound(pool, session))) {
        throw gamesErrors.roundInProgress();
      }
      await deps.ensurePair(userId);
      const roundRef = key ? `u${userId}:k:${key}` : `r:${randomUUID()}`;
      try {
        return await wallet.transact(player, async (moves, client) => {
          const seed = await takeNonce(client, userId);
          // With the player's seeds locked, a copy of this request that ran first is visible now.
          if (key) {
            const first = await repo.roundByKey(client, scope, key);
            if (first) throw new FirstRound(first);
          }
          const played = playFromSeed({
            game,
            seed: { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce },
            betMinor: request.bet,
            params: request.params,
          });
          await stake(moves, session, game, {
            transactionId: `${roundRef}:bet`,
            roundRef,
            amountMinor: request.bet,
          });
          const round = await repo.insertRound(client, {
            sessionId: session.id,
            userId,
            gameId: game.id,
            mode: 'real',
            currency: session.currency,
            status: played.finished ? 'settled' : 'in_progress',
            roundRef,
            idempotencyKey: key,
            betMinor: request.bet,
            stakeMinor: played.stakeMinor,
            payoutMinor: played.payoutMinor,
            params: request.params,
            outcome: played.outcome,
            seedPairId: seed.id,
            serverSeedHash: seed.server_seed_hash,
            clientSeed: seed.client_seed,
            nonce: seed.nonce,
            settledAt: played.finished ? now() : null,
          });
          if (played.finished) {
            await payRoundWin(moves, {
              userId,
              roundRef,
              payoutMinor: BigInt(round.payout_minor),
              doubled: false,
            });
          }
          return round;
        });
      } catch (error) {
        if (error instanceof FirstRound) return replayOf(error.round, game, request);
        if (isUniqueViolation(error, 'game_rounds_open_real_key')) {
          throw gamesErrors.roundInProgress();
        }
        throw error;
      }
    },

    /**
     * A blackjack action, in one transaction with the hand locked: a double's second stake, the
     * hand's new state and its win commit together. With `actionIndex`, a retry of the same action
     * answers the hand as it is and a different one is a 409; a hand already settled is a 409.
     */
    async act(
      session: Session,
      game: PlayableGame,
      roundId: number,
      action: BlackjackAction,
      actionIndex: number | undefined,
    ) {
      const userId = session.user_id as number;
      const seen = await repo.roundForSession(pool, session, roundId);
      if (!seen) throw gamesErrors.roundNotFound();
      const betMinor = toApiMinorUnits(BigInt(seen.bet_minor));
      const doubling = action === 'double';
      if (doubling) {
        // Doubling makes the hand's bet twice the stake: the maximum bet counts the whole hand.
        const cap = await deps.maxStakeMinor(userId);
        if (cap !== null && 2 * betMinor > cap) throw gamesErrors.betAboveBonusMax();
      }
      return wallet.transact({ userId, currency: session.currency }, async (moves, client) => {
        const round = await repo.roundForSession(client, session, roundId, true);
        if (!round) throw gamesErrors.roundNotFound();
        const taken = round.actions as BlackjackAction[];
        if (actionIndex !== undefined && actionIndex !== taken.length) {
          if (taken[actionIndex] === action) return round;
          throw gamesErrors.roundMovedOn();
        }
        if (round.status !== 'in_progress') throw gamesErrors.roundSettled();
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
        if (doubling) {
          await stake(moves, session, game, {
            transactionId: `${round.round_ref}:double`,
            roundRef: round.round_ref,
            amountMinor: betMinor,
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
            doubled: doubledOf(played.outcome),
          });
        }
        return updated;
      });
    },
  };
}
export type RealRounds = ReturnType<typeof createRealRounds>;
