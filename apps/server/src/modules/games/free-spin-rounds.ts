import type { FreeSpinProgress, RoundRequest } from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import type { BonusRules } from '../../platform/module-services.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import type { FreeSpinState } from '../bonuses/bonuses.service.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { ledgerErrors } from '../ledger/ledger.errors.js';
import type { Ledger } from '../ledger/ledger.service.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import { playFromSeed } from './round-play.js';

type Session = repo.SessionRow;

/** A free-spin round and the spins' state after it. */
export interface PlayedFreeSpin {
  round: repo.RoundRow;
  progress: FreeSpinProgress;
}

export function freeSpinProgress(state: FreeSpinState, number: number): FreeSpinProgress {
  return {
    bonus_id: state.bonusId,
    number,
    total: state.total,
    left: Math.max(0, state.total - state.used),
    stake: toApiMinorUnits(state.stakeMinor),
    won: toApiMinorUnits(state.wonMinor),
    expires_at: state.expiresAt.toISOString(),
  };
}

/**
 * Free spins (issue 14): a slot round played from the player's seed pair like any other (the
 * same nonce sequence, the same engine, so the verifier reproduces it), whose bet is the spin's
 * fixed stake and whose stake is nothing. One transaction, under the bonus programme's lock of
 * the player and then the seeds' (the order a settlement and a rotation take them in): the spin
 * is counted, the nonce taken, the round recorded and its win paid into the bonus balance, all or
 * nothing. Two copies of one request (one idempotency key) take turns on the lock; the second
 * finds the first's round and answers it, so one spin is played.
 */
export function createFreeSpinRounds(deps: {
  pool: pg.Pool;
  ledger: Ledger;
  bonuses: BonusRules;
  /** Makes sure the player has an active seed pair, its next seed committed. */
  ensurePair: (userId: number) => Promise<unknown>;
  now: () => Date;
}) {
  const { ledger, bonuses } = deps;

  /** A retry's answer: the round its key made, when that was this game's free spin. */
  async function replay(round: repo.RoundRow, game: PlayableGame): Promise<PlayedFreeSpin> {
    if (round.game_id !== game.id || round.free_spin_bonus_id === null) {
      throw ledgerErrors.idempotencyConflict();
    }
    const bonusId = round.free_spin_bonus_id;
    const state = await ledger.transact((work) => bonuses.freeSpinState(work, bonusId));
    return { round, progress: freeSpinProgress(state, round.free_spin_number ?? 0) };
  }

  return {
    async play(session: Session, game: PlayableGame, request: RoundRequest) {
      if (session.mode !== 'real' || session.user_id === null) {
        throw gamesErrors.freeSpinsRealMoneyOnly();
      }
      const userId = session.user_id;
      const key = request.idempotency_key ?? null;
      const scope = { userId, sessionId: session.id };
      if (key !== null) {
        const first = await repo.roundByKey(deps.pool, scope, key);
        if (first) return replay(first, game);
      }
      if (game.engine !== 'slots') throw gamesErrors.freeSpinsUnavailable();
      await deps.ensurePair(userId);
      let outcome: PlayedFreeSpin | { replayOf: repo.RoundRow };
      try {
        outcome = await ledger.transact(async (work) => {
          const { client } = work;
          // The programme's lock first: a copy of this request waits here for the first, then
          // finds its round before it takes a spin.
          await bonuses.lockPlayerBonuses(work, userId);
          if (key !== null) {
            const first = await repo.roundByKey(client, scope, key);
            if (first) return { replayOf: first };
          }
          const ticket = await bonuses.takeFreeSpin(work, userId, game.game_id);
          if (!ticket) throw gamesErrors.freeSpinsUnavailable();
          await repo.lockPlayerSeeds(client, userId);
          const pair = await repo.roundPair(client, userId, true);
          if (!pair) throw new Error(`player ${userId} has no active seed pair`);
          const stakeMinor = Number(ticket.stakeMinor);
          const params = { engine: 'slots' as const };
          const played = playFromSeed({
            game,
            seed: {
              serverSeed: pair.server_seed,
              clientSeed: pair.client_seed,
              nonce: pair.next_nonce,
            },
            betMinor: stakeMinor,
            params,
          });
          const taken = await repo.takeNonce(client, pair.id);
          if (!taken || taken.nonce !== pair.next_nonce) {
            throw new Error(`the seed pair of player ${userId} moved while it was locked`);
          }
          const roundRef = `u${userId}:fs:${ticket.bonusId}:${ticket.number}`;
          const round = await repo.insertRound(client, {
            sessionId: session.id,
            userId,
            gameId: game.id,
            mode: 'real',
            currency: session.currency,
            status: 'settled',
            roundRef,
            idempotencyKey: key,
            betMinor: stakeMinor,
            stakeMinor: 0,
            payoutMinor: played.payoutMinor,
            params,
            outcome: played.outcome,
            seedPairId: pair.id,
            serverSeedHash: pair.server_seed_hash,
            clientSeed: pair.client_seed,
            nonce: pair.next_nonce,
            settledAt: deps.now(),
            freeSpin: { bonusId: ticket.bonusId, number: ticket.number },
          });
          await bonuses.creditFreeSpinWin(work, ticket, BigInt(played.payoutMinor), roundRef);
          const state = await bonuses.freeSpinState(work, ticket.bonusId);
          return { round, progress: freeSpinProgress(state, ticket.number) };
        });
      } catch (error) {
        // Only a copy that got past the lock some other way could meet the key's index: answer
        // the round the key made.
        if (key !== null && isUniqueViolation(error, 'game_rounds_user_idempotency_key')) {
          const first = await repo.roundByKey(deps.pool, scope, key);
          if (first) return replay(first, game);
        }
        throw error;
      }
      if ('replayOf' in outcome) return replay(outcome.replayOf, game);
      return outcome;
    },

    /** The session's player's spins on this game that can be played now, or null. */
    async state(session: Session, game: PlayableGame): Promise<FreeSpinProgress | null> {
      if (session.mode !== 'real' || session.user_id === null) return null;
      const state = await bonuses.freeSpinsFor(session.user_id, game.game_id);
      return state === null ? null : freeSpinProgress(state, state.used);
    },
  };
}
export type FreeSpinRounds = ReturnType<typeof createFreeSpinRounds>;
