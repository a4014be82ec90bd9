import { z } from 'zod';
import {
  GAME_MODES,
  type GameMode,
  type GameUrlResponse,
  gameUrlRequest,
  gameUrlResponse,
} from './game-launch.js';
import { GAMES_MESSAGES } from './messages/games.js';
import { CURRENCIES, minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
// The launch lives apart too: the lobby launches games and builds none of the rounds' schemas.
export {
  GAME_MODES,
  GAMES_MESSAGES,
  type GameMode,
  type GameUrlResponse,
  gameUrlRequest,
  gameUrlResponse,
};

/*
 * Playing the in-house games (DESIGN §5): launch, game sessions, provably fair seeds, rounds
 * of every engine that runs in the game host, the live feed and the player's history. Crash
 * tables have their own protocol (crash.ts).
 *
 * Flow: the game page asks POST /games/gameURL (real money, bearer token) or
 * /games/demo/gameURL (play money, anyone) and shows `urldata.url` in an iframe. That URL is the
 * game host page `/play/{game_id}#launch={token}`: the token (single use, short-lived) travels
 * in the fragment so it never reaches a server log or a Referer. The host exchanges it for a
 * game session (POST /games/sessions) and then plays with the header `x-game-session`.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

export const GAME_SESSION_HEADER = 'x-game-session';

/** A launch token must be exchanged within this time, once. */
export const LAUNCH_TOKEN_TTL_SECONDS = 120;
/** A game session lasts this long without play. */
export const GAME_SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Play money a demo session starts with (minor units: 1,000.00). */
export const DEMO_START_BALANCE_MINOR = 100_000;

/** Bets per round, minor units of the account currency, unless a variant says otherwise. */
export const DEFAULT_MIN_BET_MINOR = 10;
export const DEFAULT_MAX_BET_MINOR = 100_000;
/** No round pays more than this (minor units): the house's exposure per round. */
export const MAX_PAYOUT_MINOR = 10_000_000;

export const CLIENT_SEED_MAX_LENGTH = 64;
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]+$/;

/** SPEC §2 live feed: all bets, high rollers, mine. A high roller bet is at least this much. */
export const HIGH_ROLLER_MIN_BET_MINOR = 10_000;
export const LIVE_FEED_SIZE = 20;
export const HISTORY_PAGE_SIZE = 50;

// ---------------------------------------------------------------------------------------------
// Launch and sessions
// ---------------------------------------------------------------------------------------------

export const sessionCreateRequest = z.object({ launch_token: z.string().min(16).max(200) });

export const fairnessState = z
  .object({
    server_seed_hash: z.string().meta({ description: 'SHA-256 of the active server seed, hex' }),
    client_seed: z.string(),
    /** The nonce the next round will use. */
    nonce: z.number().int().min(0),
    /**
     * SHA-256 of the server seed the next pair will use, committed now: changing the client seed
     * or rotating moves to exactly this seed, so the house never picks one after the player's.
     */
    next_server_seed_hash: z.string(),
  })
  .meta({ id: 'FairnessState' });
export type FairnessState = z.infer<typeof fairnessState>;

export const gameBalance = z
  .object({
    currency: z.enum(CURRENCIES),
    /** Real money: cash and bonus; demo: play money in `cash`, bonus 0. */
    cash: minorUnits,
    bonus: minorUnits,
  })
  .meta({ id: 'GameBalance' });
export type GameBalance = z.infer<typeof gameBalance>;

export const gameSession = z
  .object({
    session: z.string().meta({ description: `Send back in the ${GAME_SESSION_HEADER} header` }),
    mode: z.enum(GAME_MODES),
    expires_at: z.iso.datetime(),
    game: z.object({
      game_id: z.string(),
      name: z.string(),
      engine: z.string(),
      variant: z.string(),
      rtp_bps: z.number().int(),
    }),
    limits: z.object({
      min_bet: minorUnits,
      max_bet: minorUnits,
      max_payout: minorUnits,
      /**
       * Real money while a bonus is being wagered: the largest stake its rules allow (a round
       * above it is refused, 422 bonus_max_bet_while_wagering); null or absent otherwise. It
       * holds while the bonus balance is above zero.
       */
      max_bet_while_wagering: minorUnits.nullable().optional(),
    }),
    balance: gameBalance,
    fairness: fairnessState,
  })
  .meta({ id: 'GameSession' });
export type GameSession = z.infer<typeof gameSession>;

