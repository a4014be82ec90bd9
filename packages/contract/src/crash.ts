import { z } from 'zod';
import { CRASH_TABLES } from './crash-tables.js';
import { CRASH_MESSAGES } from './messages/crash.js';
import { CURRENCIES, minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { CRASH_MESSAGES };

/**
 * The crash game (SPEC §2: /games/crash, /games/crashbull, /games/crashsw; DESIGN §5): three
 * multiplayer tables, each with its own pre-committed hash chain. Multipliers travel as integers
 * in hundredths (`…_x100`: 250 is 2.50×), money as integers of minor units.
 */

export { CRASH_TABLE_NAMES, CRASH_TABLES, type CrashTable, isCrashTable } from './crash-tables.js';

/**
 * Bet limits in minor units of the player's account currency. Each table holds its own limits
 * (an admin edits them, issue 17); these are what a table starts with, and the minimum bet is
 * also the floor no table goes below.
 */
export const CRASH_MIN_BET_MINOR = 10;
export const CRASH_MAX_BET_MINOR = 100_000;
/** Auto cash-out bounds a table starts with: 1.01× to 10,000×; 1.01× is also the floor. */
export const CRASH_MIN_AUTO_CASHOUT_X100 = 101;
export const CRASH_MAX_AUTO_CASHOUT_X100 = 1_000_000;
/**
 * No round runs past 1,000,000× (the fairness package's CRASH_MAX_POINT_X100, written twice on
 * purpose): an auto cash-out above it could never be reached, so no table's bound goes above it.
 */
export const CRASH_AUTO_CASHOUT_CEILING_X100 = 100_000_000;

/** Default loop timings; the server may run others (tests run fast ones) and says which. */
export const CRASH_BETTING_MS = 5_000;
/** How long the crash point stays on screen before the next betting phase. */
export const CRASH_PAUSE_MS = 3_000;

/** Page sizes: the history strip and the player's own bets. */
export const CRASH_HISTORY_SIZE = 30;
export const CRASH_MY_BETS_LIMIT = 50;
/** A round's players list shows at most this many bets. */
export const CRASH_ROUND_BETS_LIMIT = 200;

/** A table in a path; an unknown one answers 404 (so the route checks it with `isCrashTable`). */
const tableSlug = z.string().max(40).meta({ description: 'crash, crashbull or crashsw' });
export const crashTableParams = z.object({ table: tableSlug });

const multiplierX100 = z
  .number()
  .int()
  .meta({ description: 'Multiplier in hundredths: 250 is 2.50×' });

/** `POST /api/crash/{table}/bets`: the stake, and optionally where to cash out by itself. */
export const crashBetRequest = z
  .object({
    amount: z
      .number({ error: CRASH_MESSAGES.amountInvalid })
      .int(CRASH_MESSAGES.amountInvalid)
      .positive(CRASH_MESSAGES.amountInvalid)
      .max(Number.MAX_SAFE_INTEGER, CRASH_MESSAGES.amountInvalid),
    auto_cashout_x100: z
      .number({ error: CRASH_MESSAGES.autoCashoutInvalid })
      .int(CRASH_MESSAGES.autoCashoutInvalid)
      .min(CRASH_MIN_AUTO_CASHOUT_X100, CRASH_MESSAGES.autoCashoutInvalid)
      .max(CRASH_AUTO_CASHOUT_CEILING_X100, CRASH_MESSAGES.autoCashoutInvalid)
      .nullish()
      .meta({ description: "Within the table's own bounds (its state's `limits`)" }),
  })
  .meta({ id: 'CrashBetRequest' });
export type CrashBetRequest = z.infer<typeof crashBetRequest>;

export const CRASH_ROUND_STATUSES = ['betting', 'running', 'crashed'] as const;
export type CrashRoundStatus = (typeof CRASH_ROUND_STATUSES)[number];
export const CRASH_BET_STATUSES = ['active', 'cashed_out', 'lost'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/** A bet as every watcher sees it: the player's nickname, never the auto cash-out target. */
export const crashPublicBet = z
  .object({
    id: z.number().int(),
    player: z.string(),
    amount: minorUnits,
    currency: z.enum(CURRENCIES),
    status: z.enum(CRASH_BET_STATUSES),
    cashout_x100: multiplierX100.nullable(),
    payout: minorUnits.nullable(),
  })
  .meta({ id: 'CrashPublicBet' });
export type CrashPublicBet = z.infer<typeof crashPublicBet>;

/**
 * The current round. The crash point and hash stay null until it crashed; while it runs, clients
 * draw the curve themselves from `started_at` (with the server-time offset).
 */
export const crashRound = z
  .object({
    id: z.number().int(),
    /** Position of the round in its table's chain (1 = the first after the terminating hash). */
    position: z.number().int(),
    status: z.enum(CRASH_ROUND_STATUSES),
    betting_ends_at: z.iso.datetime(),
    started_at: z.iso.datetime().nullable(),
    crashed_at: z.iso.datetime().nullable(),
    crash_point_x100: multiplierX100.nullable(),
    hash: z.string().nullable(),
    bets: z.array(crashPublicBet),
  })
  .meta({ id: 'CrashRound' });
export type CrashRound = z.infer<typeof crashRound>;

export const crashHistoryEntry = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    crash_point_x100: multiplierX100,
    hash: z.string(),
    crashed_at: z.iso.datetime(),
  })
  .meta({ id: 'CrashHistoryEntry' });
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntry>;

