/*
 * The European wheel's geometry: its 37 pockets in the real order, clockwise from zero, and the
 * angles a spin turns the wheel and the ball through so that the ball ends in the pocket the
 * server drew. The animation only presents that result: it never chooses anything.
 */

/** Pockets clockwise from zero, as on every single-zero wheel. */
export const WHEEL_POCKETS = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const POCKET_DEGREES = 360 / WHEEL_POCKETS.length;

/** How many whole turns a spin adds: the wheel clockwise, the ball the other way. */
const WHEEL_TURNS = 2;
const BALL_TURNS = 4;

/** Where `number` sits on the wheel, in degrees clockwise from the top, wheel at rest. */
export function pocketAngle(number: number): number {
  const index = WHEEL_POCKETS.indexOf(number as (typeof WHEEL_POCKETS)[number]);
  if (index < 0) throw new RangeError(`no pocket ${number} on a European wheel`);
  return index * POCKET_DEGREES;
}

/** The angles of wheel and ball, in degrees clockwise from the top. */
export interface SpinAngles {
  wheel: number;
  ball: number;
}

export const AT_REST: SpinAngles = { wheel: 0, ball: 0 };

/**
 * The angles after a spin that lands on `number`, from the angles before it: the wheel turns on
 * clockwise, the ball runs the other way and stops exactly over the pocket (its angle equals the
 * wheel's plus the pocket's, modulo a turn). Angles only grow (wheel) or shrink (ball), so a CSS
 * transition between two spins always runs the right way.
 */
export function spinTo(previous: SpinAngles, number: number, turnOffset = 0): SpinAngles {
  const wheel = previous.wheel + WHEEL_TURNS * 360 + turnOffset;
  const target = wheel + pocketAngle(number);
  // The largest angle at most BALL_TURNS turns below the ball's that is the pocket's, mod 360.
  const start = previous.ball - BALL_TURNS * 360;
  const ball = start - mod(start - target, 360);
  return { wheel, ball };
}

/** The pocket under the ball at these angles (the inverse of `spinTo`'s landing). */
export function pocketUnderBall(angles: SpinAngles): number {
  const relative = mod(angles.ball - angles.wheel, 360);
  const index = Math.round(relative / POCKET_DEGREES) % WHEEL_POCKETS.length;
  return WHEEL_POCKETS[index] as number;
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
