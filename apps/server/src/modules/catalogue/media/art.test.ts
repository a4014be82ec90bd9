import {
  GAME_ART_MOTIFS,
  GAME_ENGINES,
  GAME_VARIANTS,
  PROVIDER_ART_STYLES,
} from '@satsino/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { artRevision, renderGameThumb, renderProviderLogo } from './art.js';
import { defaultMotif, motifOf } from './motifs.js';

/** Every tag opened is closed, in order: the document is well-formed enough for any viewer. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name ?? '');
  }
  return stack.length === 0;
}

describe('game art', () => {
  it('draws every motif in every studio style as a balanced 210x160 SVG', () => {
    for (const style of PROVIDER_ART_STYLES) {
      for (const motif of GAME_ART_MOTIFS) {
        const svg = renderGameThumb({ style, motif, title: 'Ace & <Co>' });
        expect(
          svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="210" height="160"'),
        ).toBe(true);
        expect(balanced(svg), `${style} ${motif}`).toBe(true);
        expect(svg.toLowerCase()).toContain('>ace &amp; &lt;co&gt;<');
        expect(svg).not.toContain('<Co>');
        expect(svg).not.toMatch(/NaN|undefined/);
      }
    }
  });

  it('gives every game a distinct drawing and every studio a distinct frame', () => {
    const drawings = new Set(
      GAME_ART_MOTIFS.map((motif) => renderGameThumb({ style: 'reelforge', motif, title: 'X' })),
    );
    expect(drawings.size).toBe(GAME_ART_MOTIFS.length);
    const styles = new Set(
      PROVIDER_ART_STYLES.map((style) => renderGameThumb({ style, motif: 'dice', title: 'X' })),
    );
    expect(styles.size).toBe(PROVIDER_ART_STYLES.length);
  });

  it('cuts long titles at a word', () => {
    const svg = renderGameThumb({
      style: 'velvet',
      motif: 'cards',
      title: 'The Extraordinarily Long Name of a Table',
    });
    expect(svg).toContain('The Extraordinarily…');
  });

  it('draws studio logos at 120x50 with their name', () => {
    for (const style of PROVIDER_ART_STYLES) {
      const svg = renderProviderLogo({ style, name: 'Velvet Tables' });
      expect(svg).toContain('width="120" height="50"');
      expect(svg).toContain('>Velvet<');
      expect(svg).toContain('>TABLES<');
      expect(balanced(svg)).toBe(true);
    }
  });

  it('revises the URL when what the drawing depends on changes', () => {
    expect(artRevision(['originals', 'dice', 'Dice'])).toBe(
      artRevision(['originals', 'dice', 'Dice']),
    );
    expect(artRevision(['originals', 'dice', 'Dice'])).not.toBe(
      artRevision(['velvet', 'dice', 'Dice']),
    );
    expect(artRevision(['a', 'bc'])).not.toBe(artRevision(['ab', 'c']));
  });

  it('has a motif for every engine variant, and falls back for unknown keys', () => {
    for (const engine of GAME_ENGINES) {
      for (const variant of GAME_VARIANTS[engine]) {
        expect(GAME_ART_MOTIFS).toContain(defaultMotif(engine, variant));
      }
    }
    expect(defaultMotif('crash', 'crashsw')).toBe('starship');
    expect(motifOf('no-such-motif', 'wheel')).toBe('wheel');
    expect(motifOf('planet', 'wheel')).toBe('planet');
  });
});
