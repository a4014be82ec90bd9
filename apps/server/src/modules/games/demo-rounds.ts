import { randomUUID } from 'node:crypto';
import type { RoundAction, RoundOutcome, RoundParams, RoundRequest } from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import { isUniqueViolation } from '../../platform/postgres-errors.js';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { ledgerErrors } from '../ledger/ledger.errors.js';
import { inTransaction } from '../ledger/ledger-transaction.js';
import { stakeOfAction } from './blackjack-stakes.js';
import { gamesErrors } from './games.errors.js';
import * as repo from './games.repo.js';
import { playFromSeed } from './round-play.js';
import { requireStepWithinPayout } from './round-steps.js';
import { isSameRoundRequest } from './round-view.js';

type Session = repo.SessionRow;

/** Thrown inside a round's transaction to roll it back and answer the round a key already made. */
class FirstRound {
  constructor(readonly round: repo.RoundRow) {}
}

/**
 * Demo rounds: play money kept on the demo session's row, moved in the same transaction as the
 * round. The session row is locked first, so one session's rounds take turns.
 */
export function createDemoRounds(deps: { pool: pg.Pool; now: () => Date }) {
  const { pool, now } = deps;

  function replayOf(first: repo.RoundRow, game: PlayableGame, request: RoundRequest) {
    if (!isSameRoundRequest(first, game.id, request)) throw ledgerErrors.idempotencyConflict();
    return first;
  }

  return {
    async play(session: Session, game: PlayableGame, request: RoundRequest) {
      const key = request.idempotency_key ?? null;
      const scope = { userId: null, sessionId: session.id };
      if (key) {
        const first = await repo.roundByKey(pool, scope, key);
        if (first) return replayOf(first, game, request);
      }
      try {
        return await inTransaction(pool, async (client) => {
          const locked = await repo.lockSession(client, session.id);
          if (key) {
            const first = await repo.roundByKey(client, scope, key);
            if (first) throw new FirstRound(first);
          }
          const balance = BigInt(locked.demo_balance_minor ?? '0');
          if (balance < BigInt(request.bet)) throw gamesErrors.insufficientDemoFunds();
          const seed = await repo.takeNonce(client, locked.seed_pair_id as number);
          if (!seed) throw new Error(`demo session ${session.id} has no active pair`);
          const played = playFromSeed({
            game,
            seed: { serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce },
            betMinor: request.bet,
            params: request.params,
          });
          const round = await repo.insertRound(client, {
            sessionId: session.id,
            userId: null,
            gameId: game.id,
            mode: 'demo',
            currency: session.currency,
            status: played.finished ? 'settled' : 'in_progress',
            roundRef: `d:${randomUUID()}`,
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
          const after = balance - BigInt(round.stake_minor) + BigInt(round.payout_minor);
          await repo.setDemoBalance(client, session.id, after);
          return round;
        });
      } catch (error) {
        if (error instanceof FirstRound) return replayOf(error.round, game, request);
        if (isUniqueViolation(error, 'game_rounds_open_demo_key')) {
          throw gamesErrors.roundInProgress();
        }
        throw error;
      }
    },

    /** An action of a round in steps with play money: the rules of real money, on the session's row. */
    async act(
      session: Session,
      game: PlayableGame,
      roundId: number,
      action: RoundAction,
      actionIndex: number | undefined,
    ) {
      return inTransaction(pool, async (client) => {
        const locked = await repo.lockSession(client, session.id);
        const round = await repo.roundForSession(client, session, roundId, true);
        if (!round) throw gamesErrors.roundNotFound();
        const taken = round.actions as RoundAction[];
        if (actionIndex !== undefined && actionIndex !== taken.length) {
          if (taken[actionIndex] === action) return round;
          throw gamesErrors.roundMovedOn();
        }
        if (round.status !== 'in_progress') throw gamesErrors.roundSettled();
        const betMinor = toApiMinorUnits(BigInt(round.bet_minor));
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
        let balance = BigInt(locked.demo_balance_minor ?? '0');
        // A double, a split or insurance stakes more play money (blackjack-stakes.ts).
        const extra = stakeOfAction(round.outcome as RoundOutcome, action, betMinor);
        if (extra) {
          if (balance < BigInt(extra.amountMinor)) throw gamesErrors.insufficientDemoFunds();
          balance -= BigInt(extra.amountMinor);
        }
        const hand = await repo.updateHand(client, {
          id: round.id,
          previousActions: taken.length,
          actions,
          outcome: played.outcome,
          stakeMinor: played.stakeMinor,
          payoutMinor: played.payoutMinor,
          settledAt: played.finished ? now() : null,
        });
        if (!hand) throw new Error(`hand ${round.id} changed while it was locked`);
        balance += BigInt(hand.payout_minor);
        await repo.setDemoBalance(client, session.id, balance);
        return hand;
      });
    },
  };
}
export type DemoRounds = ReturnType<typeof createDemoRounds>;
