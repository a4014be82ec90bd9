import { PAYLINES_20 } from '@satsino/fairness/slots';
import { describe, expect, it } from 'vitest';
import { cellsOfWin, linePoints, winLinePoints, winningCells } from './slot-lines';

describe('slot line highlighting', () => {
  it('covers the first `count` reels of the 1-based line', () => {
    // Line 1 is the middle row, line 4 the V shape.
    expect(cellsOfWin(PAYLINES_20, { line: 1, symbol: 'a', count: 3, payout: 10 })).toEqual([
      '0:1',
      '1:1',
      '2:1',
    ]);
    expect(cellsOfWin(PAYLINES_20, { line: 4, symbol: 'a', count: 5, payout: 10 })).toEqual([
      '0:0',
      '1:1',
      '2:2',
      '3:1',
      '4:0',
    ]);
  });

  it('merges the cells of every win and ignores unknown lines', () => {
    const cells = winningCells(PAYLINES_20, [
      { line: 2, symbol: 'a', count: 3, payout: 5 },
      { line: 4, symbol: 'b', count: 3, payout: 5 },
      { line: 99, symbol: 'c', count: 5, payout: 5 },
    ]);
    expect([...cells].sort()).toEqual(['0:0', '1:0', '1:1', '2:0', '2:2']);
  });

  it('draws a line through the cell centres', () => {
    expect(linePoints([1, 1, 1, 1, 1], 500, 300)).toBe('50,150 150,150 250,150 350,150 450,150');
  });

  it('draws a win only across the reels that form it', () => {
    // Three of a kind on the V (line 4): reels 1 to 3, down to the bottom row and no further.
    const three = { line: 4, symbol: 'a', count: 3, payout: 10 };
    expect(winLinePoints(PAYLINES_20, three, 500, 300)).toBe('50,50 150,150 250,250');
    const four = { line: 1, symbol: 'a', count: 4, payout: 10 };
    expect(winLinePoints(PAYLINES_20, four, 500, 300)).toBe('50,150 150,150 250,150 350,150');
    const five = { line: 4, symbol: 'a', count: 5, payout: 10 };
    expect(winLinePoints(PAYLINES_20, five, 500, 300)).toBe('50,50 150,150 250,250 350,150 450,50');
    // The points are the centres of the cells the win lights up, in the same order.
    const centre = (key: string) => {
      const [reel = 0, row = 0] = key.split(':').map(Number);
      return `${100 * (reel + 0.5)},${100 * (row + 0.5)}`;
    };
    expect(winLinePoints(PAYLINES_20, three, 500, 300)).toBe(
      cellsOfWin(PAYLINES_20, three).map(centre).join(' '),
    );
    expect(winLinePoints(PAYLINES_20, { ...three, line: 99 }, 500, 300)).toBeUndefined();
  });
});

describe('symbolName', () => {
  it('turns an id into words', async () => {
    const { symbolName } = await import('./slot-names');
    expect(symbolName('golden_scarab')).toBe('Golden scarab');
    expect(symbolName('seven')).toBe('Seven');
    expect(symbolName('neon-bar')).toBe('Neon bar');
  });
});

describe('slot symbols', () => {
  it('draws every symbol of every house theme with a drawing of its own', async () => {
    const { SLOT_VARIANTS } = await import('@satsino/fairness/slot-variants');
    const { hasOwnDrawing } = await import('./slot-symbols');
    for (const variant of SLOT_VARIANTS.values()) {
      for (const symbol of Object.keys(variant.paytable)) {
        expect(hasOwnDrawing(symbol), `${variant.id}: ${symbol}`).toBe(true);
      }
    }
  });
});
