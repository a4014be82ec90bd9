import { describe, expect, it } from 'vitest';
import { multiplierPlace, spriteCovers } from './multiplier-placement';

describe('the crash multiplier’s place', () => {
  it('stays in the middle while the tip is far from it', () => {
    // An early crash low on the left, and a long round's tip at the top right.
    expect(multiplierPlace(12, 85)).toEqual({ x: 50, y: 50 });
    expect(multiplierPlace(86, 14)).toEqual({ x: 50, y: 50 });
  });

  it('leaves the middle for a corner the burst leaves free when a round crashes near it', () => {
    // Right of the middle: the top left, which the curve below its tip never reaches.
    expect(spriteCovers({ x: 50, y: 50 }, 62, 52)).toBe(true);
    expect(multiplierPlace(62, 52)).toEqual({ x: 26, y: 20 });
    // In the very middle the lifted sprite reaches into the top left: the bottom right, then.
    expect(multiplierPlace(50, 50)).toEqual({ x: 74, y: 80 });
  });

  it('is never covered by the sprite, wherever the curve’s tip is', () => {
    for (let left = 0; left <= 100; left += 1) {
      for (let top = 0; top <= 100; top += 1) {
        const place = multiplierPlace(left, top);
        expect(spriteCovers(place, left, top), `tip at ${left}%, ${top}%`).toBe(false);
      }
    }
  });
});
