/*
 * The entry of the published package (`import { verifyRound } from '@satsino/fairness'`): every
 * module's exports in one place, so a verifier outside the monorepo has the whole math. The
 * monorepo itself imports each module by its own path (`@satsino/fairness/dice`), from source.
 */

export type {
  BlackjackAction,
  Card,
  RoundAction,
  RoundOutcome,
  RoundParams,
} from '@satsino/contract/games';
export * from './blackjack.js';
export * from './cards.js';
export * from './crash.js';
export * from './crash-chain.js';
export * from './dice.js';
export * from './exact-fractions.js';
export * from './hilo.js';
export * from './keno.js';
export * from './limbo.js';
export * from './mines.js';
export * from './payout.js';
export * from './play.js';
export * from './plinko.js';
export * from './random.js';
export * from './roulette.js';
export * from './rtp.js';
export * from './seeds.js';
export * from './slot-variants.js';
export * from './slots.js';
export * from './verify.js';
export * from './wheel.js';
