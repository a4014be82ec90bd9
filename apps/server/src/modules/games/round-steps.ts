import {
  BLACKJACK_ACTIONS,
  HILO_ACTIONS,
  MINES_ACTIONS,
  MINES_TILES,
  type RoundAction,
  type RoundActionName,
  type RoundOutcome,
} from '@satsino/contract/games';
import { blackjackSplitMaxPayout } from '@satsino/fairness/blackjack';
import {
  type HiloGuess,
  hiloMultiplierFraction,
  hiloRank,
  hiloStepFraction,
  hiloWinningRanks,
} from '@satsino/fairness/hilo';
import { minesMultiplierFraction } from '@satsino/fairness/mines';
import { payoutCeiling } from '@satsino/fairness/play';
import type { PlayableGame } from '../catalogue/playable-games.js';
import { gamesErrors } from './games.errors.js';
import { gameLimits } from './round-play.js';

/*
 * The steps of a round in steps (a blackjack hand, a Mines board, a HiLo round): which actions a
 * request may name for its round's engine, and the house's maximum payout applied step by step.
 * Mines and HiLo have no ceiling a round's start could check (a HiLo round can run for many
 * cards), so each step that could raise the win is checked before it is taken, whatever its
 * result would be: a refusal tells nothing about the board or the next card.
 */

const ENGINE_ACTIONS: Readonly<Record<string, readonly RoundActionName[]>> = {
  blackjack: BLACKJACK_ACTIONS,
  mines: MINES_ACTIONS,
  hilo: HILO_ACTIONS,
};

/**
 * The action a request names, as its round records it (a Mines reveal is its tile's number).
 * Another engine's action is refused, and a tile goes with a reveal and only with it.
 */
export function requireRoundAction(
  engine: string,
  request: { action: RoundActionName; tile?: number | undefined },
): RoundAction {
  if (request.tile !== undefined && request.action !== 'reveal') {
    throw gamesErrors.invalid('tile', 'A tile is named only to reveal it.');
  }
  if (!ENGINE_ACTIONS[engine]?.includes(request.action)) throw gamesErrors.actionNotAllowed();
  if (request.action !== 'reveal') return request.action;
  if (request.tile === undefined) throw gamesErrors.invalid('tile', 'Name the tile to reveal.');
  return request.tile;
}

/**
 * The most the round could pay once `action` is taken and wins, or null when the action cannot
 * raise the win (a cash-out, a skip, blackjack's other actions: their ceiling was checked at the
 * deal) or is one the engine will refuse anyway. A blackjack split can: two hands, each doubled
 * and won, pay twice what the deal's ceiling allowed.
 */
export function stepWinCeiling(
  outcome: RoundOutcome,
  betMinor: number,
  action: RoundAction,
): number | null {
  if (outcome.engine === 'blackjack' && action === 'split') {
    return outcome.actions.includes('split') ? blackjackSplitMaxPayout(betMinor) : null;
  }
  if (outcome.engine === 'mines' && typeof action === 'number') {
    const next = outcome.revealed.length + 1;
    if (next > MINES_TILES - outcome.mines) return null;
    return payoutCeiling(betMinor, minesMultiplierFraction(outcome.mines, next));
  }
  if (outcome.engine === 'hilo' && action !== 'skip' && action !== 'cashout') {
    const shown = outcome.steps.at(-1)?.card ?? outcome.start;
    const winning = hiloWinningRanks(hiloRank(shown), action as HiloGuess);
    if (winning === 0) return null;
    const soFar = hiloMultiplierFraction(outcome);
    const step = hiloStepFraction(winning);
    return payoutCeiling(betMinor, {
      numerator: soFar.numerator * step.numerator,
      denominator: soFar.denominator * step.denominator,
    });
  }
  return null;
}

/**
 * Refuses a step whose win would take the payout above the game's maximum (422 on `action`,
 * nothing moved: the player may still cash out what the round has won).
 */
export function requireStepWithinPayout(
  game: PlayableGame,
  round: { outcome: unknown; betMinor: number },
  action: RoundAction,
): void {
  const best = stepWinCeiling(round.outcome as RoundOutcome, round.betMinor, action);
  if (best !== null && best > gameLimits(game).max_payout) throw gamesErrors.stepPayoutTooHigh();
}
