import type { Locale } from '@satsino/contract/locales';
import { type Currency, toApiMinorUnits } from '@satsino/contract/money';
import {
  type HouseStatistics,
  type PlayerStatistics,
  periodStart,
  STATISTICS_BIGGEST_WINS,
  STATISTICS_GAME_LIMIT,
  type StatisticsPeriod,
  type StatisticsWin,
} from '@satsino/contract/statistics';
import type { Db } from '../../db/connection.js';
import { platformErrors } from '../../platform/errors.js';
import { findUserById } from '../account/account.repo.js';
import { maskNickname } from '../games/games-feed.js';
import {
  biggestWins,
  houseFigures,
  housePlayers,
  playerGameFigures,
  type WinRow,
} from './statistics.repo.js';

const money = (text: string | null) => toApiMinorUnits(BigInt(text ?? '0'));

function win(row: WinRow): StatisticsWin {
  return {
    id: row.play_id,
    game: { game_id: row.game_key, name: row.name, kind: row.kind },
    bet: money(row.stake),
    payout: money(row.payout),
    currency: row.currency,
    time: row.created_at.toISOString(),
  };
}

/** The statistics page: a player's own figures per game and period, the house's of today. */
export function createStatisticsService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    async forPlayer(userId: number, period: StatisticsPeriod): Promise<PlayerStatistics> {
      const user = await findUserById(db, userId);
      if (!user) throw platformErrors.unauthenticated();
      const currency = user.currency as Currency;
      const locale = user.locale as Locale;
      const since = periodStart(period, deps.now());
      const [games, wins] = await Promise.all([
        playerGameFigures(db, { userId, since, currency, locale, limit: STATISTICS_GAME_LIMIT }),
        biggestWins(db, { userId, since, currency, locale, limit: STATISTICS_BIGGEST_WINS }),
      ]);
      let rounds = 0;
      let wagered = 0n;
      let won = 0n;
      const rows = games.map((row) => {
        rounds += row.rounds;
        wagered += BigInt(row.wagered);
        won += BigInt(row.won);
        const rowWagered = BigInt(row.wagered);
        const rowWon = BigInt(row.won);
        return {
          game: { game_id: row.game_key, name: row.name, kind: row.kind },
          rounds: row.rounds,
          wagered: toApiMinorUnits(rowWagered),
          won: toApiMinorUnits(rowWon),
          net: toApiMinorUnits(rowWon - rowWagered),
          biggest_win: money(row.biggest),
        };
      });
      return {
        period,
        currency,
        since: since?.toISOString() ?? null,
        totals: {
          rounds,
          wagered: toApiMinorUnits(wagered),
          won: toApiMinorUnits(won),
          net: toApiMinorUnits(won - wagered),
        },
        games: rows,
        biggest_wins: wins.map(win),
      };
    },

    async house(locale: Locale): Promise<HouseStatistics> {
      const since = periodStart('today', deps.now());
      if (since === null) throw new Error('today has a start');
      const [figures, players, wins] = await Promise.all([
        houseFigures(db, since),
        housePlayers(db, since),
        biggestWins(db, {
          userId: null,
          since,
          currency: null,
          locale,
          limit: STATISTICS_BIGGEST_WINS,
        }),
      ]);
      return {
        since: since.toISOString(),
        rounds: figures.reduce((sum, row) => sum + row.rounds, 0),
        players,
        wagered: figures.map((row) => ({ currency: row.currency, amount: money(row.wagered) })),
        biggest_wins: wins.map((row) => ({ ...win(row), user: maskNickname(row.user_name) })),
      };
    },
  };
}
export type StatisticsService = ReturnType<typeof createStatisticsService>;
