import { z } from 'zod';
import { CURRENCIES, minorUnits } from './money.js';

/**
 * The statistics page (SPEC §2 page name "statistics"): the signed-in player's real-money play —
 * wagered, won, net, rounds and biggest wins, per game and period — and the house's figures of
 * today, which everyone may read. Money is in minor units; a player's figures are in the
 * currency of their account, the house's per currency. Days are UTC days.
 */

export const STATISTICS_PERIODS = ['today', '7d', '30d', 'all'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = '7d';
/** A period's first instant at `now`: the start of the UTC day, 7 or 30 days back, or none. */
export function periodStart(period: StatisticsPeriod, now: Date): Date | null {
  switch (period) {
    case 'today':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case '7d':
      return new Date(now.getTime() - 7 * 86_400_000);
    case '30d':
      return new Date(now.getTime() - 30 * 86_400_000);
    case 'all':
      return null;
  }
}

/** The per-game table shows the most played games first, at most this many. */
export const STATISTICS_GAME_LIMIT = 50;
/** The biggest wins listed (the player's in the period, the house's today). */
export const STATISTICS_BIGGEST_WINS = 10;

// A query string's schema has no component id: Swagger cannot follow a $ref among parameters.
export const statisticsQuery = z.object({
  period: z.enum(STATISTICS_PERIODS).default(DEFAULT_STATISTICS_PERIOD),
});

export const statisticsGame = z
  .object({
    game_id: z.string().meta({ description: 'The game page id (slug), or the crash table' }),
    name: z.string(),
    /** Where the game is played: a catalogue game's page or a crash table's. */
    kind: z.enum(['game', 'crash']),
  })
  .meta({ id: 'StatisticsGame' });
export type StatisticsGame = z.infer<typeof statisticsGame>;

export const statisticsFigures = z
  .object({
    rounds: z.number().int(),
    wagered: minorUnits,
    won: minorUnits,
    /** Won minus wagered: negative when the player lost. */
    net: minorUnits,
  })
  .meta({ id: 'StatisticsFigures' });
export type StatisticsFigures = z.infer<typeof statisticsFigures>;

export const statisticsGameRow = statisticsFigures
  .extend({ game: statisticsGame, biggest_win: minorUnits })
  .meta({ id: 'StatisticsGameRow' });
export type StatisticsGameRow = z.infer<typeof statisticsGameRow>;

export const statisticsWin = z
  .object({
    /** The play's id: `game:<round id>` or `crash:<bet id>`. */
    id: z.string(),
    game: statisticsGame,
    bet: minorUnits,
    payout: minorUnits,
    currency: z.enum(CURRENCIES),
    time: z.iso.datetime(),
  })
  .meta({ id: 'StatisticsWin' });
export type StatisticsWin = z.infer<typeof statisticsWin>;

/** `GET /api/statistics` (signed in). */
export const playerStatistics = z
  .object({
    period: z.enum(STATISTICS_PERIODS),
    currency: z.enum(CURRENCIES),
    /** The period's first instant; null for all time. */
    since: z.iso.datetime().nullable(),
    totals: statisticsFigures,
    games: z.array(statisticsGameRow),
    biggest_wins: z.array(statisticsWin),
  })
  .meta({ id: 'PlayerStatistics' });
export type PlayerStatistics = z.infer<typeof playerStatistics>;

/** A win on the public list: the nickname masked as in the live feed. */
export const houseWin = statisticsWin.extend({ user: z.string() }).meta({ id: 'HouseWin' });
export type HouseWin = z.infer<typeof houseWin>;

/** `GET /api/statistics/house` (public): today's figures, since the start of the UTC day. */
export const houseStatistics = z
  .object({
    since: z.iso.datetime(),
    rounds: z.number().int(),
    players: z.number().int(),
    wagered: z.array(z.object({ currency: z.enum(CURRENCIES), amount: minorUnits })),
    biggest_wins: z.array(houseWin),
  })
  .meta({ id: 'HouseStatistics' });
export type HouseStatistics = z.infer<typeof houseStatistics>;
