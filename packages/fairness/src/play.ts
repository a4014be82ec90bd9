import type {
  BlackjackAction,
  RoundAction,
  RoundOutcome,
  RoundParams,
} from '@satsino/contract/games';
import { BLACKJACK_ACTIONS, blackjackMaxPayout, playBlackjack } from './blackjack.js';
import { diceMaxPayout, playDice } from './dice.js';
import type { Fraction } from './exact-fractions.js';
import { HILO_ACTIONS, type HiloAction, hiloStepFraction, playHilo } from './hilo.js';
import { kenoMaxPayout, playKeno } from './keno.js';
import { limboMaxPayout, playLimbo } from './limbo.js';
import { minesMultiplierFraction, playMines } from './mines.js';
import { InvalidRoundError } from './payout.js';
import { playPlinko, plinkoMaxPayout } from './plinko.js';
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
  /** What the player staked in total (a blackjack hand's doubles, split and insurance too). */
  stakeMinor: number;
  payoutMinor: number;
  /** False while a blackjack hand, a Mines board or a HiLo round waits for the next action. */
  finished: boolean;
}

const BLACKJACK_ACTION_NAMES: readonly string[] = BLACKJACK_ACTIONS;

/** The actions of a blackjack hand; any other is refused as the field `action`. */
function blackjackActions(actions: readonly RoundAction[]): BlackjackAction[] {
  return actions.map((action) => {
    if (typeof action !== 'string' || !BLACKJACK_ACTION_NAMES.includes(action)) {
      throw new InvalidRoundError(`Blackjack has no action ${String(action)}.`, 'action');
    }
    return action as BlackjackAction;
  });
}

/** The actions of a HiLo round; any other is refused as the field `action`. */
function hiloActions(actions: readonly RoundAction[]): HiloAction[] {
  return actions.map((action) => {
    if (typeof action !== 'string' || !(HILO_ACTIONS as readonly string[]).includes(action)) {
      throw new InvalidRoundError(`HiLo has no action ${String(action)}.`, 'action');
    }
    return action as HiloAction;
  });
}

/**
 * The actions of a Mines round: tiles (numbers) in the order revealed, then at most one
 * 'cashout', last; any other is refused as the field `action`.
 */
function minesMoves(actions: readonly RoundAction[]): { reveals: number[]; cashout: boolean } {
  const reveals: number[] = [];
  let cashout = false;
  for (const action of actions) {
    if (cashout) throw new InvalidRoundError('The round was cashed out.', 'action');
    if (action === 'cashout') cashout = true;
    else if (typeof action === 'number') reveals.push(action);
    else throw new InvalidRoundError(`Mines has no action ${action}.`, 'action');
  }
  return { reveals, cashout };
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

/** Plays one round (or replays a round in steps up to its last action). */
export function playRound(input: {
  random: RandomStream;
  engine: Engine;
  variant: string;
  betMinor: number;
  params: RoundParams;
  /** A round in steps (blackjack, Mines, HiLo): the actions so far, in order. */
  actions?: readonly RoundAction[];
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
      return playBlackjack(random, betMinor, blackjackActions(input.actions ?? []));
    case 'plinko':
      return single(playPlinko(random, betMinor, params));
    case 'keno':
      return single(playKeno(random, betMinor, params));
    case 'mines':
      return {
        ...playMines(random, betMinor, { mines: params.mines, ...minesMoves(input.actions ?? []) }),
        stakeMinor: betMinor,
      };
    case 'hilo':
      return {
        ...playHilo(random, betMinor, hiloActions(input.actions ?? [])),
        stakeMinor: betMinor,
      };
  }
}

/**
 * The most a round with these parameters can pay (for the house's maximum payout rule). Mines
 * and HiLo have no fixed ceiling (a HiLo round can run for many cards): for them this is the
 * most their first step can pay, and the server checks each further step before taking it.
 */
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
    case 'plinko':
      return plinkoMaxPayout(betMinor, params);
    case 'keno':
      return kenoMaxPayout(betMinor, params);
    case 'mines':
      // The first reveal: N mines among 25 tiles pay 0.99 · 25 / (25 − N).
      return payoutCeiling(betMinor, minesMultiplierFraction(params.mines, 1));
    case 'hilo':
      // The best first guess wins on one rank of 13 and pays 12.87×.
      return payoutCeiling(betMinor, hiloStepFraction(1));
  }
}

/** bet × fraction, rounded up: the most the rounding rule can pay for it. */
export function payoutCeiling(betMinor: number, { numerator, denominator }: Fraction): number {
  return Number((BigInt(betMinor) * numerator + denominator - 1n) / denominator);
}
