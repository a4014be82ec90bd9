import { z } from 'zod';
import { LOCALES } from './locales.js';
import { CATALOGUE_MESSAGES } from './messages/catalogue.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { CATALOGUE_MESSAGES };

/*
 * The game catalogue (SPEC §3 casino category, game list entry, provider; §7 /games/list,
 * /games/categories, /games/providers). Public calls: guests browse the lobby too (SPEC §6).
 * Names come in the caller's locale (`?locale=` or Accept-Language, as content does), falling
 * back to English. Every game is an in-house title run by one engine of the games domain
 * (DESIGN §5), or a page of its own (the crash tables).
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/**
 * SPEC §9: "Casino categories map to provider codes". The code is what the server and the old
 * client call a category; the slug is its address (`/category/{slug}`, SPEC §2 names
 * `live-casino` and `slots`; the old `/category/OLD/gameshow` lands on `game-show`).
 */
export const CATEGORY_CODES = [
  'original',
  'live_casino',
  'roulette',
  'blackjack',
  'popular',
  'game_show',
  'featured',
  'slots',
  'table_games',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];
export const categorySlugOf = (code: CategoryCode) => code.replace(/_/g, '-');

/** SPEC §9: "Popular carousel category 3". The seed gives `popular` this id. */
export const POPULAR_CATEGORY_ID = 3;

/**
 * SPEC §2 casino tabs: lobby, live casino, featured slots, game show, original. `lobby` is every
 * game; the others are the categories with these codes.
 */
export const CASINO_TABS = ['lobby', 'live_casino', 'featured', 'game_show', 'original'] as const;
export type CasinoTab = (typeof CASINO_TABS)[number];

/** SPEC §2 lobby sort: default, popular, asc, desc (shown as popular, A-Z, Z-A). */
export const GAME_SORTS = ['default', 'popular', 'asc', 'desc'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** Flags an operator sets on a game; a list call may ask for the games carrying one (`flag`). */
export const GAME_FLAGS = ['new', 'popular', 'featured'] as const;
export type GameFlag = (typeof GAME_FLAGS)[number];

/** SPEC §9: a carousel shows at most 50 games and 20 placeholders while loading. */
export const CAROUSEL_MAX_GAMES = 50;
export const CAROUSEL_PLACEHOLDERS = 20;
/** `GET /games/list` answers at most this many games per call (limitto − limitfrom). */
export const GAMES_PAGE_MAX = 200;
/** `GET /games/sections` answers at most this many sections per call. */
export const GAME_SECTIONS_MAX = 8;
/** The lobby grid loads this many games per page ("load more"). */
export const LOBBY_PAGE_SIZE = 48;
/** Searches shorter than this match nothing (a single letter would match almost every game). */
export const GAME_SEARCH_MIN_LENGTH = 2;
export const GAME_SEARCH_MAX_LENGTH = 60;

/** SPEC §9 image sizes: game tiles 210x160, provider logos 120x50. */
export const GAME_THUMB_SIZE = { width: 210, height: 160 } as const;
export const PROVIDER_LOGO_SIZE = { width: 120, height: 50 } as const;

/**
 * The engines of the in-house studio (DESIGN §5). `crash` games open their own table page
 * (`launch_path`); every other engine runs in the game host, launched through /games/gameURL.
 */
export const GAME_ENGINES = [
  'dice',
  'limbo',
  'roulette',
  'blackjack',
  'slots',
  'wheel',
  'mines',
  'plinko',
  'keno',
  'hilo',
  'crash',
] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/**
 * A game a third-party provider runs (issue 15): imported from its integration's feed, launched
 * through the provider's launch endpoint, settled through the seamless wallet. It has no engine
 * of ours; its variant is its integration's code.
 */
export const PROVIDER_ENGINE = 'provider';
/** What a catalogue game may name: an in-house engine, or a provider's game. */
export const CATALOGUE_ENGINES = [...GAME_ENGINES, PROVIDER_ENGINE] as const;
export type CatalogueEngine = (typeof CATALOGUE_ENGINES)[number];

/**
 * The variants each engine runs (a slot's theme and paytable, a crash table, a table's limits).
 * A game names one engine and one of its variants; the operator cannot pick anything else.
 */
export const GAME_VARIANTS = {
  dice: ['classic'],
  limbo: ['classic'],
  roulette: ['classic', 'royale'],
  blackjack: ['classic', 'vip'],
  slots: [
    'fruit-fiesta',
    'pharaoh-gold',
    'viking-voyage',
    'neon-nights',
    'dragon-pearls',
    'cosmic-cash',
  ],
  wheel: ['money-wheel'],
  mines: ['classic'],
  plinko: ['classic'],
  keno: ['classic'],
  hilo: ['classic'],
  crash: ['crash', 'crashbull', 'crashsw'],
} as const satisfies Record<GameEngine, readonly string[]>;
export const isGameVariant = (engine: GameEngine, variant: string): boolean =>
  (GAME_VARIANTS[engine] as readonly string[]).includes(variant);

/** The look of a studio's generated logo and game art (DESIGN §9: one style per studio). */
export const PROVIDER_ART_STYLES = ['originals', 'velvet', 'reelforge', 'spotlight'] as const;
export type ProviderArtStyle = (typeof PROVIDER_ART_STYLES)[number];

/** What a game's generated tile shows, drawn in its studio's style. */
export const GAME_ART_MOTIFS = [
  'dice',
  'limbo',
  'rocket',
  'bull',
  'starship',
  'roulette',
  'crown',
  'cards',
  'diamond',
  'wheel',
  'fruit',
  'pyramid',
  'longship',
  'neon',
  'dragon',
  'planet',
  'mines',
  'plinko',
  'keno',
] as const;
export type GameArtMotif = (typeof GAME_ART_MOTIFS)[number];

/** A provider game's thumbnail, downloaded once at import and served from our origin. */
export const providerThumbPath = (gameId: string) => `/api/games/thumbnails/${gameId}`;
/** A provider game whose thumbnail was kept has this image key: its bytes' digest. */
export const PROVIDER_THUMB_KEY_PREFIX = 'thumb-';
/** Public addresses of the generated art. */
export const gameThumbPath = (gameId: string) => `/api/catalogue/media/games/${gameId}.svg`;
export const providerLogoPath = (slug: string) => `/api/catalogue/media/providers/${slug}.svg`;

/** Slugs of categories, providers and games: addresses, lower-case words joined by hyphens. */
export const CATALOGUE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A provider's default slug: its name lower-cased, spaces to hyphens (SPEC §2 /providers/{id}). */
export const providerSlugOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const category = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().meta({ description: 'Address: /category/{slug}, lower case' }),
    code: z.enum(CATEGORY_CODES),
    icon: z.string().meta({ description: 'Material icon name, e.g. "Casino"' }),
    in_menu: z.boolean(),
    in_footer: z.boolean(),
    position: z.number().int(),
    games_count: z.number().int(),
  })
  .meta({ id: 'CasinoCategory' });
