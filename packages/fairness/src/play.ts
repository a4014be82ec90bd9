import type { BlackjackAction, RoundOutcome, RoundParams } from '@satsino/contract/games';
import { blackjackMaxPayout, playBlackjack } from './blackjack.js';
import { diceMaxPayout, playDice } from './dice.js';
import { limboMaxPayout, playLimbo } from './limbo.js';
import { InvalidRoundError } from './payout.js';
import type { RandomStream } from './random.js';
import { playRoulette, rouletteMaxPayout } from './roulette.js';
import { findSlotVariant } from './slot-variants.js';
import { playSlots, type SlotVariant, slotsMaxPayout } from './slots.js';
import { playWheel, wheelMaxPayout } from './wheel.js';

/*
 * One entry to every in-house engine (crash aside): the server settles rounds with it and the
 * verifier replays them with it, so both always compute the same thing.
 */

export type Engine = RoundParams['engine'];

export interface PlayedRound {
  outcome: RoundOutcome;
  /** What the player staked in total (a doubled blackjack hand stakes twice the bet). */
  stakeMinor: number;
  payoutMinor: number;
  /** False while a blackjack hand waits for the player's next action. */
  finished: boolean;
}

export function requireSlotVariant(variant: string): SlotVariant {
  const found = findSlotVariant(variant);
  if (!found) throw new InvalidRoundError(`Unknown slot variant ${variant}.`, 'variant');
  return found;
}

function requireEngine(engine: Engine, params: RoundParams): void {
  if (params.engine !== engine) {
    throw new InvalidRoundError(
      `This game plays ${engine}, not ${params.engine}.`,
      'params.engine',
    );
  }
}

/** Plays one round (or replays a blackjack hand up to its last action). */
export function playRound(input: {
  random: RandomStream;
  engine: Engine;
  variant: string;
  betMinor: number;
  params: RoundParams;
  actions?: readonly BlackjackAction[];
}): PlayedRound {
  const { random, engine, variant, betMinor, params } = input;
  requireEngine(engine, params);
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) {
    throw new InvalidRoundError('The bet is a positive number of minor units.', 'bet');
  }
  const single = (round: { outcome: RoundOutcome; payoutMinor: number }): PlayedRound => ({
    ...round,
    stakeMinor: betMinor,
    finished: true,
  });
  switch (params.engine) {
    case 'dice':
      return single(playDice(random, betMinor, params));
    case 'limbo':
      return single(playLimbo(random, betMinor, params));
    case 'roulette':
      return single(playRoulette(random, betMinor, params));
    case 'wheel':
      return single(playWheel(random, betMinor, params));
    case 'slots':
      return single(playSlots(random, betMinor, requireSlotVariant(variant)));
    case 'blackjack':
      return playBlackjack(random, betMinor, input.actions ?? []);
  }
}

/** The most a round with these parameters can pay (for the house's maximum payout rule). */
export function maxPossiblePayout(input: {
  engine: Engine;
  variant: string;
  betMinor: number;
  params: RoundParams;
}): number {
  const { engine, variant, betMinor, params } = input;
  requireEngine(engine, params);
  switch (params.engine) {
    case 'dice':
      return diceMaxPayout(betMinor, params);
    case 'limbo':
      return limboMaxPayout(betMinor, params);
    case 'roulette':
      return rouletteMaxPayout(betMinor, params);
    case 'wheel':
      return wheelMaxPayout(betMinor, params);
    case 'slots':
      return slotsMaxPayout(betMinor, requireSlotVariant(variant));
    case 'blackjack':
      return blackjackMaxPayout(betMinor);
  }
}