/**
 * Where a chain is in its seeding event: `scheduled` (made, its terminating hash not public yet;
 * operators only), `waiting_for_salt` (published, the promised Bitcoin block not entered yet: no
 * round runs), `ready` (salted, no round yet), `in_play`, `used_up` (every round played).
 */
export const CRASH_CHAIN_STATUSES = [
  'scheduled',
  'waiting_for_salt',
  'ready',
  'in_play',
  'used_up',
] as const;
export type CrashChainStatus = (typeof CRASH_CHAIN_STATUSES)[number];

/** Most chains a list answers (about 30 years of rounds at the default length). */
export const CRASH_CHAINS_LIMIT = 1_000;

/**
 * A chain's public commitment. The terminating hash is published first, with the height of a
 * Bitcoin block not mined yet; the salt is that block's hash, entered once it is mined. A chain
 * without a promised block predates the seeding event: its random salt was published with it.
 */
export const crashChain = z
  .object({
    id: z.number().int(),
    table: z.enum(CRASH_TABLES),
    terminating_hash: z.string(),
    length: z.number().int(),
    published_at: z.iso.datetime(),
    promised_block_height: z.number().int().nullable().meta({
      description: 'The Bitcoin block whose hash becomes the salt; null for a chain from before',
    }),
    salt: z.string().nullable().meta({ description: 'The block hash; null until it is entered' }),
    salted_at: z.iso.datetime().nullable(),
    rounds_played: z.number().int(),
    status: z.enum(CRASH_CHAIN_STATUSES),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'CrashChain' });
export type CrashChain = z.infer<typeof crashChain>;

/** `GET /api/crash/chains`: every published chain of every table, newest first. */
export const crashChainList = z.array(crashChain).meta({ id: 'CrashChainList' });

/**
 * Whether a table runs rounds: `ready` when a salted chain has rounds left, `waiting_for_salt`
 * while its next chain waits for its block, `no_chain` when none is published.
 */
export const CRASH_SEEDING_STATES = ['ready', 'waiting_for_salt', 'no_chain'] as const;
export type CrashSeedingState = (typeof CRASH_SEEDING_STATES)[number];

/** A table's own bet limits (minor units of the player's currency) and auto cash-out bounds. */
export const crashTableLimits = z
  .object({
    min_bet: minorUnits,
    max_bet: minorUnits,
    min_auto_cashout_x100: multiplierX100,
    max_auto_cashout_x100: multiplierX100,
  })
  .meta({ id: 'CrashTableLimits' });
export type CrashTableLimits = z.infer<typeof crashTableLimits>;

const limitField = (description: string) =>
  z
    .number({ error: CRASH_MESSAGES.limitsInvalid })
    .int(CRASH_MESSAGES.limitsInvalid)
    .positive(CRASH_MESSAGES.limitsInvalid)
    .max(Number.MAX_SAFE_INTEGER, CRASH_MESSAGES.limitsInvalid)
    .optional()
    .meta({ description });

/**
 * `PATCH /api/admin/crash/tables/{table}/limits` (admins): the fields sent replace the table's,
 * the others stay. The server judges the result as a whole: the minimum bet at least
 * CRASH_MIN_BET_MINOR and not above the maximum, the auto cash-out bounds from
 * CRASH_MIN_AUTO_CASHOUT_X100 to CRASH_AUTO_CASHOUT_CEILING_X100, the lower not above the higher.
 */
