import { WHEEL_LAYOUT, WHEEL_SIZE, type WheelOutcome } from '@satsino/fairness/wheel';
import { describe, expect, it } from 'vitest';
import {
  addStake,
  multiplierAfter,
  NO_STAKES,
  pointAt,
  rotationFor,
  segmentPath,
  spinsOf,
  spinTimeline,
  stakeTotal,
  undoStake,
  wheelBestPayout,
  wheelBetsOf,
} from './wheel-geometry';

/** The segment under the top pointer once the wheel is turned by `rotation` degrees. */
function segmentUnderPointer(rotation: number): number {
  const step = 360 / WHEEL_SIZE;
  const angle = (((-rotation % 360) + 360) % 360) / step;
  return Math.floor(angle);
}

describe('wheel geometry', () => {
  it('puts angle 0 at the top and turns clockwise', () => {
    expect(pointAt(0, 10)).toEqual({ x: 0, y: -10 });
    expect(pointAt(90, 10)).toEqual({ x: 10, y: 0 });
  });

  it('draws a segment from the centre', () => {
    expect(segmentPath(0, 4, 10)).toBe('M0 0L0 -10A10 10 0 0 1 10 0Z');
  });

  it('stops every index under the pointer, always spinning forward', () => {
    let rotation = 0;
    for (const index of [0, 5, 53, 27, 27, 1]) {
      const next = rotationFor(index, WHEEL_SIZE, rotation);
      expect(next).toBeGreaterThanOrEqual(rotation + 4 * 360);
      expect(segmentUnderPointer(next)).toBe(index);
      rotation = next;
    }
  });

  it('has as many drawn segments as the engine', () => {
    expect(WHEEL_LAYOUT.length).toBe(WHEEL_SIZE);
  });
});

describe('wheel stakes', () => {
  it('sums chips per value, lists them in value order and undoes the last', () => {
    let stakes = addStake(NO_STAKES, '10', 100);
    stakes = addStake(stakes, '1', 50);
    stakes = addStake(stakes, '10', 25);
    expect(wheelBetsOf(stakes)).toEqual([
      { segment: '1', amount: 50 },
      { segment: '10', amount: 125 },
    ]);
    expect(stakeTotal(stakes)).toBe(175);
    // The 10 at the largest multiplier, two ×7 in a row: 10 · 49 to 1.
    expect(wheelBestPayout(stakes)).toBe(125 * (10 * 49 + 1));
    expect(wheelBestPayout(NO_STAKES)).toBe(0);
    stakes = undoStake(undoStake(stakes));
    expect(wheelBetsOf(stakes)).toEqual([{ segment: '10', amount: 100 }]);
    expect(stakeTotal(undoStake(stakes))).toBe(0);
    expect(addStake(NO_STAKES, '2', 0)).toBe(NO_STAKES);
  });
});

describe('wheel spins', () => {
  const x3 = WHEEL_LAYOUT.indexOf('x3');
  const x7 = WHEEL_LAYOUT.indexOf('x7');
  const ten = WHEEL_LAYOUT.indexOf('10');

  it('reads the spins of a round, and the one stop of a round from before multipliers', () => {
    const spins = [
      { index: x3, stop: 'x3' as const },
      { index: ten, stop: '10' as const },
    ];
    const round: WheelOutcome = {
      engine: 'wheel',
      index: ten,
      segment: '10',
      spins,
      multiplier: 3,
    };
    expect(spinsOf(round)).toBe(spins);
    expect(spinsOf({ engine: 'wheel', index: 8, segment: '10' })).toEqual([
      { index: 8, stop: '10' },
    ]);
  });

  it('builds the multiplier spin by spin', () => {
    const spins = [
      { index: x3, stop: 'x3' as const },
      { index: x7, stop: 'x7' as const },
      { index: ten, stop: '10' as const },
    ];
    expect([0, 1, 2, 3].map((count) => multiplierAfter(spins, count))).toEqual([1, 3, 21, 21]);
  });

  it('times each spin after the pause on the multiplier before it', () => {
    const timing = { firstMs: 3_000, respinMs: 1_800, pauseMs: 800 };
    expect(spinTimeline(1, timing)).toEqual([{ startMs: 0, landMs: 3_000 }]);
    expect(spinTimeline(3, timing)).toEqual([
      { startMs: 0, landMs: 3_000 },
      { startMs: 3_800, landMs: 5_600 },
      { startMs: 6_400, landMs: 8_200 },
    ]);
  });
});
