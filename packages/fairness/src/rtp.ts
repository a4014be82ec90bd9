import type { GameEngine } from '@satsino/contract/catalogue';
import { BLACKJACK_RTP } from './blackjack.js';
import { CRASH_RTP } from './crash.js';
import { DICE_RTP } from './dice.js';
import { HILO_RTP } from './hilo.js';
import { KENO_MAX_PICKS, KENO_RISKS, kenoRtpBps } from './keno.js';
import { LIMBO_RTP } from './limbo.js';
import { MINES_RTP } from './mines.js';
import { PLINKO_OPTIONS, plinkoRtpBps } from './plinko.js';
import { ROULETTE_RTP } from './roulette.js';
import { findSlotVariant } from './slot-variants.js';
import { WHEEL_RTP } from './wheel.js';

/*
 * The return to player the catalogue states for a game, taken from the engines' own math so the
 * two cannot drift apart. Basis points, rounded down: a stated RTP never promises more than the
 * game returns (36/37 = 97.297 % is 9729, the wheel's 40 bet, 92.260 %, is 9225).
 *
 * Slots differ per theme (each paytable has its own exact RTP). The wheel's RTP depends on the
 * value a player backs (92.26–98.03 %); the catalogue states its lowest bet, the one figure true
 * of every bet ("at least"), and the game's rules list each bet's own. Stating the best instead
 * would promise the 40's backers what only the 10 returns. Every other engine's math is the same
 * for all its variants (they differ in table limits or look only).
 */

/** Floating error in a product such as 0.99 · 10 000 must not cost a whole basis point. */
const BPS_EPSILON = 1e-6;

export function rtpToBps(rtp: number): number {
  return Math.floor(rtp * 10_000 + BPS_EPSILON);
}

/** The lowest RTP of a wheel bet (the 40's): every bet on the wheel returns at least this. */
export function lowestWheelRtp(): number {
  return Math.min(...Object.values(WHEEL_RTP));
}

/** The RTP of a game of `engine` and `variant` in basis points; throws on an unknown slot theme. */
export function gameRtpBps(engine: GameEngine, variant: string): number {
  switch (engine) {
    case 'dice':
      return rtpToBps(DICE_RTP);
    case 'limbo':
      return rtpToBps(LIMBO_RTP);
    case 'crash':
      return rtpToBps(CRASH_RTP);
    case 'roulette':
      return rtpToBps(ROULETTE_RTP);
    case 'blackjack':
      return rtpToBps(BLACKJACK_RTP);
    case 'wheel':
      return rtpToBps(lowestWheelRtp());
    case 'slots': {
      const theme = findSlotVariant(variant);
      if (!theme) throw new RangeError(`No slot theme is called ${variant}`);
      return rtpToBps(theme.rtp);
    }
    case 'mines':
    case 'plinko':
    case 'keno':
    case 'hilo':
      return originalRtpBps(engine);
    default: {
      const unknown: never = engine;
      throw new RangeError(`No engine is called ${String(unknown)}`);
    }
  }
}

/*
 * Mines, plinko, keno and hilo (issue 16). As for the wheel, a game whose options differ states its lowest option, the one figure true of every
 * bet: plinko's 8- and 10-row medium boards (98.906 %), keno's 2 picks on medium or high
 * (98.654 %). Mines returns 99 % for every board and cash-out, hilo 99 % for every guess (a
 * round of k guesses 0.99^k); the game rules list each option's own figure.
 */
export type OriginalEngine = 'mines' | 'plinko' | 'keno' | 'hilo';

export function originalRtpBps(engine: OriginalEngine): number {
  switch (engine) {
    case 'mines':
      return rtpToBps(MINES_RTP);
    case 'hilo':
      return rtpToBps(HILO_RTP);
    case 'plinko':
      return Math.min(...PLINKO_OPTIONS.map((options) => plinkoRtpBps(options)));
    case 'keno':
      return Math.min(
        ...KENO_RISKS.flatMap((risk) =>
          Array.from({ length: KENO_MAX_PICKS }, (_, index) => kenoRtpBps(risk, index + 1)),
        ),
      );
    default: {
      const unknown: never = engine;
      throw new RangeError(`No original is called ${String(unknown)}`);
    }
  }
}
