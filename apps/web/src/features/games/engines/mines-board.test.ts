import { MINES_MAX, MINES_MIN, MINES_TILES } from '@satsino/contract/games';
import { minesMultiplier } from '@satsino/fairness/mines';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPickTile,
  hiddenTiles,
  type MinesOutcome,
  minesTiles,
  nextMinesMultiplier,
  randomHiddenTile,
  safeRevealed,
} from './mines-board';

const playing = (mines: number, revealed: number[]): MinesOutcome => ({
  engine: 'mines',
  mines,
  revealed,
  mine_tiles: [],
  status: 'playing',
  // The board helpers never read the multiplier.
  multiplier: 1,
});

describe('the Mines board as it shows', () => {
  it('is 25 hidden tiles before a round', () => {
    expect(minesTiles(undefined)).toEqual(Array.from({ length: 25 }, () => ({ kind: 'hidden' })));
  });

  it('shows the gems found while the round plays and hides the rest', () => {
    const tiles = minesTiles(playing(3, [7, 12]));
    expect(tiles[7]).toEqual({ kind: 'gem', picked: true });
    expect(tiles[12]).toEqual({ kind: 'gem', picked: true });
    expect(tiles.filter((tile) => tile.kind === 'hidden')).toHaveLength(23);
  });

  it('after a bust shows every mine, the one hit marked, and the gems not picked faded', () => {
    const tiles = minesTiles({
      engine: 'mines',
      mines: 3,
      revealed: [0, 4],
      mine_tiles: [4, 9, 24],
      status: 'busted',
      multiplier: 0,
    });
    expect(tiles[0]).toEqual({ kind: 'gem', picked: true });
    expect(tiles[4]).toEqual({ kind: 'hit', picked: true });
    expect(tiles[9]).toEqual({ kind: 'mine', picked: false });
    expect(tiles[24]).toEqual({ kind: 'mine', picked: false });
    expect(tiles[1]).toEqual({ kind: 'gem', picked: false });
    expect(tiles.some((tile) => tile.kind === 'hidden')).toBe(false);
  });

  it('counts the safe tiles found: on a bust, all picks but the mine', () => {
    expect(safeRevealed(playing(3, [1, 2, 3]))).toBe(3);
    expect(
      safeRevealed({ ...playing(3, [1, 2, 3]), status: 'busted', mine_tiles: [3, 5, 6] }),
    ).toBe(2);
  });

  it('for every board and pick, shows a mine only once the round is over', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MINES_MIN, max: MINES_MAX }),
        fc.shuffledSubarray(
          Array.from({ length: MINES_TILES }, (_, tile) => tile),
          { minLength: 0, maxLength: 5 },
        ),
        (mines, revealed) => {
          const tiles = minesTiles(playing(mines, revealed));
          expect(tiles.some((tile) => tile.kind === 'mine' || tile.kind === 'hit')).toBe(false);
          expect(tiles.filter((tile) => tile.kind === 'gem')).toHaveLength(revealed.length);
        },
      ),
    );
  });
});

describe('the next tile’s multiplier', () => {
  it('is Stake’s figure for the next safe tile (3 mines: 1.13×, then 1.29×)', () => {
    expect(nextMinesMultiplier(3, 0)).toBeCloseTo(1.125, 10);
    expect(nextMinesMultiplier(3, 1)).toBeCloseTo(1.2857, 4);
  });

  it('is undefined once every safe tile was found', () => {
    expect(nextMinesMultiplier(24, 1)).toBeUndefined();
    expect(nextMinesMultiplier(3, 22)).toBeUndefined();
    expect(nextMinesMultiplier(3, 21)).toBe(minesMultiplier(3, 22));
  });
});

describe('a random tile', () => {
  it('is always one of the hidden tiles, whatever the random float', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          Array.from({ length: MINES_TILES }, (_, tile) => tile),
          { minLength: 0, maxLength: 21 },
        ),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (revealed, float) => {
          const outcome = playing(3, revealed);
          const tile = randomHiddenTile(outcome, () => float);
          expect(hiddenTiles(outcome)).toContain(tile);
          expect(revealed).not.toContain(tile);
        },
      ),
    );
  });

  it('is undefined when no tile is hidden', () => {
    const all = Array.from({ length: MINES_TILES }, (_, tile) => tile);
    expect(randomHiddenTile(playing(1, all), () => 0.5)).toBeUndefined();
  });
});

describe('which tiles can be pressed', () => {
  const hidden = { kind: 'hidden' } as const;
  const gem = { kind: 'gem', picked: true } as const;
  const none = new Set<number>();

  it('by hand: a hidden tile while a round plays, nothing between rounds', () => {
    const manual = { auto: false, chosen: none, safeTiles: 22 };
    expect(canPickTile({ ...manual, playing: true }, 3, hidden)).toBe(true);
    expect(canPickTile({ ...manual, playing: true }, 3, gem)).toBe(false);
    expect(canPickTile({ ...manual, playing: false }, 3, hidden)).toBe(false);
  });

  it('in auto-play: any tile between rounds, up to the safe tiles; none while a round plays', () => {
    const chosen = new Set([1, 2]);
    const auto = { auto: true, chosen, safeTiles: 2 };
    expect(canPickTile({ ...auto, playing: false }, 1, gem)).toBe(true);
    expect(canPickTile({ ...auto, playing: false }, 7, hidden)).toBe(false);
    expect(canPickTile({ ...auto, playing: false, safeTiles: 3 }, 7, hidden)).toBe(true);
    expect(canPickTile({ ...auto, playing: true }, 1, hidden)).toBe(false);
  });
});
