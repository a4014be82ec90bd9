import { buildStrip, PAYLINES_20, type SlotVariant } from './slots.js';

/*
 * The house's slot themes. Each has its own symbols (the last one listed is the wild), its
 * reel strips (the same symbol counts on every reel, turned apart) and a paytable tuned to about
 * 96 %. Fruit Fiesta and Cosmic Cash have a feature round (slots.ts): a scatter symbol on their
 * strips whose 3, 4 or 5 cells on a spin give that many free spins inside the round; their
 * figures include it. `rtp` and `hitFrequency` are the exact values `slotRtp` and `slotHitFrequency` compute
 * (kept here so a page need not count ~80 000 reel stops to show them); engines.test.ts checks
 * that they are, and simulates each theme's RTP.
 */

interface Theme {
  id: string;
  name: string;
  lines: 10 | 20;
  wild: string;
  /** Per symbol: copies on each reel and pays for 3, 4 and 5 in a row (line bets). */
  symbols: Record<string, readonly [number, readonly [number, number, number]]>;
  /** The feature round: its scatter symbol, copies on each reel, spins for 3/4/5, multiplier. */
  feature?: {
    scatter: string;
    copies: number;
    spins: readonly [number, number, number];
    multiplier: number;
  };
  rtp: number;
  hitFrequency: number;
}

const THEMES: Theme[] = [
  {
    id: 'fruit-fiesta',
    name: 'Fruit Fiesta',
    lines: 10,
    wild: 'star',
    symbols: {
      cherry: [9, [6, 19, 62]],
      lemon: [8, [6, 25, 75]],
      orange: [7, [12, 31, 100]],
      plum: [6, [12, 37, 124]],
      grapes: [5, [19, 62, 187]],
      watermelon: [4, [25, 93, 311]],
      seven: [2, [62, 249, 1245]],
      star: [2, [62, 311, 1867]],
    },
    feature: { scatter: 'sun', copies: 3, spins: [5, 6, 8], multiplier: 1 },
    rtp: 0.9657655997876031,
    hitFrequency: 0.3755858873562044,
  },
  {
    id: 'pharaoh-gold',
    name: 'Pharaoh Gold',
    lines: 20,
    wild: 'pyramid',
    symbols: {
      ten: [10, [9, 18, 71]],
      jack: [9, [9, 27, 89]],
      queen: [8, [9, 36, 107]],
      king: [7, [18, 45, 134]],
      ankh: [5, [27, 71, 214]],
      scarab: [4, [36, 107, 356]],
      eye: [3, [53, 178, 712]],
      pharaoh: [2, [89, 356, 1780]],
      pyramid: [2, [178, 712, 3560]],
    },
    rtp: 0.9603154239999849,
    hitFrequency: 0.568704,
  },
  {
    id: 'viking-voyage',
    name: 'Viking Voyage',
    lines: 20,
    wild: 'rune',
    symbols: {
      axe: [10, [5, 15, 39]],
      shield: [9, [5, 15, 49]],
      helmet: [7, [10, 24, 73]],
      horn: [6, [10, 29, 98]],
      ship: [4, [20, 59, 195]],
      odin: [2, [49, 195, 780]],
      rune: [2, [73, 293, 1463]],
    },
    rtp: 0.960103037109374,
    hitFrequency: 0.754671875,
  },
  {
    id: 'neon-nights',
    name: 'Neon Nights',
    lines: 10,
    wild: 'disco',
    symbols: {
      note: [9, [5, 14, 36]],
      cocktail: [8, [5, 18, 54]],
      heart: [7, [9, 23, 72]],
      diamond: [5, [14, 36, 135]],
      crown: [4, [18, 68, 225]],
      bar: [3, [27, 90, 450]],
      disco: [2, [45, 225, 1351]],
    },
    rtp: 0.9662121243940537,
    hitFrequency: 0.48102857559410994,
  },
  {
    id: 'dragon-pearls',
    name: 'Dragon Pearls',
    lines: 20,
    wild: 'dragon',
    symbols: {
      coin: [10, [7, 14, 57]],
      lantern: [9, [7, 21, 71]],
      fan: [8, [7, 28, 85]],
      koi: [6, [14, 42, 141]],
      lotus: [5, [21, 57, 170]],
      tiger: [3, [42, 141, 566]],
      pearl: [2, [71, 283, 1415]],
      dragon: [2, [141, 566, 2829]],
    },
    rtp: 0.9588642002404757,
    hitFrequency: 0.6643292181069959,
  },
  {
    id: 'cosmic-cash',
    name: 'Cosmic Cash',
    lines: 10,
    wild: 'blackhole',
    symbols: {
      moon: [9, [4, 12, 42]],
      comet: [8, [4, 17, 50]],
      planet: [7, [8, 21, 67]],
      rocket: [5, [12, 33, 125]],
      alien: [4, [17, 62, 208]],
      galaxy: [2, [42, 167, 833]],
      blackhole: [2, [62, 250, 1250]],
    },
    feature: { scatter: 'supernova', copies: 2, spins: [7, 12, 20], multiplier: 1 },
    rtp: 0.9547055675546045,
    hitFrequency: 0.48194261596972904,
  },
];

function toVariant(theme: Theme): SlotVariant {
  const counts: Record<string, number> = Object.fromEntries(
    Object.entries(theme.symbols).map(([symbol, [count]]) => [symbol, count]),
  );
  const feature = theme.feature;
  // The scatter goes on the strips after the paying symbols (buildStrip spreads it evenly).
  if (feature) counts[feature.scatter] = feature.copies;
  return {
    id: theme.id,
    name: theme.name,
    wild: theme.wild,
    paytable: Object.fromEntries(
      Object.entries(theme.symbols).map(([symbol, [, pays]]) => [symbol, pays]),
    ),
    reels: [0, 1, 2, 3, 4].map((offset) => buildStrip(counts, offset)),
    paylines: PAYLINES_20.slice(0, theme.lines),
    rtp: theme.rtp,
    hitFrequency: theme.hitFrequency,
    ...(feature
      ? {
          feature: {
            scatter: feature.scatter,
            spins: feature.spins,
            multiplier: feature.multiplier,
          },
        }
      : {}),
  };
}

export const SLOT_VARIANTS: ReadonlyMap<string, SlotVariant> = new Map(
  THEMES.map((theme) => [theme.id, toVariant(theme)]),
);

export function findSlotVariant(id: string): SlotVariant | undefined {
  return SLOT_VARIANTS.get(id);
}
