import { describe, expect, it } from 'vitest';
import {
  bestPayoutOf,
  betsOf,
  colorOf,
  EMPTY_LAYOUT,
  isValidSpot,
  pickInside,
  placeChip,
  ROULETTE_MAX_BETS,
  spotKey,
  spotWins,
  TABLE_ROWS,
  totalOf,
  undoChip,
} from './roulette-bets';

describe('the table', () => {
  it('draws 3, 6 … 36 on top and 1, 4 … 34 at the bottom', () => {
    expect(TABLE_ROWS[0]?.slice(0, 3)).toEqual([3, 6, 9]);
    expect(TABLE_ROWS[2]?.at(-1)).toBe(34);
    expect(TABLE_ROWS.flat().toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
  });

  it('colours numbers as a European wheel', () => {
    expect(colorOf(0)).toBe('green');
    expect(colorOf(1)).toBe('red');
    expect(colorOf(2)).toBe('black');
    expect(colorOf(36)).toBe('red');
  });
});

describe('isValidSpot mirrors the server', () => {
  it.each([
    ['straight', [17], true],
    ['straight', [37], false],
    ['split', [1, 2], true],
    ['split', [3, 4], false],
    ['split', [5, 8], true],
    ['split', [0, 2], true],
    ['split', [0, 4], false],
    ['street', [4, 5, 6], true],
    ['street', [5, 6, 7], false],
    ['street', [0, 1, 2], true],
    ['corner', [1, 2, 4, 5], true],
    ['corner', [2, 3, 5, 6], true],
    ['corner', [3, 4, 6, 7], false],
    ['corner', [0, 1, 2, 3], true],
    ['line', [31, 32, 33, 34, 35, 36], true],
    ['line', [2, 3, 4, 5, 6, 7], false],
    ['dozen', [2], true],
    ['dozen', [4], false],
    ['column', [3], true],
    ['red', [], true],
    ['red', [1], false],
  ] as const)('%s %j → %s', (kind, numbers, valid) => {
    expect(isValidSpot({ kind, numbers: [...numbers] })).toBe(valid);
  });
});

describe('spotWins', () => {
  it('loses every outside bet on zero', () => {
    for (const kind of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) {
      expect(spotWins({ kind, numbers: [] }, 0)).toBe(false);
    }
    expect(spotWins({ kind: 'dozen', numbers: [1] }, 0)).toBe(false);
    expect(spotWins({ kind: 'split', numbers: [0, 1] }, 0)).toBe(true);
  });

  it('reads dozens and columns', () => {
    expect(spotWins({ kind: 'dozen', numbers: [2] }, 24)).toBe(true);
    expect(spotWins({ kind: 'dozen', numbers: [2] }, 25)).toBe(false);
    expect(spotWins({ kind: 'column', numbers: [1] }, 34)).toBe(true);
    expect(spotWins({ kind: 'column', numbers: [3] }, 36)).toBe(true);
  });
});

describe('chips', () => {
  const red = { kind: 'red', numbers: [] } as const;
  const seventeen = { kind: 'straight', numbers: [17] } as const;

  it('sums chips per spot and keeps the first-placed order', () => {
    let layout = placeChip(EMPTY_LAYOUT, { ...seventeen, numbers: [17] }, 100);
    layout = placeChip(layout, { ...red, numbers: [] }, 50);
    layout = placeChip(layout, { ...seventeen, numbers: [17] }, 25);
    expect(totalOf(layout)).toBe(175);
    expect(betsOf(layout)).toEqual([
      { kind: 'straight', numbers: [17], amount: 125 },
      { kind: 'red', numbers: [], amount: 50 },
    ]);
  });

  it('undoes the last chip, then the spot disappears', () => {
    let layout = placeChip(EMPTY_LAYOUT, { kind: 'odd', numbers: [] }, 10);
    layout = placeChip(layout, { kind: 'odd', numbers: [] }, 20);
    layout = undoChip(layout);
    expect(betsOf(layout)).toEqual([{ kind: 'odd', numbers: [], amount: 10 }]);
    layout = undoChip(undoChip(layout));
    expect(totalOf(layout)).toBe(0);
    expect(layout.placements).toEqual([]);
  });

  it('refuses invalid spots, non-integer chips and a spot past the limit', () => {
    expect(placeChip(EMPTY_LAYOUT, { kind: 'split', numbers: [3, 4] }, 10)).toBe(EMPTY_LAYOUT);
    expect(placeChip(EMPTY_LAYOUT, { kind: 'red', numbers: [] }, 1.5)).toBe(EMPTY_LAYOUT);
    const spots = [
      ...Array.from({ length: 37 }, (_, n) => ({ kind: 'straight' as const, numbers: [n] })),
      ...Array.from({ length: 12 }, (_, s) => ({
        kind: 'street' as const,
        numbers: [s * 3 + 1, s * 3 + 2, s * 3 + 3],
      })),
      ...[1, 2, 3].map((n) => ({ kind: 'dozen' as const, numbers: [n] })),
      ...[1, 2, 3].map((n) => ({ kind: 'column' as const, numbers: [n] })),
      ...(['red', 'black', 'even', 'odd', 'low', 'high'] as const).map((kind) => ({
        kind,
        numbers: [],
      })),
    ];
    expect(spots.length).toBeGreaterThan(ROULETTE_MAX_BETS);
    let layout = EMPTY_LAYOUT;
    for (const spot of spots) layout = placeChip(layout, spot, 1);
    expect(layout.amounts.size).toBe(ROULETTE_MAX_BETS);
    // More chips on a spot already covered are still fine.
    expect(totalOf(placeChip(layout, { kind: 'straight', numbers: [0] }, 1))).toBe(
      ROULETTE_MAX_BETS + 1,
    );
  });

  it('keys a spot the same whatever the order of its numbers', () => {
    expect(spotKey({ kind: 'split', numbers: [2, 1] })).toBe(
      spotKey({ kind: 'split', numbers: [1, 2] }),
    );
  });

  it('finds the best payout over every number', () => {
    let layout = placeChip(EMPTY_LAYOUT, { kind: 'straight', numbers: [1] }, 100);
    layout = placeChip(layout, { kind: 'red', numbers: [] }, 100);
    // 1 is red: 100 × 36 + 100 × 2.
    expect(bestPayoutOf(layout)).toBe(3_800);
  });
});

describe('picking an inside bet number by number', () => {
  /** Taps the numbers in turn and answers what the last tap decided. */
  const tap = (kind: Parameters<typeof pickInside>[0], ...numbers: number[]) => {
    let picked: number[] = [];
    let last: ReturnType<typeof pickInside> = { picked };
    for (const number of numbers) {
      last = pickInside(kind, picked, number);
      picked = 'picked' in last ? last.picked : [];
    }
    return last;
  };

  it('places a straight bet at once', () => {
    expect(tap('straight', 17)).toEqual({ spot: { kind: 'straight', numbers: [17] } });
  });

  it('places a split on two neighbours, across a street or along it, and at zero', () => {
    expect(tap('split', 17)).toEqual({ picked: [17] });
    expect(tap('split', 17, 18)).toEqual({ spot: { kind: 'split', numbers: [17, 18] } });
    expect(tap('split', 20, 17)).toEqual({ spot: { kind: 'split', numbers: [17, 20] } });
    expect(tap('split', 0, 2)).toEqual({ spot: { kind: 'split', numbers: [0, 2] } });
  });

  it('starts over from a number that is no neighbour, and takes a picked number back', () => {
    expect(tap('split', 17, 30)).toEqual({ picked: [30] });
    expect(tap('split', 17, 17)).toEqual({ picked: [] });
  });

  it('places a street on one of its numbers, and a zero street on two', () => {
    expect(tap('street', 17)).toEqual({ spot: { kind: 'street', numbers: [16, 17, 18] } });
    expect(tap('street', 2)).toEqual({ picked: [2] });
    expect(tap('street', 3, 0)).toEqual({ spot: { kind: 'street', numbers: [0, 2, 3] } });
    expect(tap('street', 1, 3)).toEqual({ spot: { kind: 'street', numbers: [1, 2, 3] } });
  });

  it('places a corner on two diagonal numbers, and waits when two could still make two', () => {
    expect(tap('corner', 17, 21)).toEqual({ spot: { kind: 'corner', numbers: [17, 18, 20, 21] } });
    expect(tap('corner', 17, 18)).toEqual({ picked: [17, 18] });
    expect(tap('corner', 17, 18, 14)).toEqual({
      spot: { kind: 'corner', numbers: [14, 15, 17, 18] },
    });
  });

  it('places a six line on numbers of two neighbouring streets, at once at the table ends', () => {
    expect(tap('line', 17, 20)).toEqual({
      spot: { kind: 'line', numbers: [16, 17, 18, 19, 20, 21] },
    });
    expect(tap('line', 35)).toEqual({ spot: { kind: 'line', numbers: [31, 32, 33, 34, 35, 36] } });
    expect(tap('line', 0)).toEqual({ picked: [] });
  });

  it('only ever answers a spot the engine takes', () => {
    for (const kind of ['split', 'street', 'corner', 'line'] as const) {
      for (let first = 0; first <= 36; first++) {
        for (let second = 0; second <= 36; second++) {
          const pick = tap(kind, first, second);
          if ('spot' in pick)
            expect(isValidSpot(pick.spot), `${kind} ${first} ${second}`).toBe(true);
        }
      }
    }
  });
});
