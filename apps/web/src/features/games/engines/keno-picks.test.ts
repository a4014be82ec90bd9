import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoPickCount,
  cryptoRandomBelow,
  drawShown,
  KENO_BOARD,
  kenoTileState,
  randomPicks,
  togglePick,
} from './keno-picks';

const number = fc.integer({ min: 1, max: 40 });
const picksArbitrary = fc.uniqueArray(number, { minLength: 0, maxLength: 10 });

describe('picking numbers', () => {
  it('adds a number, takes a picked one away, and never holds more than ten', () => {
    fc.assert(
      fc.property(picksArbitrary, number, (picks, chosen) => {
        const next = togglePick(picks, chosen);
        if (picks.includes(chosen)) expect(next).not.toContain(chosen);
        else if (picks.length < 10) expect(next).toEqual([...picks, chosen]);
        else expect(next).toEqual(picks);
        expect(new Set(next).size).toBe(next.length);
        expect(next.length).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('auto-picks as many as are picked, or ten on an empty board', () => {
    expect(autoPickCount(0)).toBe(10);
    expect(autoPickCount(3)).toBe(3);
    expect(autoPickCount(10)).toBe(10);
  });

  it('auto-picks different numbers of the board, ascending, whatever the random source', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (count, floats) => {
          const stream = floats[Symbol.iterator]();
          const picks = randomPicks(count, (n) => Math.floor((stream.next().value as number) * n));
          expect(picks).toHaveLength(count);
          expect(new Set(picks).size).toBe(count);
          for (const pick of picks) expect(KENO_BOARD).toContain(pick);
          expect(picks).toEqual([...picks].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('takes cryptographic random numbers within the range', () => {
    for (let draw = 0; draw < 200; draw += 1) {
      const value = cryptoRandomBelow(40);
      expect(Number.isInteger(value) && value >= 0 && value < 40).toBe(true);
    }
  });
});

describe('what a number shows', () => {
  const picks = new Set([1, 2, 3]);
  const drawn = new Set([2, 9]);

  it('tells hits from misses and from numbers drawn but not picked', () => {
    expect(kenoTileState(2, picks, drawn, true)).toBe('hit');
    expect(kenoTileState(1, picks, drawn, true)).toBe('miss');
    expect(kenoTileState(9, picks, drawn, true)).toBe('drawn');
    expect(kenoTileState(20, picks, drawn, true)).toBe('idle');
  });

  it('keeps a pick a pick while the draw is still coming out', () => {
    expect(kenoTileState(1, picks, drawn, false)).toBe('picked');
    expect(kenoTileState(2, picks, drawn, false)).toBe('hit');
  });

  it('counts the hits among the numbers shown so far', () => {
    const draw = [5, 2, 9, 1, 30, 31, 32, 33, 34, 35];
    expect(drawShown(draw, 0, [1, 2, 3])).toMatchObject({ hits: 0, over: false });
    expect(drawShown(draw, 2, [1, 2, 3])).toMatchObject({ hits: 1, over: false });
    expect(drawShown(draw, 10, [1, 2, 3])).toMatchObject({ hits: 2, over: true });
  });
});
