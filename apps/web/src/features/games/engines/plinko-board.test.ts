import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ballFlight,
  bucketColour,
  bucketFontSize,
  PLINKO_VIEW,
  type PlinkoDirection,
  pinHitTimesMs,
  plinkoDropMs,
  plinkoLayout,
  rightsOf,
} from './plinko-board';

const rowsArbitrary = fc.integer({ min: 8, max: 16 });
const boardWithPath = rowsArbitrary.chain((rows) =>
  fc.tuple(
    fc.constant(rows),
    fc.array(fc.constantFrom<PlinkoDirection>('left', 'right'), {
      minLength: rows,
      maxLength: rows,
    }),
  ),
);

describe('the Plinko board', () => {
  it('has r + 3 pins on row r and rows + 1 buckets, like Stake’s', () => {
    for (let rows = 8; rows <= 16; rows += 1) {
      const layout = plinkoLayout(rows);
      for (let row = 0; row < rows; row += 1) {
        expect(layout.pins.filter((pin) => pin.row === row)).toHaveLength(row + 3);
      }
      expect(layout.buckets.map((bucket) => bucket.slot)).toEqual(
        Array.from({ length: rows + 1 }, (_, slot) => slot),
      );
    }
  });

  it('keeps every pin and bucket inside the same box whatever the rows', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const { pins, buckets } = plinkoLayout(rows);
        const boxes = [...pins.map(({ x, y }) => ({ x, y, width: 0, height: 0 })), ...buckets];
        for (const { x, y, width, height } of boxes) {
          expect(x - width / 2).toBeGreaterThanOrEqual(0);
          expect(x + width / 2).toBeLessThanOrEqual(PLINKO_VIEW.width);
          expect(y + height / 2).toBeLessThanOrEqual(PLINKO_VIEW.height);
        }
      }),
    );
  });

  it('puts each bucket under a gap of the bottom row', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const { pins, buckets } = plinkoLayout(rows);
        const bottom = pins.filter((pin) => pin.row === rows - 1);
        buckets.forEach((bucket, slot) => {
          const left = bottom[slot];
          const right = bottom[slot + 1];
          expect(left && right).toBeTruthy();
          expect(bucket.x).toBeCloseTo(((left?.x ?? 0) + (right?.x ?? 0)) / 2, 9);
        });
      }),
    );
  });
});

describe('a ball’s flight', () => {
  it('ends in the bucket of its number of rights, the round’s slot', () => {
    fc.assert(
      fc.property(boardWithPath, ([rows, path]) => {
        const layout = plinkoLayout(rows);
        const last = ballFlight(layout, path).at(-1);
        const bucket = layout.buckets[rightsOf(path)];
        expect(last?.x).toBeCloseTo(bucket?.x ?? Number.NaN, 9);
        expect(last?.y).toBe(bucket?.y);
      }),
    );
  });

  it('lands on a pin of every row, straight above it, never on a row’s outer pins', () => {
    fc.assert(
      fc.property(boardWithPath, ([rows, path]) => {
        const layout = plinkoLayout(rows);
        const flight = ballFlight(layout, path);
        path.forEach((_, row) => {
          const landing = flight[1 + row * 2];
          const pins = layout.pins.filter((pin) => pin.row === row);
          const hit = pins.findIndex((pin) => Math.abs(pin.x - (landing?.x ?? 0)) < 1e-9);
          expect(hit).toBeGreaterThan(0);
          expect(hit).toBeLessThan(pins.length - 1);
          expect(landing?.y).toBeLessThan(pins[hit]?.y ?? 0);
        });
      }),
    );
  });

  it('moves forward in time from 0 to 1', () => {
    fc.assert(
      fc.property(boardWithPath, ([rows, path]) => {
        const offsets = ballFlight(plinkoLayout(rows), path).map((frame) => frame.offset);
        expect(offsets[0]).toBe(0);
        expect(offsets.at(-1)).toBe(1);
        for (let index = 1; index < offsets.length; index += 1) {
          expect(offsets[index]).toBeGreaterThan(offsets[index - 1] as number);
        }
      }),
    );
  });

  it('ticks when the ball touches each row’s pin, the moments of its flight’s landings', () => {
    fc.assert(
      fc.property(boardWithPath, ([rows, path]) => {
        const flight = ballFlight(plinkoLayout(rows), path);
        const landings = path.map((_, row) =>
          Math.round((flight[1 + row * 2]?.offset ?? Number.NaN) * plinkoDropMs(rows)),
        );
        expect(pinHitTimesMs(rows)).toEqual(landings);
      }),
    );
  });

  it('takes 1.6 s on 8 rows to 2 s on 16', () => {
    expect(plinkoDropMs(8)).toBe(1_600);
    expect(plinkoDropMs(16)).toBe(2_000);
  });
});

describe('the buckets’ look', () => {
  it('runs from the middle’s colour to the edges’, the same on both sides', () => {
    expect(bucketColour(8, 16)).toBe('hsl(48 95% 58%)');
    expect(bucketColour(0, 16)).toBe('hsl(0 95% 50%)');
    expect(bucketColour(3, 16)).toBe(bucketColour(13, 16));
  });

  it('shrinks a long label to fit its bucket', () => {
    const { buckets } = plinkoLayout(16);
    const width = buckets[0]?.width ?? 0;
    const size = bucketFontSize('1000', width);
    expect(size * 0.62 * 4).toBeLessThanOrEqual(width - 2);
    expect(bucketFontSize('2', 60)).toBe(11);
  });
});
