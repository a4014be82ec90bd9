import { GAME_ENGINES, GAME_VARIANTS, type GameEngine } from '@satsino/contract/catalogue';
import { WHEEL_SEGMENTS } from '@satsino/contract/games';
import { describe, expect, it } from 'vitest';
import { KENO_RISKS, kenoRtpBps } from './keno.js';
import { PLINKO_OPTIONS, plinkoRtpBps } from './plinko.js';
import { gameRtpBps, lowestWheelRtp, originalRtpBps, rtpToBps } from './rtp.js';
import { SLOT_VARIANTS } from './slot-variants.js';
import { slotRtp } from './slots.js';
import { wheelRtpBps } from './wheel.js';

const everyGame = GAME_ENGINES.flatMap((engine) =>
  (GAME_VARIANTS[engine] as readonly string[]).map((variant) => [engine, variant] as const),
);

describe('gameRtpBps', () => {
  it('states the RTP of every table game as its engine computes it, rounded down', () => {
    const stated = (engine: GameEngine) =>
      GAME_VARIANTS[engine].map((variant) => gameRtpBps(engine, variant));
    // Dice: 99 % × 10 000 / 10 001 = 98.990 %; roulette 36/37 = 97.297 %; blackjack 99.430 %.
    expect(stated('dice')).toEqual([9899]);
    expect(stated('limbo')).toEqual([9900]);
    expect(stated('crash')).toEqual([9900, 9900, 9900]);
    expect(stated('roulette')).toEqual([9729, 9729]);
    expect(stated('blackjack')).toEqual([9943, 9943]);
  });

  it('states the wheel at its lowest bet, the 40: 36319/39366 = 92.260 %, floored to 9225', () => {
    expect(lowestWheelRtp()).toBe(36_319 / 39_366);
    expect(gameRtpBps('wheel', 'money-wheel')).toBe(9225);
    // No bet on the wheel returns less than the catalogue states.
    for (const segment of WHEEL_SEGMENTS) {
      expect(wheelRtpBps(segment)).toBeGreaterThanOrEqual(gameRtpBps('wheel', 'money-wheel'));
    }
  });

  it("states each slot theme's own RTP, computed exactly from its paytable and strips", () => {
    const byTheme = Object.fromEntries(
      GAME_VARIANTS.slots.map((theme) => [theme, gameRtpBps('slots', theme)]),
    );
    expect(byTheme).toEqual({
      'fruit-fiesta': 9657,
      'pharaoh-gold': 9603,
      'viking-voyage': 9601,
      'neon-nights': 9662,
      'dragon-pearls': 9588,
      'cosmic-cash': 9547,
    });
    for (const theme of GAME_VARIANTS.slots) {
      const variant = SLOT_VARIANTS.get(theme);
      if (!variant) throw new Error(`missing slot theme ${theme}`);
      expect(byTheme[theme]).toBe(Math.floor(slotRtp(variant) * 10_000));
    }
  });

  it.each(everyGame)(
    'states %s/%s as whole basis points between 70 % and 100 %',
    (engine, variant) => {
      const bps = gameRtpBps(engine, variant);
      expect(Number.isInteger(bps)).toBe(true);
      expect(bps).toBeGreaterThan(7_000);
      expect(bps).toBeLessThan(10_000);
    },
  );

  it('rounds down, forgiving only floating error', () => {
    expect(rtpToBps(36 / 37)).toBe(9729);
    expect(rtpToBps(1 - 100 / 10_000)).toBe(9900);
    expect(rtpToBps(0.99 - 1e-5)).toBe(9899);
  });

  it('refuses a slot theme that does not exist', () => {
    expect(() => gameRtpBps('slots', 'classic')).toThrow(RangeError);
  });

  it('states the new originals at their lowest option, true of every bet', () => {
    expect(originalRtpBps('mines')).toBe(9900);
    expect(originalRtpBps('hilo')).toBe(9900);
    expect(originalRtpBps('plinko')).toBe(9890);
    expect(originalRtpBps('keno')).toBe(9865);
    for (const options of PLINKO_OPTIONS) {
      expect(plinkoRtpBps(options)).toBeGreaterThanOrEqual(originalRtpBps('plinko'));
    }
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks += 1) {
        expect(kenoRtpBps(risk, picks)).toBeGreaterThanOrEqual(originalRtpBps('keno'));
      }
    }
  });
});