export type Category = z.infer<typeof category>;
export const categoriesResponse = z
  .object({ categories: z.array(category) })
  .meta({ id: 'CasinoCategories' });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const provider = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z
      .string()
      .meta({ description: 'Address: /providers/{slug} (the name, spaces to hyphens)' }),
    image: z.string().meta({ description: 'Logo URL (SVG, 120x50)' }),
    games_count: z.number().int(),
  })
  .meta({ id: 'GameProvider' });
export type Provider = z.infer<typeof provider>;
export const providersResponse = z
  .object({ providers: z.array(provider) })
  .meta({ id: 'GameProviders' });
export type ProvidersResponse = z.infer<typeof providersResponse>;

/** '1' means the game has a demo (SPEC §3 supportsDemo). */
export const demoFlag = z.enum(['1', '0']);

/** SPEC §3 game list entry; `game_id` is the game's slug, also its address `/casino/{game_id}`. */
export const gameListEntry = z
  .object({
    game: z.object({
      name: z.string(),
      game_id: z.string(),
      provider: z.string().meta({ description: 'Provider slug' }),
      game_image: z.string(),
      supportsDemo: demoFlag,
    }),
    position: z.number().int(),
    provider: z.string().meta({ description: 'Provider slug' }),
    supportsDemo: demoFlag,
    provided_by: z.string().meta({ description: 'Provider name' }),
    url_thumb: z.string().meta({ description: 'Tile image URL (SVG, 210x160)' }),
    game_category_id: z.number().int().meta({ description: 'The primary category' }),
    category_ids: z.array(z.number().int()),
    engine: z.enum(CATALOGUE_ENGINES),
    /** The engine's variant (a slot's theme and paytable, a crash table, a table's limits). */
    variant: z.string(),
    /** Site path of a game with a page of its own (crash tables), else null: launch in the host. */
    launch_path: z.string().nullable(),
    popular: z.boolean(),
    featured: z.boolean(),
    new: z.boolean(),
    /**
     * Return to player in basis points (9900 = 99%), rounded down, as the engine and variant
     * compute it; for the wheel, the best bet's.
     */
    rtp_bps: z.number().int(),
  })
  .meta({ id: 'GameListEntry' });
export type GameListEntry = z.infer<typeof gameListEntry>;

