import {
  PROVIDER_FEED_COLUMNS,
  type ProviderFeedGame,
  providerFeedGame,
} from '@satsino/contract/provider';

/*
 * The sandbox's catalogue: a few thousand games across a dozen studios whose names we made up,
 * generated from a fixed seed so every run (and every test) serves the same feed. Three studios
 * are live-dealer studios, so the casino's "Live casino" has something real to list; the slot
 * studios mix in a few RNG table games, as real ones do.
 */

/** Changing the seed changes every game: the casino would import a different catalogue. */
export const FEED_SEED = 15;
export const FEED_GAME_COUNT = 3000;

export type StudioKind = 'slots' | 'live';

export interface Studio {
  name: string;
  /** The game codes' prefix. */
  prefix: string;
  kind: StudioKind;
  games: number;
  /** Hue (0–359) the studio's thumbnails start from. */
  hue: number;
}

/** Twelve invented studios; the game counts add up to FEED_GAME_COUNT. */
export const STUDIOS: readonly Studio[] = [
  { name: 'Lanternfish Studios', prefix: 'lanternfish', kind: 'slots', games: 330, hue: 205 },
  { name: 'Copperleaf Gaming', prefix: 'copperleaf', kind: 'slots', games: 300, hue: 25 },
  { name: 'Quillfeather Games', prefix: 'quillfeather', kind: 'slots', games: 290, hue: 280 },
  { name: 'Saltmarsh Interactive', prefix: 'saltmarsh', kind: 'slots', games: 280, hue: 170 },
  { name: 'Velvet Comet', prefix: 'velvetcomet', kind: 'slots', games: 270, hue: 330 },
  { name: 'Pebblestone Play', prefix: 'pebblestone', kind: 'slots', games: 260, hue: 95 },
  { name: 'Tangerine Owl', prefix: 'tangerineowl', kind: 'slots', games: 250, hue: 40 },
  { name: 'Glasswing Games', prefix: 'glasswing', kind: 'slots', games: 240, hue: 240 },
  { name: 'Ember Atlas', prefix: 'emberatlas', kind: 'slots', games: 230, hue: 5 },
  { name: 'Harbourlight Live', prefix: 'harbourlight', kind: 'live', games: 200, hue: 190 },
  { name: 'Marigold Tables Live', prefix: 'marigold', kind: 'live', games: 180, hue: 48 },
  { name: 'Ninefold Live', prefix: 'ninefold', kind: 'live', games: 170, hue: 140 },
];

