import type { RoundAction, RoundOutcome, RoundParams } from '@satsino/contract/games';
import { type Engine, playRound } from './play.js';
import { createRandomStream } from './random.js';
import { hashServerSeed } from './seeds.js';

/*
 * The verify page's one call: recomputes a round from its revealed server seed, client seed and
 * nonce exactly as the server computed it (the same `playRound`), so a player can compare the
 * outcome and the payout with their history. Pure: it runs in the browser.
 */

export interface VerifyRoundInput {
  engine: Engine;
  /** The game's variant (`classic`, `vip`, a slot theme such as `fruit-fiesta`, …). */
  variant: string;
  /** The revealed server seed (64 hex digits). */
  serverSeed: string;
  clientSeed: string;
  /** The round's nonce (`fairness.round_nonce` of the round). */
  nonce: number;
  /** The round's parameters as sent (`params` of the round request). */
  params: RoundParams;
  /**
   * The round's bet in minor units (the request's `bet`, not doubled). Optional: without it,
   * roulette and the wheel use the sum of their amounts and the other engines 100 (1.00),
   * which still reproduces the outcome and the multiplier.
   */
  bet?: number;
  /**
   * A round in steps, the actions in order as the round's `actions` lists them: blackjack's and
   * HiLo's by name; Mines' reveals as tile numbers (0 … 24), then 'cashout' if it cashed out.
   */
  actions?: readonly RoundAction[];
}

export interface VerifiedRound {
  outcome: RoundOutcome;
  /** SHA-256 of the server seed: compare it with the hash shown before the round. */
  serverSeedHash: string;
  /** Total stake (a doubled blackjack hand stakes twice the bet). */
  stake: number;
  payout: number;
  /** payout ÷ stake, for display. */
  payoutMultiplier: number;
  /** False for a round in steps (blackjack, Mines, HiLo) that needs more actions. */
  finished: boolean;
}

export function defaultVerifyBet(params: RoundParams): number {
  if (params.engine === 'roulette' || params.engine === 'wheel') {
    return params.bets.reduce((sum, bet) => sum + bet.amount, 0);
  }
  return 100;
}

/** Recomputes a round. Throws InvalidRoundError (from payout.ts) for parameters no round could have. */
export function verifyRound(input: VerifyRoundInput): VerifiedRound {
  const betMinor = input.bet ?? defaultVerifyBet(input.params);
  const random = createRandomStream({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: input.nonce,
  });
  const played = playRound({
    random,
    engine: input.engine,
    variant: input.variant,
    betMinor,
    params: input.params,
    actions: input.actions ?? [],
  });
  return {
    outcome: played.outcome,
    serverSeedHash: hashServerSeed(input.serverSeed),
    stake: played.stakeMinor,
    payout: played.payoutMinor,
    payoutMultiplier: played.stakeMinor > 0 ? played.payoutMinor / played.stakeMinor : 0,
    finished: played.finished,
  };
}