export const clientSeedRequest = z.object({
  client_seed: z
    .string()
    .min(1, GAMES_MESSAGES.invalidClientSeed)
    .max(CLIENT_SEED_MAX_LENGTH, GAMES_MESSAGES.invalidClientSeed)
    .regex(CLIENT_SEED_PATTERN, GAMES_MESSAGES.invalidClientSeed),
});
/** A seed pair that has ended, its server seed revealed: everything verifying its rounds needs. */
export const revealedSeedPair = z
  .object({
    id: z.number().int(),
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string(),
    /** Rounds played with it: nonces 0 … rounds − 1. */
    rounds: z.number().int(),
    /** The hash this pair committed to for its successor (the pair that followed it). */
    next_server_seed_hash: z.string().nullable(),
    created_at: z.iso.datetime(),
    revealed_at: z.iso.datetime(),
  })
  .meta({ id: 'RevealedSeedPair' });
export type RevealedSeedPair = z.infer<typeof revealedSeedPair>;

export const seedRotation = z
  .object({
    /** The seed pair that just ended, its server seed revealed. */
    revealed: revealedSeedPair,
    current: fairnessState,
  })
  .meta({ id: 'SeedRotation' });
export type SeedRotation = z.infer<typeof seedRotation>;

// ---------------------------------------------------------------------------------------------
// Rounds: what each engine takes and shows
// ---------------------------------------------------------------------------------------------

export const DICE_CONDITIONS = ['over', 'under'] as const;
/** Roulette bets (European single zero); inside bets name their numbers. */
export const ROULETTE_BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'even',
  'odd',
  'low',
  'high',
] as const;
/*
 * Blackjack's actions. 'split' splits two first cards of equal rank into two hands (once);
 * 'insurance' and 'no_insurance' answer the insurance offer made when the dealer shows an ace,
 * before anything else (packages/fairness/src/blackjack.ts states the rules).
 */
export const BLACKJACK_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no_insurance',
] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
/** The money wheel's segments (a game show wheel): the number is the payout to one. */
export const WHEEL_SEGMENTS = ['1', '2', '5', '10', '20', '40'] as const;
/** Its multiplier segments: landing on one spins again and multiplies the next win (×3, ×7). */
export const WHEEL_MULTIPLIER_STOPS = ['x3', 'x7'] as const;
/** Everything a spin can stop on. */
export const WHEEL_STOPS = [...WHEEL_SEGMENTS, ...WHEEL_MULTIPLIER_STOPS] as const;
/** A wheel round spins at most this often; a multiplier on the last spin voids the round. */
export const WHEEL_MAX_SPINS = 3;

/*
 * The four originals of issue 16, with Stake's published mappings (packages/fairness: mines.ts,
 * plinko.ts, keno.ts, hilo.ts hold the formulas and their vectors). Mines and HiLo are played in
 * steps like a blackjack hand: the round opens with the bet, then takes actions until it ends.
 */
/** Mines: a 5 × 5 board, tiles 0 … 24 row by row (0 top left), 1 … 24 mines. */
export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Plinko: 8 … 16 rows of pins, three risk levels (each its own multiplier table). */
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
/** Keno: 10 of the numbers 1 … 40 are drawn; the player picks 1 … 10 of them. */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['classic', 'low', 'medium', 'high'] as const;
/**
 * HiLo's moves: a guess on the next card against the one shown (an ace is low, a king high;
 * "higher" and "lower" are offered on an ace and a king, where "or same" would be certain),
 * a skip to the next card without a guess, and a cash-out after at least one won guess.
 */
export const HILO_ACTIONS = [
  'higher_or_same',
  'lower_or_same',
  'higher',
  'lower',
  'same',
  'skip',
  'cashout',
] as const;
export type HiloAction = (typeof HILO_ACTIONS)[number];
export const MINES_ACTIONS = ['reveal', 'cashout'] as const;
/** Every action a round in steps can take, whatever its engine. */
export const ROUND_ACTIONS = [
  ...BLACKJACK_ACTIONS,
  ...HILO_ACTIONS.filter((action) => action !== 'cashout'),
  ...MINES_ACTIONS,
] as const;
export type RoundActionName = (typeof ROUND_ACTIONS)[number];
/**
 * An action as a round records it: blackjack's and HiLo's by name; a Mines reveal as the tile's
 * number (0 … 24) and its cash-out as 'cashout'.
 */
export const roundAction = z.union([
  z.enum(ROUND_ACTIONS),
  z
    .number()
    .int()
    .min(0)
    .max(MINES_TILES - 1),
]);
export type RoundAction = z.infer<typeof roundAction>;

