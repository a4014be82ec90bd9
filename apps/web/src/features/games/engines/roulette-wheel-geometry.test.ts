import { describe, expect, it } from 'vitest';
import { colorOf } from './roulette-bets';
import {
  AT_REST,
  pocketAngle,
  pocketUnderBall,
  spinTo,
  WHEEL_POCKETS,
} from './roulette-wheel-geometry';

describe('the European wheel', () => {
  it('has every number 0–36 once, reds and blacks alternating after the zero', () => {
    expect([...WHEEL_POCKETS].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 37 }, (_, n) => n),
    );
    const colors = WHEEL_POCKETS.slice(1).map(colorOf);
    expect(colors[0]).toBe('red');
    for (let index = 1; index < colors.length; index++) {
      expect(colors[index]).not.toBe(colors[index - 1]);
    }
    // Its neighbours, as printed on real wheels: 26 · 0 · 32, and 17 between 25 and 34.
    expect([WHEEL_POCKETS.at(-1), WHEEL_POCKETS[0], WHEEL_POCKETS[1]]).toEqual([26, 0, 32]);
    expect(pocketAngle(17) - pocketAngle(25)).toBeCloseTo(360 / 37);
  });

  it('lands the ball on the drawn pocket, spin after spin, the ball and wheel turning opposite ways', () => {
    let angles = AT_REST;
    for (const [turn, number] of [17, 0, 26, 32, 5, 5, 36, 1].entries()) {
      const next = spinTo(angles, number, turn * 13.7);
      expect(pocketUnderBall(next)).toBe(number);
      expect(next.wheel).toBeGreaterThan(angles.wheel + 360);
      expect(next.ball).toBeLessThan(angles.ball - 4 * 360 + 1e-9);
      expect(next.ball).toBeGreaterThan(angles.ball - 5 * 360 - 1e-9);
      angles = next;
    }
  });

  it('refuses a number that is not on the wheel', () => {
    expect(() => pocketAngle(37)).toThrow(RangeError);
  });
});