export const crashTableLimitsUpdate = z
  .object({
    min_bet: limitField('Minor units'),
    max_bet: limitField('Minor units'),
    min_auto_cashout_x100: limitField('Hundredths: 101 is 1.01×'),
    max_auto_cashout_x100: limitField('Hundredths: 1000000 is 10000×'),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: CRASH_MESSAGES.limitsInvalid,
  })
  .meta({ id: 'CrashTableLimitsUpdate' });
export type CrashTableLimitsUpdate = z.infer<typeof crashTableLimitsUpdate>;

/** `GET /api/crash/{table}`: everything a table page shows, for guests too. */
export const crashTableState = z
  .object({
    table: z.enum(CRASH_TABLES),
    name: z.string(),
    /** The server's clock when answering, so clients can correct their own. */
    server_time: z.iso.datetime(),
    betting_ms: z.number().int(),
    growth_per_ms: z.number(),
    rtp_bps: z.number().int(),
    /** The table's own limits: every bet is judged by these. */
    limits: crashTableLimits,
    /** The chain of the current round; null before the table's first round. */
    chain: crashChain.nullable(),
    /** Whether rounds run; a table without a salted chain says why instead of a stuck round. */
    seeding: z.enum(CRASH_SEEDING_STATES),
    /** The chain waiting for its block when `seeding` is `waiting_for_salt`. */
    waiting_chain: crashChain.nullable(),
    round: crashRound.nullable(),
    history: z.array(crashHistoryEntry),
  })
  .meta({ id: 'CrashTableState' });
export type CrashTableState = z.infer<typeof crashTableState>;

/** One of the player's own bets. */
export const crashMyBet = z
  .object({
    id: z.number().int(),
    round_id: z.number().int(),
    table: z.enum(CRASH_TABLES),
    amount: minorUnits,
    currency: z.enum(CURRENCIES),
    auto_cashout_x100: multiplierX100.nullable(),
    status: z.enum(CRASH_BET_STATUSES),
    cashout_x100: multiplierX100.nullable(),
    payout: minorUnits.nullable(),
    /** Known once the round crashed. */
    crash_point_x100: multiplierX100.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'CrashMyBet' });
export type CrashMyBet = z.infer<typeof crashMyBet>;
export const crashMyBets = z.array(crashMyBet).meta({ id: 'CrashMyBets' });

export const crashRoundParams = z.object({
  table: tableSlug,
  id: z.coerce
    .number({ error: CRASH_MESSAGES.roundNotFound })
    .int(CRASH_MESSAGES.roundNotFound)
    .positive(CRASH_MESSAGES.roundNotFound)
    .max(Number.MAX_SAFE_INTEGER, CRASH_MESSAGES.roundNotFound),
});

/**
 * `GET /api/crash/{table}/rounds/{id}`: what the browser needs to verify a crashed round: its
 * hash, the hash revealed before it in the chain (the terminating hash for the first round), the
 * chain's salt and terminating hash.
 */
export const crashRoundProof = z
  .object({
    id: z.number().int(),
    table: z.enum(CRASH_TABLES),
    position: z.number().int(),
    hash: z.string(),
    previous_hash: z.string(),
    crash_point_x100: multiplierX100,
    crashed_at: z.iso.datetime(),
    chain: crashChain,
  })
  .meta({ id: 'CrashRoundProof' });
export type CrashRoundProof = z.infer<typeof crashRoundProof>;

/* Real-time: the public room of each table carries these events (see realtime.ts). */

export const CRASH_EVENT = 'CrashEvent';

export const crashEvent = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('betting'),
      table: z.enum(CRASH_TABLES),
      round_id: z.number().int(),
      position: z.number().int(),
      betting_ends_at: z.iso.datetime(),
      server_time: z.iso.datetime(),
    }),
    z.object({
      type: z.literal('started'),
      table: z.enum(CRASH_TABLES),
      round_id: z.number().int(),
      started_at: z.iso.datetime(),
      server_time: z.iso.datetime(),
    }),
    z.object({
      type: z.literal('bet'),
      table: z.enum(CRASH_TABLES),
      round_id: z.number().int(),
      bet: crashPublicBet,
    }),
    z.object({
      type: z.literal('cashout'),
      table: z.enum(CRASH_TABLES),
      round_id: z.number().int(),
      bet: crashPublicBet,
    }),
    z.object({
      type: z.literal('crashed'),
      table: z.enum(CRASH_TABLES),
      round_id: z.number().int(),
      position: z.number().int(),
      crash_point_x100: multiplierX100,
      hash: z.string(),
      crashed_at: z.iso.datetime(),
    }),
  ])
  .meta({ id: 'CrashEvent' });
export type CrashEvent = z.infer<typeof crashEvent>;