export const roundParams = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('dice'),
    /** Roll 0.00–100.00; wins over/under the target (two decimals). */
    target: z.number().min(2).max(98),
    condition: z.enum(DICE_CONDITIONS),
  }),
  z.object({
    engine: z.literal('limbo'),
    /** Wins when the result reaches the target multiplier (two decimals). */
    target_multiplier: z.number().min(1.01).max(1_000_000),
  }),
  z.object({
    engine: z.literal('roulette'),
    bets: z
      .array(
        z.object({
          kind: z.enum(ROULETTE_BET_KINDS),
          /** Inside bets: the covered numbers; dozen/column: [1], [2] or [3]; outside: []. */
          numbers: z.array(z.number().int().min(0).max(36)).max(6),
          amount: minorUnits.positive(),
        }),
      )
      .min(1)
      .max(60),
  }),
  z.object({ engine: z.literal('blackjack') }),
  z.object({ engine: z.literal('slots') }),
  z.object({
    engine: z.literal('wheel'),
    bets: z
      .array(z.object({ segment: z.enum(WHEEL_SEGMENTS), amount: minorUnits.positive() }))
      .min(1)
      .max(WHEEL_SEGMENTS.length),
  }),
  z.object({
    engine: z.literal('mines'),
    /** How many of the 25 tiles hide a mine. */
    mines: z.number().int().min(MINES_MIN).max(MINES_MAX),
  }),
  z.object({
    engine: z.literal('plinko'),
    rows: z.number().int().min(PLINKO_MIN_ROWS).max(PLINKO_MAX_ROWS),
    risk: z.enum(PLINKO_RISKS),
  }),
  z.object({
    engine: z.literal('keno'),
    /** The numbers picked, 1 … 40, no repeats (the engine refuses a repeat: 422 on the field). */
    picks: z.array(z.number().int().min(1).max(KENO_NUMBERS)).min(1).max(KENO_MAX_PICKS),
    risk: z.enum(KENO_RISKS),
  }),
  z.object({ engine: z.literal('hilo') }),
]);
export type RoundParams = z.infer<typeof roundParams>;

export const roundRequest = z.object({
  /** The whole stake of the round; for roulette and the wheel, the sum of the bets' amounts. */
  bet: minorUnits.positive(),
  params: roundParams,
  /** Optional: a retry with the same key answers the first result and moves no money. */
  idempotency_key: z.string().min(8).max(100).optional(),
  /**
   * Play one of the player's free spins on this slot (issue 14): the bet is the spin's fixed
   * stake whatever `bet` says, nothing is taken from the balances, and the win goes to the bonus
   * balance under the bonus's wagering.
   */
  free_spin: z.boolean().optional(),
});
export type RoundRequest = z.infer<typeof roundRequest>;

const card = z.object({
  rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
  suit: z.enum(['hearts', 'diamonds', 'clubs', 'spades']),
});
export type Card = z.infer<typeof card>;

const slotLineWin = z.object({
  line: z.number().int(),
  symbol: z.string(),
  count: z.number().int(),
  /**
   * The line's exact worth in minor units, bet × pay ÷ lines: a fraction of a cent when the line
   * bet is one. The round's payout is the sum of the lines, rounded by the payout rule (a
   * leftover fraction of a cent is one more cent with that probability).
   */
  payout: z.number().min(0),
});

