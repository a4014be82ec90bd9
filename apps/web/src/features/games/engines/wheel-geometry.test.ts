import { WHEEL_LAYOUT, WHEEL_SIZE } from '@satsino/fairness/wheel';
import { describe, expect, it } from 'vitest';
import {
  addStake,
  NO_STAKES,
  pointAt,
  rotationFor,
  segmentPath,
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
    expect(wheelBestPayout(stakes)).toBe(125 * 11);
    stakes = undoStake(undoStake(stakes));
    expect(wheelBetsOf(stakes)).toEqual([{ segment: '10', amount: 100 }]);
    expect(stakeTotal(undoStake(stakes))).toBe(0);
    expect(addStake(NO_STAKES, '2', 0)).toBe(NO_STAKES);
  });
});
