import { describe, expect, it } from 'vitest';
import { categoryPath, findBySlug, gamePath, providerPath, rtpPercent } from './game-links';

const game = (gameId: string, launchPath: string | null) => ({
  launch_path: launchPath,
  game: { name: 'x', game_id: gameId, provider: 'p', game_image: '', supportsDemo: '1' as const },
});

describe('gamePath', () => {
  it('leads to the game page, or to the page of a game that has its own', () => {
    expect(gamePath(game('sats-dice', null))).toBe('/casino/sats-dice');
    expect(gamePath(game('crash-bull', '/games/crashbull'))).toBe('/games/crashbull');
  });
});

describe('paths', () => {
  it('encode slugs', () => {
    expect(categoryPath('live-casino')).toBe('/category/live-casino');
    expect(providerPath('Velvet Tables')).toBe('/providers/Velvet%20Tables');
  });
});

describe('findBySlug', () => {
  const items = [{ slug: 'Velvet-Tables' }, { slug: 'reelforge' }];
  it('finds the exact slug first, then ignoring case', () => {
    expect(findBySlug(items, 'reelforge')).toBe(items[1]);
    expect(findBySlug(items, 'velvet-tables')).toBe(items[0]);
    expect(findBySlug(items, 'REELFORGE')).toBe(items[1]);
    expect(findBySlug(items, 'nope')).toBeUndefined();
  });
});

describe('rtpPercent', () => {
  it('shows basis points as a percentage in the locale', () => {
    expect(rtpPercent(9650, 'en')).toBe('96.5');
    expect(rtpPercent(9900, 'de')).toBe('99');
    expect(rtpPercent(9725, 'fr')).toBe('97,25');
  });
});