export const gamesListQuery = z.object({
  limitfrom: z.coerce.number().int().min(0).default(0),
  /** Empty (the spec's default) means "to the end", bounded by GAMES_PAGE_MAX. */
  limitto: z
    .union([z.literal(''), z.coerce.number().int().min(0)])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  category_id: z.coerce.number().int().positive().optional(),
  /** A category slug, as an alternative to its id (the /category/{slug} page). */
  category: z.string().max(80).optional(),
  /** A provider slug. */
  provider: z.string().max(80).optional(),
  search: z.string().trim().max(GAME_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(GAME_SORTS).default('default'),
  /** Only the games carrying this flag. */
  flag: z.enum(GAME_FLAGS).optional(),
  locale: z.string().optional(),
});
export type GamesListQuery = z.input<typeof gamesListQuery>;

export const gamesListResponse = z
  .object({
    totalcount: z.number().int(),
    games: z.array(gameListEntry),
  })
  .meta({ id: 'GamesList' });
export type GamesListResponse = z.infer<typeof gamesListResponse>;

/**
 * A section of `GET /games/sections`: the first games of a category, by slug (`category:slots`)
 * or id (`category_id:3`, the popular carousel of SPEC §9), or of the games carrying a flag
 * (`flag:new`), each in the operator's order.
 */
export const GAME_SECTION_PATTERN = new RegExp(
  `^(?:category:[a-z0-9]+(?:-[a-z0-9]+)*|category_id:[1-9][0-9]{0,9}|flag:(?:${GAME_FLAGS.join('|')}))$`,
);
export type GameSectionId = `category:${string}` | `category_id:${number}` | `flag:${GameFlag}`;

export const gamesSectionsQuery = z.object({
  /** Comma-separated section ids, answered in this order. */
  sections: z
    .string()
    .max(GAME_SECTIONS_MAX * 40)
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              GAME_SECTION_PATTERN,
              `A section is category:<slug>, category_id:<id> or flag:${GAME_FLAGS.join('|')}`,
            ),
        )
        .min(1)
        .max(GAME_SECTIONS_MAX)
        .refine((ids) => new Set(ids).size === ids.length, { message: 'A section is named twice' }),
    )
    .meta({ description: 'e.g. `category_id:3,flag:new,category:live-casino`' }),
  /** The games per section. */
  limit: z.coerce.number().int().min(1).max(CAROUSEL_MAX_GAMES).default(CAROUSEL_MAX_GAMES),
  locale: z.string().optional(),
});
export type GamesSectionsQuery = z.input<typeof gamesSectionsQuery>;

export const gameSection = z
  .object({
    id: z.string().meta({ description: 'The section id as asked' }),
    ...gamesListResponse.shape,
  })
  .meta({ id: 'GameSection' });
export type GameSection = z.infer<typeof gameSection>;
export const gamesSectionsResponse = z
  .object({ sections: z.array(gameSection) })
  .meta({ id: 'GameSections' });
export type GamesSectionsResponse = z.infer<typeof gamesSectionsResponse>;

/** `GET /games/info/{game_id}`: one game, for its page. */
export const gameDetails = gameListEntry
  .extend({
    description: z.string().meta({ description: 'Markdown, in the caller locale' }),
    category: category.pick({ id: true, name: true, slug: true }),
  })
  .meta({ id: 'GameDetails' });
export type GameDetails = z.infer<typeof gameDetails>;
export const gameIdParams = z.object({ game_id: z.string().min(1).max(80) });

// ---------------------------------------------------------------------------------------------
// Operator calls (admin role): categories, providers and games
// ---------------------------------------------------------------------------------------------

const isLocaleKey = (key: string) => (LOCALES as readonly string[]).includes(key);
const onlyLocales = (value: Record<string, string>) => Object.keys(value).every(isLocaleKey);
const localeMessage = `Locales are ${LOCALES.join(', ')}`;

const translations = z
  .record(z.string(), z.string().trim().min(1).max(120))
  .refine((value) => typeof value.en === 'string', { message: 'English is required' })
  .refine(onlyLocales, { message: localeMessage });

/** In an edit: the names given replace those locales' names; English may be left out. */
const translationEdits = z
  .record(z.string(), z.string().trim().min(1).max(120))
  .refine(onlyLocales, { message: localeMessage });

const catalogueSlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(CATALOGUE_SLUG_PATTERN, 'Lower-case letters, digits and single hyphens only');

/** Operator ids in paths. */
export const adminCatalogueIdParams = z.object({ id: z.coerce.number().int().positive() });

export const adminCategoryWrite = z.object({
  code: z.enum(CATEGORY_CODES),
  names: translations,
  icon: z.string().trim().min(1).max(60),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  position: z.number().int().min(0).max(10_000),
  /** Defaults to the code with hyphens (`live_casino` → `live-casino`). */
  slug: catalogueSlug.optional(),
});
export type AdminCategoryWrite = z.infer<typeof adminCategoryWrite>;
/** An edit names only what changes; names given replace those locales' names. */
export const adminCategoryUpdate = adminCategoryWrite
  .partial()
  .extend({ names: translationEdits.optional() });