/** mulberry32: a tiny, well-mixed 32-bit generator; plenty for made-up names. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const ADJECTIVES = [
  'Amber',
  'Ancient',
  'Blazing',
  'Bold',
  'Brass',
  'Bright',
  'Cobalt',
  'Cosmic',
  'Crimson',
  'Crystal',
  'Dancing',
  'Emerald',
  'Endless',
  'Fabled',
  'Frozen',
  'Gilded',
  'Glowing',
  'Golden',
  'Hidden',
  'Howling',
  'Ivory',
  'Jade',
  'Jolly',
  'Lucky',
  'Midnight',
  'Misty',
  'Neon',
  'Noble',
  'Obsidian',
  'Painted',
  'Quiet',
  'Radiant',
  'Restless',
  'Royal',
  'Rusty',
  'Sapphire',
  'Silver',
  'Sleepy',
  'Stormy',
  'Sunken',
  'Thunderous',
  'Velvet',
  'Wandering',
  'Wild',
  'Wise',
  'Zesty',
];
const NOUNS = [
  'Anchors',
  'Apples',
  'Badgers',
  'Beacons',
  'Bees',
  'Buffaloes',
  'Cactus',
  'Candles',
  'Castles',
  'Cherries',
  'Clocks',
  'Comets',
  'Crowns',
  'Dragons',
  'Drums',
  'Eagles',
  'Embers',
  'Falcons',
  'Foxes',
  'Gems',
  'Giants',
  'Harvest',
  'Hearts',
  'Horseshoes',
  'Islands',
  'Jackals',
  'Keys',
  'Koi',
  'Lanterns',
  'Lions',
  'Lotus',
  'Meteors',
  'Mummies',
  'Nuggets',
  'Orchids',
  'Owls',
  'Pandas',
  'Pearls',
  'Pirates',
  'Pyramids',
  'Ravens',
  'Reels',
  'Rhinos',
  'Robots',
  'Rubies',
  'Sails',
  'Scarabs',
  'Serpents',
  'Sevens',
  'Sphinx',
  'Stars',
  'Temples',
  'Tigers',
  'Totems',
  'Treasures',
  'Vikings',
  'Volcanoes',
  'Wolves',
  'Yetis',
];
const PLACES = [
  'Atlantis',
  'the Nile',
  'the North',
  'Avalon',
  'the Abyss',
  'Olympus',
  'the Dunes',
  'Cairo',
  'the Jungle',
  'the Reef',
  'the Moon',
  'the Canyon',
  'the Fjords',
  'the Bayou',
  'Eldoria',
];
const SLOT_SUFFIXES = ['Deluxe', 'Gold', 'Rush', 'Quest', 'XL', 'Nights', 'Fortune', '2', 'Frenzy'];
const TABLE_GAMES = [
  'Blackjack',
  'European Roulette',
  'Baccarat',
  'Video Poker',
  'Three Card Poker',
  'Sic Bo',
  'Red Dog',
  'Pai Gow',
  'Hi-Lo',
  'Keno',
];
const LIVE_ROULETTE = [
  'Salon',
  'Speed',
  'Twin Wheel',
  'Grand',
  'Auto',
  'VIP',
  'Emerald',
  'Harbour',
];
const LIVE_BLACKJACK = ['Classic', 'Speed', 'Private Lounge', 'Open Seat', 'Evening', 'Platinum'];
const LIVE_SHOWS = [
  'Carousel of Prizes',
  'Coin Parade',
  'Sky Ladder',
  'Lucky Lanterns',
  'Balloon Bonanza',
  'Prize Drop',
  'Rocket Fair',
  'Treasure Wheel',
  'Pebble Run',
  'Dice Derby',
];
const LIVE_OTHER = [
  'Baccarat',
  'Speed Baccarat',
  'Dragon Tiger',
  'Sic Bo',
  "Casino Hold'em",
  'Three Card Poker',
  'Andar Bahar',
  'Teen Patti',
  'Dice Baccarat',
  'Card Duel',
];

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A percentage with two decimals between `low` and `high`, as the contract's RTP string. */
function rtpBetween(random: () => number, low: number, high: number): string {
  const hundredths = Math.round(low * 100) + Math.floor(random() * Math.round((high - low) * 100));
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function slotName(random: () => number): string {
  const shape = random();
  if (shape < 0.45) return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
  if (shape < 0.7) return `${pick(random, NOUNS)} of ${pick(random, PLACES)}`;
  return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${pick(random, SLOT_SUFFIXES)}`;
}

type Draft = Pick<ProviderFeedGame, 'name' | 'category' | 'rtp' | 'demo' | 'live'>;

function slotStudioGame(random: () => number): Draft {
  if (random() < 0.06) {
    return {
      name: `${pick(random, ADJECTIVES)} ${pick(random, TABLE_GAMES)}`,
      category: 'table',
      rtp: rtpBetween(random, 96.5, 99.5),
      demo: random() < 0.8,
      live: false,
    };
  }
  return {
    name: slotName(random),
    category: 'slots',
    rtp: rtpBetween(random, 94, 97.8),
    demo: random() < 0.95,
    live: false,
  };
}

function liveStudioGame(random: () => number, studio: Studio, table: number): Draft {
  const kind = random();
  const short = studio.name.split(' ')[0] ?? studio.name;
  if (kind < 0.3) {
    const american = random() < 0.2;
    return {
      name: `${short} ${pick(random, LIVE_ROULETTE)} ${american ? 'American ' : ''}Roulette ${table}`,
      category: 'roulette',
      rtp: american ? '94.74' : '97.30',
      demo: false,
      live: true,
    };
  }
  if (kind < 0.6) {
    return {
      name: `${short} ${pick(random, LIVE_BLACKJACK)} Blackjack ${table}`,
      category: 'blackjack',
      rtp: rtpBetween(random, 99.2, 99.6),
      demo: false,
      live: true,
    };
  }
  if (kind < 0.75) {
    return {
      name: `${pick(random, LIVE_SHOWS)} ${table}`,
      category: 'game_show',
      rtp: rtpBetween(random, 95, 96.9),
      demo: false,
      live: true,
    };
  }
  return {
    name: `${short} ${pick(random, LIVE_OTHER)} ${table}`,
    category: 'live',
    rtp: rtpBetween(random, 97, 98.95),
    demo: false,
    live: true,
  };
}

export interface SandboxGame extends ProviderFeedGame {
  /** The studio's hue, for the thumbnail. */
  hue: number;
}

/**
 * Every game of the feed, in a stable order; `publicUrl` is where the casino reaches the
 * sandbox (the thumbnails' origin). Names are unique across the feed.
 */
export function generateFeed(publicUrl: string, seed = FEED_SEED): SandboxGame[] {
  const random = seededRandom(seed);
  const base = publicUrl.replace(/\/+$/, '');
  const names = new Set<string>();
  const games: SandboxGame[] = [];
  for (const studio of STUDIOS) {
    for (let number = 1; number <= studio.games; number += 1) {
      let draft =
        studio.kind === 'live' ? liveStudioGame(random, studio, number) : slotStudioGame(random);
      // Word lists repeat; a repeated name gets the studio's name, then a number.
      if (names.has(draft.name)) draft = { ...draft, name: `${draft.name} (${studio.name})` };
      for (let extra = 2; names.has(draft.name); extra += 1) {
        draft = { ...draft, name: `${draft.name.replace(/ \d+$/, '')} ${extra}` };
      }
      names.add(draft.name);
      const gameCode = `${studio.prefix}-${String(number).padStart(4, '0')}`;
      games.push({
        game_code: gameCode,
        name: draft.name,
        studio: studio.name,
        category: draft.category,
        rtp: draft.rtp,
        thumbnail: `${base}/thumbs/${gameCode}.svg`,
        demo: draft.demo,
        live: draft.live,
        hue: studio.hue,
      });
    }
  }
  return games;
}

/** The feed's JSON body: `{ games: [...] }` with exactly the contract's fields. */
export function feedJson(games: readonly SandboxGame[]): { games: ProviderFeedGame[] } {
  return { games: games.map((game) => providerFeedGame.parse(game)) };
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The feed as CSV (RFC 4180): PROVIDER_FEED_COLUMNS as the header row, then a row a game. */
export function feedCsv(games: readonly SandboxGame[]): string {
  const lines = [PROVIDER_FEED_COLUMNS.join(',')];
  for (const game of games) {
    lines.push(PROVIDER_FEED_COLUMNS.map((column) => csvField(String(game[column]))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