export const roundOutcome = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('dice'),
    roll: z.number(),
    target: z.number(),
    condition: z.enum(DICE_CONDITIONS),
    win_chance: z.number(),
  }),
  z.object({
    engine: z.literal('limbo'),
    result_multiplier: z.number(),
    target_multiplier: z.number(),
  }),
  z.object({
    engine: z.literal('roulette'),
    number: z.number().int().min(0).max(36),
    color: z.enum(['red', 'black', 'green']),
    /** Per bet of the request, in its order: what it paid (minor units, stake included). */
    bet_payouts: z.array(minorUnits),
  }),
  z.object({
    engine: z.literal('blackjack'),
    player: z.array(card),
    dealer: z.array(card),
    player_total: z.number().int(),
    /** While playing only the up card is shown and this is the up card's value. */
    dealer_total: z.number().int(),
    doubled: z.boolean(),
    status: z.enum([
      'playing',
      'player_blackjack',
      'player_bust',
      'dealer_bust',
      'win',
      'lose',
      'push',
    ]),
    actions: z.array(z.enum(BLACKJACK_ACTIONS)),
    /**
     * After a split only: the two hands in order (`player`, `player_total` and `doubled` then
     * describe the first). `status` is each hand's own; the round's is the net of both.
     */
    hands: z
      .array(
        z.object({
          cards: z.array(card),
          total: z.number().int(),
          doubled: z.boolean(),
          status: z.enum(['playing', 'player_bust', 'dealer_bust', 'win', 'lose', 'push']),
        }),
      )
      .optional(),
    /** After a split, while playing: the index of the hand the next action plays. */
    active_hand: z.number().int().min(0).optional(),
    /** When the dealer shows an ace: the insurance offer and the player's answer. */
    insurance: z.enum(['offered', 'taken', 'declined']).optional(),
  }),
  z.object({
    engine: z.literal('slots'),
    /** Symbol ids, one array per reel, top row first. */
    reels: z.array(z.array(z.string())),
    wins: z.array(slotLineWin),
    /**
     * The feature round, when the base spin showed three or more scatters: its free spins in
     * order (each its grid and its line wins, the multiplier included in their worth).
     */
    feature: z
      .object({
        multiplier: z.number().int().min(1),
        spins: z.array(
          z.object({ reels: z.array(z.array(z.string())), wins: z.array(slotLineWin) }),
        ),
      })
      .optional(),
  }),
  z.object({
    engine: z.literal('wheel'),
    /**
     * The stop that decided the round (the last spin): its segment index and value. The value is
     * null when the last allowed spin stopped on a multiplier too: the round is void and every
     * bet is returned.
     */
    index: z.number().int(),
    segment: z.enum(WHEEL_SEGMENTS).nullable(),
    /**
     * Every spin in order: the multipliers landed on, then the deciding stop. Absent in rounds
     * played before the wheel had multiplier segments (one spin: `index` above).
     */
    spins: z
      .array(z.object({ index: z.number().int().min(0), stop: z.enum(WHEEL_STOPS) }))
      .min(1)
      .max(WHEEL_MAX_SPINS)
      .optional(),
    /** The product of the multipliers before the deciding stop: a win pays value × this to one. */
    multiplier: z.number().int().min(1).optional(),
  }),
  z.object({
    engine: z.literal('mines'),
    mines: z.number().int(),
    /** The tiles revealed, in order; on a loss the last one is the mine. */
    revealed: z.array(z.number().int()),
    /**
     * Where the mines are (ascending): empty while the round plays (the server never sends the
     * board of a running round), all of them once it has ended.
     */
    mine_tiles: z.array(z.number().int()),
    status: z.enum(['playing', 'busted', 'cashed_out']),
    /** The multiplier of the safe tiles so far, for display (the payout uses the exact fraction). */
    multiplier: z.number(),
  }),
  z.object({
    engine: z.literal('plinko'),
    rows: z.number().int(),
    risk: z.enum(PLINKO_RISKS),
    /** One direction per row, top to bottom. */
    path: z.array(z.enum(['left', 'right'])),
    /** The slot the ball lands in: 0 (far left) … rows (far right). */
    slot: z.number().int(),
    multiplier: z.number(),
  }),
  z.object({
    engine: z.literal('keno'),
    risk: z.enum(KENO_RISKS),
    picks: z.array(z.number().int()),
    /** The 10 numbers drawn, in the order they were drawn. */
    drawn: z.array(z.number().int()),
    /** The picks that were drawn, in the order of the picks. */
    hits: z.array(z.number().int()),
    multiplier: z.number(),
  }),
  z.object({
    engine: z.literal('hilo'),
    /** The card shown when the round opened. */
    start: card,
    /** Each move after it: the card it turned and whether the guess won (a skip always does). */
    steps: z.array(
      z.object({
        action: z.enum(HILO_ACTIONS).exclude(['cashout']),
        card,
        won: z.boolean(),
      }),
    ),
    status: z.enum(['playing', 'busted', 'cashed_out']),
    /** The round's multiplier so far, for display (the payout uses the exact fraction). */
    multiplier: z.number(),
  }),
]);
export type RoundOutcome = z.infer<typeof roundOutcome>;

/** The free spins of one bonus as a slot shows them: "Free spin 3 / 100" and the total won. */
export const freeSpinProgress = z
  .object({
    bonus_id: z.number().int(),
    /** The spin this round was (1 … total); on the free-spins call, the last one played (0: none). */
    number: z.number().int().min(0),
    total: z.number().int().min(0),
    left: z.number().int().min(0),
    /** The fixed stake of each spin. */
    stake: minorUnits,
    /** What the spins have won so far, credited to the bonus balance. */
    won: minorUnits,
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'FreeSpinProgress' });
export type FreeSpinProgress = z.infer<typeof freeSpinProgress>;
/** `GET /api/games/free-spins`: the session's player's spins for this game, or null. */
export const freeSpinsResponse = z
  .object({ free_spins: freeSpinProgress.nullable() })
  .meta({ id: 'FreeSpinsResponse' });

