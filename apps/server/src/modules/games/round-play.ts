import {
  type BlackjackAction,
  DEFAULT_MAX_BET_MINOR,
  DEFAULT_MIN_BET_MINOR,
  MAX_PAYOUT_MINOR,
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

/** Plays (or replays, with the actions so far) a round from its seeds: pure, provably fair. */
export function playFromSeed(input: {
  game: PlayableGame;
  seed: RoundSeed;
  betMinor: number;
  params: RoundParams;
  actions?: BlackjackAction[];
}) {
  return guarded(() =>
    playRound({
      random: createRandomStream(input.seed),
      engine: input.game.engine as Engine,
      variant: input.game.variant,
      betMinor: input.betMinor,
      params: input.params,
      ...(input.actions ? { actions: input.actions } : {}),
    }),
  );
}
