/*
 * The look of each of the house's slot themes, taken from its catalogue thumbnail (the server's
 * motif palettes in modules/catalogue/media/motif-shapes.ts): the backdrop behind the machine,
 * the frame around the reels, the reel windows and the colours its symbols are painted in. All
 * six share one way of drawing (flat shapes, a two-stop gradient, a dark outline); only colours
 * and ornaments change, so each machine reads as its thumbnail.
 */

/** A symbol's paint: the top and bottom of its gradient. */
export interface SymbolPaint {
  light: string;
  dark: string;
}

export type SlotBackdrop = 'sunburst' | 'dunes' | 'waves' | 'grid' | 'clouds' | 'stars';

export interface SlotTheme {
  /** Backdrop gradient, top to bottom. */
  from: string;
  to: string;
  backdrop: SlotBackdrop;
  /** Accent of the backdrop's ornaments. */
  accent: string;
  /** The frame around the reels: its two metal tones and the inner line. */
  frameLight: string;
  frameDark: string;
  frameLine: string;
  /** The reel windows: top and bottom. */
  reelTop: string;
  reelBottom: string;
  /** Outlines of symbols and the colour of a won line. */
  outline: string;
  line: string;
  /** Symbol paints by the index a symbol drawing names. */
  paints: readonly SymbolPaint[];
}

const paint = (light: string, dark: string): SymbolPaint => ({ light, dark });

export const SLOT_THEMES: Record<string, SlotTheme> = {
  'fruit-fiesta': {
    from: '#db2777',
    to: '#3f0d12',
    backdrop: 'sunburst',
    accent: '#a3e635',
    frameLight: '#fde68a',
    frameDark: '#b45309',
    frameLine: '#a3e635',
    reelTop: '#fff7ed',
    reelBottom: '#fed7aa',
    outline: '#3f0d12',
    line: '#a3e635',
    paints: [
      paint('#f87171', '#b91c1c'),
      paint('#fde047', '#ca8a04'),
      paint('#86efac', '#15803d'),
      paint('#93c5fd', '#1d4ed8'),
      paint('#d8b4fe', '#7e22ce'),
      paint('#fdba74', '#c2410c'),
      paint('#f9a8d4', '#be185d'),
      paint('#a5f3fc', '#0e7490'),
    ],
  },
  'pharaoh-gold': {
    from: '#b45309',
    to: '#1c1206',
    backdrop: 'dunes',
    accent: '#fcd34d',
    frameLight: '#fef3c7',
    frameDark: '#92400e',
    frameLine: '#1e3a8a',
    reelTop: '#fef3c7',
    reelBottom: '#e7c989',
    outline: '#1c1206',
    line: '#1d4ed8',
    paints: [
      paint('#f87171', '#991b1b'),
      paint('#fde68a', '#b45309'),
      paint('#6ee7b7', '#047857'),
      paint('#60a5fa', '#1e3a8a'),
      paint('#c4b5fd', '#5b21b6'),
      paint('#fcd34d', '#a16207'),
      paint('#fca5a5', '#b91c1c'),
      paint('#67e8f9', '#0e7490'),
    ],
  },
  'viking-voyage': {
    from: '#1e3a8a',
    to: '#0b1526',
    backdrop: 'waves',
    accent: '#e2e8f0',
    frameLight: '#d6a262',
    frameDark: '#5b3a1a',
    frameLine: '#e2e8f0',
    reelTop: '#e2e8f0',
    reelBottom: '#94a3b8',
    outline: '#0b1526',
    line: '#f59e0b',
    paints: [
      paint('#f87171', '#991b1b'),
      paint('#fbbf24', '#b45309'),
      paint('#86efac', '#166534'),
      paint('#7dd3fc', '#1e40af'),
      paint('#c4b5fd', '#4c1d95'),
      paint('#fdba74', '#9a3412'),
      paint('#fda4af', '#9f1239'),
      paint('#e2e8f0', '#64748b'),
    ],
  },
  'neon-nights': {
    from: '#4c1d95',
    to: '#0a0018',
    backdrop: 'grid',
    accent: '#22d3ee',
    frameLight: '#f472b6',
    frameDark: '#581c87',
    frameLine: '#22d3ee',
    reelTop: '#1e0b3a',
    reelBottom: '#0a0018',
    outline: '#0a0018',
    line: '#22d3ee',
    paints: [
      paint('#fb7185', '#be123c'),
      paint('#fde047', '#ca8a04'),
      paint('#4ade80', '#15803d'),
      paint('#67e8f9', '#0891b2'),
      paint('#f0abfc', '#a21caf'),
      paint('#f472b6', '#9d174d'),
      paint('#fda4af', '#e11d48'),
      paint('#c4b5fd', '#6d28d9'),
    ],
  },
  'dragon-pearls': {
    from: '#991b1b',
    to: '#1a0606',
    backdrop: 'clouds',
    accent: '#f59e0b',
    frameLight: '#fcd34d',
    frameDark: '#7c2d12',
    frameLine: '#fef3c7',
    reelTop: '#fef3c7',
    reelBottom: '#fcd9a5',
    outline: '#1a0606',
    line: '#dc2626',
    paints: [
      paint('#f87171', '#991b1b'),
      paint('#fcd34d', '#b45309'),
      paint('#4ade80', '#166534'),
      paint('#7dd3fc', '#1e40af'),
      paint('#f0abfc', '#86198f'),
      paint('#fb923c', '#9a3412'),
      paint('#fda4af', '#be123c'),
      paint('#f5f5f4', '#a8a29e'),
    ],
  },
  'cosmic-cash': {
    from: '#312e81',
    to: '#030712',
    backdrop: 'stars',
    accent: '#fde047',
    frameLight: '#c084fc',
    frameDark: '#312e81',
    frameLine: '#fde047',
    reelTop: '#1e1b4b',
    reelBottom: '#030712',
    outline: '#030712',
    line: '#fde047',
    paints: [
      paint('#fb7185', '#be123c'),
      paint('#fde047', '#ca8a04'),
      paint('#6ee7b7', '#047857'),
      paint('#7dd3fc', '#0369a1'),
      paint('#d8b4fe', '#7e22ce'),
      paint('#fdba74', '#c2410c'),
      paint('#f0abfc', '#a21caf'),
      paint('#a5b4fc', '#4338ca'),
    ],
  },
};

/** A theme the house adds before it has its own art looks like the first one. */
export const DEFAULT_SLOT_THEME = SLOT_THEMES['fruit-fiesta'] as SlotTheme;

export function slotThemeOf(variant: string): SlotTheme {
  return SLOT_THEMES[variant] ?? DEFAULT_SLOT_THEME;
}