export const roundResult = z
  .object({
    round_id: z.number().int(),
    game_id: z.string(),
    mode: z.enum(GAME_MODES),
    status: z.enum(['in_progress', 'settled']),
    bet: minorUnits,
    payout: minorUnits,
    /** payout ÷ bet, for display (never used for money). */
    multiplier: z.number(),
    outcome: roundOutcome,
    /**
     * A round in steps (blackjack, HiLo, Mines): the actions taken so far, in order (a Mines
     * reveal is the tile's number); other games: empty.
     */
    actions: z.array(roundAction),
    fairness: z.object({
      server_seed_hash: z.string(),
      client_seed: z.string(),
      /** The nonce after this round's (`round_nonce` + 1). */
      nonce: z.number().int().min(0),
      /** The nonce this round used. */
      round_nonce: z.number().int(),
      /** The server seed, once its pair has been rotated and revealed; null before. */
      server_seed: z.string().nullable(),
    }),
    balance: gameBalance,
    created_at: z.iso.datetime(),
    /** A free spin: its number of the bonus's spins, and the spins' state after it. */
    free_spin: freeSpinProgress.optional(),
  })
  .meta({ id: 'RoundResult' });
export type RoundResult = z.infer<typeof roundResult>;

/** How many actions a Mines or HiLo round can take at most (HiLo: cards turned, a cash-out). */
export const MAX_ROUND_ACTIONS = 1_000;
export const roundActionRequest = z.object({
  /** One of the round's engine's actions; another engine's is refused (422, action_not_allowed). */
  action: z.enum(ROUND_ACTIONS),
  /** Mines' reveal: the tile, 0 … 24 (required with 'reveal', refused with anything else). */
  tile: z
    .number()
    .int()
    .min(0)
    .max(MINES_TILES - 1)
    .optional(),
  /**
   * Optional, recommended: how many actions the hand had when the player chose this one (the
   * length of the round's `actions`). A retry of the same action at the same place answers the
   * hand as it is and moves nothing; a different action there is a 409. Without it the action
   * applies to the hand as it is when the request arrives.
   */
  action_index: z.number().int().min(0).max(MAX_ROUND_ACTIONS).optional(),
});
export const roundIdParams = z.object({ round_id: z.coerce.number().int().positive() });
/** The unfinished round of this session (a blackjack hand), to resume after a reload. */
export const activeRoundResponse = z.object({ round: roundResult.nullable() });

// ---------------------------------------------------------------------------------------------
// Live feed and history
// ---------------------------------------------------------------------------------------------

export const feedEntry = z
  .object({
    /**
     * Unique in the feed with `source`: a game host round's id; a third-party provider's round is
     * negative (minus the id of the wallet call that settled it); a crash bet's id.
     */
    id: z.number().int(),
    /** Where the round was played: our game host, a third-party provider, a crash table. */
    source: z.enum(['original', 'provider', 'crash']),
    game: z.object({ game_id: z.string(), name: z.string() }),
    /** The player's nickname, partly hidden for other players. */
    user: z.string(),
    time: z.iso.datetime(),
    currency: z.enum(CURRENCIES),
    bet: minorUnits,
    payout: minorUnits,
    multiplier: z.number(),
  })
  .meta({ id: 'FeedEntry' });
export type FeedEntry = z.infer<typeof feedEntry>;

/** `GET /livefeed`: `user` is empty for guests. Real-money rounds only. */
export const liveFeedResponse = z
  .object({
    feeds: z.object({
      all: z.array(feedEntry),
      high: z.array(feedEntry),
      user: z.array(feedEntry),
    }),
  })
  .meta({ id: 'LiveFeed' });
export type LiveFeedResponse = z.infer<typeof liveFeedResponse>;

export const historyQuery = z.object({
  before_id: z.coerce.number().int().positive().optional(),
});

/** How many revealed seed pairs a page of the fairness history holds. */
export const SEED_HISTORY_PAGE_SIZE = 20;
/** `GET /api/games/fairness/history`: the player's revealed seed pairs, newest first. */
export const seedHistoryResponse = z
  .object({ pairs: z.array(revealedSeedPair), has_more: z.boolean() })
  .meta({ id: 'SeedHistory' });
export type SeedHistoryResponse = z.infer<typeof seedHistoryResponse>;
export const historyResponse = z
  .object({
    rounds: z.array(
      roundResult
        .omit({ balance: true })
        // The game's name in English, as the live feed gives it.
        .extend({ game_name: z.string() }),
    ),
    has_more: z.boolean(),
  })
  .meta({ id: 'GameHistory' });