export type AdminCategoryUpdate = z.infer<typeof adminCategoryUpdate>;
export const adminCategory = category
  .omit({ name: true })
  .extend({ names: z.record(z.string(), z.string()) })
  .meta({ id: 'AdminCasinoCategory' });
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryList = z
  .object({ categories: z.array(adminCategory) })
  .meta({ id: 'AdminCasinoCategories' });

export const adminProviderWrite = z.object({
  name: z.string().trim().min(1).max(80),
  /** Defaults to the name, lower-cased, spaces to hyphens (SPEC §2 /providers/{id}). */
  slug: catalogueSlug.optional(),
  art_style: z.enum(PROVIDER_ART_STYLES),
  position: z.number().int().min(0).max(10_000),
});
export type AdminProviderWrite = z.infer<typeof adminProviderWrite>;
export const adminProviderUpdate = adminProviderWrite.partial();
export type AdminProviderUpdate = z.infer<typeof adminProviderUpdate>;
export const adminProvider = provider
  .extend({
    art_style: z.enum(PROVIDER_ART_STYLES),
    position: z.number().int(),
    /** Every game of the studio, published or not. */
    games_total: z.number().int(),
  })
  .meta({ id: 'AdminGameProvider' });
export type AdminProvider = z.infer<typeof adminProvider>;
export const adminProviderList = z
  .object({ providers: z.array(adminProvider) })
  .meta({ id: 'AdminGameProviders' });

export const adminGameWrite = z.object({
  names: translations,
  descriptions: z
    .record(z.string(), z.string().max(5_000))
    .refine(onlyLocales, { message: localeMessage })
    .optional(),
  provider_id: z.number().int().positive(),
  category_id: z.number().int().positive(),
  category_ids: z.array(z.number().int().positive()).max(20),
  position: z.number().int().min(0).max(100_000),
  popular: z.boolean(),
  featured: z.boolean(),
  new: z.boolean(),
  supports_demo: z.boolean(),
  published: z.boolean(),
});
export type AdminGameWrite = z.infer<typeof adminGameWrite>;

const launchPath = z
  .string()
  .trim()
  .max(80)
  .regex(/^\/[a-z0-9/-]*$/, 'A site path such as /games/crash');

/** What only a new game states, or an edit may change: the engine that runs it. */
const gameEngineFields = z.object({
  engine: z.enum(GAME_ENGINES),
  /** One of GAME_VARIANTS[engine]. */
  variant: z.string().trim().min(1).max(40),
  launch_path: launchPath.nullable().optional(),
  /** The art's motif; defaults to the one of the engine and variant. */
  image_key: z.enum(GAME_ART_MOTIFS).optional(),
});

/** A new game: `game_id` is its slug, fixed for life (round records name it). */
export const adminGameCreate = adminGameWrite
  .extend({ game_id: catalogueSlug })
  .extend(gameEngineFields.shape);
export type AdminGameCreate = z.infer<typeof adminGameCreate>;
/**
 * An edit names only what changes. The RTP follows the engine and variant (the server takes it
 * from the engine's math, `gameRtpBps` in @satsino/fairness/rtp).
 */
export const adminGameUpdate = adminGameWrite
  .extend(gameEngineFields.shape)
  .partial()
  .extend({ names: translationEdits.optional() });
export type AdminGameUpdate = z.infer<typeof adminGameUpdate>;

export const adminGame = gameListEntry
  .omit({ game: true })
  .extend({
    id: z.number().int(),
    game_id: z.string(),
    names: z.record(z.string(), z.string()),
    descriptions: z.record(z.string(), z.string()),
    provider_id: z.number().int(),
    image_key: z.enum(GAME_ART_MOTIFS),
    supports_demo: z.boolean(),
    published: z.boolean(),
  })
  .meta({ id: 'AdminGame' });
export type AdminGame = z.infer<typeof adminGame>;
export const adminGameList = z.object({ games: z.array(adminGame) }).meta({ id: 'AdminGames' });

/** The engines and their variants, for the operator's game form. */
export const adminEngineList = z
  .object({
    engines: z.array(
      z.object({
        engine: z.enum(GAME_ENGINES),
        variants: z.array(z.string()),
        /** Each variant's return to player in basis points: slot themes differ. */
        rtp_bps: z
          .record(z.string(), z.number().int())
          .meta({ description: "Each variant's RTP in basis points (9900 = 99%)" }),
      }),
    ),
    motifs: z.array(z.enum(GAME_ART_MOTIFS)),
  })
  .meta({ id: 'AdminGameEngines' });
