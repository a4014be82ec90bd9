import {
  DEFAULT_MAX_BET_MINOR,
  DEFAULT_MIN_BET_MINOR,
  MAX_PAYOUT_MINOR,
  type RoundAction,
  type RoundOutcome,
  type RoundParams,
} from '@satsino/contract/games';
import { InvalidRoundError } from '@satsino/fairness/payout';
import { type Engine, maxPossiblePayout, playRound } from '@satsino/fairness/play';
import { createRandomStream } from '@satsino/fairness/random';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { gamesErrors } from './games.errors.js';

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

/**
 * The engines' fields that name a step of a round in steps rather than a request's field: a step
 * the round cannot take now (a HiLo guess its card does not offer, a cash-out before a win).
 */
const STEP_FIELDS: readonly string[] = ['action', 'actions', 'params.cashout'];

/**
 * Engine rule failures are the player's input: 422 on the field at fault. A Mines tile the
 * engine refuses (revealed twice) is the request's `tile`.
 */
function guarded<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof InvalidRoundError) {
      if (STEP_FIELDS.includes(error.field)) throw gamesErrors.actionNotAllowed();
      if (error.field === 'params.reveals') throw gamesErrors.invalid('tile', error.message);
      throw gamesErrors.invalid(error.field, error.message);
    }
    throw error;
  }
}

/** The table's limits and the maximum payout, before any money moves. */
export function requireBet(game: PlayableGame, bet: number, params: RoundParams): void {
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

/** The seeds of one round: its pair's server and client seed and the round's nonce. */
export interface RoundSeed {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/**
 * The outcome as it may be stored and read while the round plays. Blackjack's engine already
 * shows only the dealer's up card until the hand ends, and HiLo's only the cards turned; Mines'
 * engine returns the whole board, which the player must not see before the round ends. The
 * stored outcome is what every reader gets (the play's answer, the resumed round, the history,
 * the feeds, the back office), so the board is left out before it is stored: an action replays
 * the round from its seeds and never needs it.
 */
export function visibleOutcome(outcome: RoundOutcome, finished: boolean): RoundOutcome {
  if (outcome.engine === 'mines' && !finished) return { ...outcome, mine_tiles: [] };
  return outcome;
}

/**
 * Plays (or replays, with the actions so far) a round from its seeds: pure, provably fair. The
 * outcome is already the one to store (visibleOutcome).
 */
export function playFromSeed(input: {
  game: PlayableGame;
  seed: RoundSeed;
  betMinor: number;
  params: RoundParams;
  actions?: RoundAction[];
}) {
  const played = guarded(() =>
    playRound({
      random: createRandomStream(input.seed),
      engine: input.game.engine as Engine,
      variant: input.game.variant,
      betMinor: input.betMinor,
      params: input.params,
      ...(input.actions ? { actions: input.actions } : {}),
    }),
  );
  return { ...played, outcome: visibleOutcome(played.outcome, played.finished) };
}
