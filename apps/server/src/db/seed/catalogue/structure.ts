import {
  type CategoryCode,
  categorySlugOf,
  type GameEngine,
  POPULAR_CATEGORY_ID,
  type ProviderArtStyle,
} from '@satsino/contract/catalogue';
import { gameRtpBps } from '@satsino/fairness/rtp';

/*
 * The demo catalogue (DESIGN §5): in-house titles only, so every seeded game is playable. The
 * names of games and studios are brand names, the same in every locale; category names and game
 * descriptions are translated in `locales/<lng>.ts`.
 */

export interface SeedCategory {
  /** Fixed so that `popular` has the id the popular carousel asks for (SPEC §9). */
  id: number;
  code: CategoryCode;
  slug: string;
  icon: string;
  inMenu: boolean;
  inFooter: boolean;
  position: number;
}

const category = (
  id: number,
  code: CategoryCode,
  icon: string,
  inMenu: boolean,
  inFooter: boolean,
  position: number,
): SeedCategory => ({ id, code, slug: categorySlugOf(code), icon, inMenu, inFooter, position });

/** Icons are Material icon names (the web maps them to @mui/icons-material). */
export const SEED_CATEGORIES: readonly SeedCategory[] = [
  category(1, 'original', 'AutoAwesome', true, true, 10),
  category(2, 'live_casino', 'LiveTv', true, true, 20),
  category(POPULAR_CATEGORY_ID, 'popular', 'Whatshot', false, false, 50),
  category(4, 'roulette', 'Album', false, false, 30),
  category(5, 'blackjack', 'Style', false, false, 40),
  category(6, 'game_show', 'Mic', true, true, 60),
  category(7, 'featured', 'Star', false, false, 70),
  category(8, 'slots', 'Casino', true, true, 80),
  category(9, 'table_games', 'TableRestaurant', true, true, 90),
];

export interface SeedProvider {
  slug: string;
  name: string;
  artStyle: ProviderArtStyle;
  position: number;
}

export const SEED_PROVIDERS: readonly SeedProvider[] = [
  { slug: 'originals', name: 'Originals', artStyle: 'originals', position: 10 },
  { slug: 'velvet-tables', name: 'Velvet Tables', artStyle: 'velvet', position: 20 },
  { slug: 'reelforge', name: 'Reelforge', artStyle: 'reelforge', position: 30 },
  { slug: 'spotlight-studio', name: 'Spotlight Studio', artStyle: 'spotlight', position: 40 },
];

export const SEED_GAME_SLUGS = [
  'dice',
  'limbo',
  'crash',
  'crash-bull',
  'crash-sw',
  'european-roulette',
  'roulette-royale',
  'blackjack',
  'blackjack-vip',
  'money-wheel',
  'fruit-fiesta',
  'pharaoh-gold',
  'viking-voyage',
  'neon-nights',
  'dragon-pearls',
  'cosmic-cash',
] as const;
export type SeedGameSlug = (typeof SEED_GAME_SLUGS)[number];

type Flag = 'popular' | 'featured' | 'new';

export interface SeedGame {
  slug: SeedGameSlug;
  name: string;
  engine: GameEngine;
  variant: string;
  provider: string;
  category: CategoryCode;
  others: readonly CategoryCode[];
  flags: readonly Flag[];
  launchPath: string | null;
  supportsDemo: boolean;
  rtpBps: number;
}

function game(
  slug: SeedGameSlug,
  name: string,
  [engine, variant]: readonly [GameEngine, string],
  provider: string,
  [primary, ...others]: readonly [CategoryCode, ...CategoryCode[]],
  flags: readonly Flag[],
  launchPath: string | null = null,
): SeedGame {
  return {
    slug,
    name,
    engine,
    variant,
    provider,
    category: primary,
    others,
    flags,
    launchPath,
    // The crash tables are multiplayer real-money rounds: there is no demo of them.
    supportsDemo: engine !== 'crash',
    rtpBps: gameRtpBps(engine, variant),
  };
}

/** In lobby order; the position of each is its index × 10. */
export const SEED_GAMES: readonly SeedGame[] = [
  game(
    'dice',
    'Dice',
    ['dice', 'classic'],
    'originals',
    ['original', 'table_games', 'popular'],
    ['popular', 'featured'],
  ),
  game('limbo', 'Limbo', ['limbo', 'classic'], 'originals', ['original', 'popular'], ['new']),
  game(
    'crash',
    'Crash',
    ['crash', 'crash'],
    'originals',
    ['original', 'live_casino', 'popular'],
    ['popular', 'featured'],
    '/games/crash',
  ),
  game(
    'crash-bull',
    'Crash Bull',
    ['crash', 'crashbull'],
    'originals',
    ['original', 'live_casino'],
    ['new'],
    '/games/crashbull',
  ),
  game(
    'crash-sw',
    'Crash SW',
    ['crash', 'crashsw'],
    'originals',
    ['original', 'live_casino'],
    [],
    '/games/crashsw',
  ),
  game(
    'european-roulette',
    'European Roulette',
    ['roulette', 'classic'],
    'velvet-tables',
    ['roulette', 'table_games', 'popular'],
    ['popular'],
  ),
  game(
    'roulette-royale',
    'Roulette Royale',
    ['roulette', 'royale'],
    'velvet-tables',
    ['roulette', 'table_games', 'featured'],
    ['featured'],
  ),
  game(
    'blackjack',
    'Blackjack',
    ['blackjack', 'classic'],
    'velvet-tables',
    ['blackjack', 'table_games', 'popular'],
    ['popular'],
  ),
  game(
    'blackjack-vip',
    'Blackjack VIP',
    ['blackjack', 'vip'],
    'velvet-tables',
    ['blackjack', 'table_games'],
    ['new'],
  ),
  game(
    'money-wheel',
    'Money Wheel',
    ['wheel', 'money-wheel'],
    'spotlight-studio',
    ['game_show', 'popular', 'featured'],
    ['popular', 'featured'],
  ),
  game(
    'fruit-fiesta',
    'Fruit Fiesta',
    ['slots', 'fruit-fiesta'],
    'reelforge',
    ['slots', 'popular', 'featured'],
    ['popular', 'featured'],
  ),
  game(
    'pharaoh-gold',
    'Pharaoh Gold',
    ['slots', 'pharaoh-gold'],
    'reelforge',
    ['slots', 'featured'],
    ['featured'],
  ),
  game(
    'viking-voyage',
    'Viking Voyage',
    ['slots', 'viking-voyage'],
    'reelforge',
    ['slots'],
    ['new'],
  ),
  game(
    'neon-nights',
    'Neon Nights',
    ['slots', 'neon-nights'],
    'reelforge',
    ['slots', 'popular'],
    ['popular'],
  ),
  game('dragon-pearls', 'Dragon Pearls', ['slots', 'dragon-pearls'], 'reelforge', ['slots'], []),
  game(
    'cosmic-cash',
    'Cosmic Cash',
    ['slots', 'cosmic-cash'],
    'reelforge',
    ['slots', 'featured'],
    ['new', 'featured'],
  ),
];
