import {
  type FeedEntry,
  HIGH_ROLLER_MIN_BET_MINOR,
  HISTORY_PAGE_SIZE,
  LIVE_FEED_SIZE,
} from '@satsino/contract/games';
import { toApiMinorUnits } from '@satsino/contract/money';
import type pg from 'pg';
import * as repo from './games.repo.js';
import { roundView } from './round-view.js';

/** Masks a nickname for other players: the first two letters and ***. */
export function maskNickname(name: string): string {
  return `${[...name].slice(0, 2).join('')}***`;
}

/** The rounds players read back: their own history and the lobby's live feeds. */
export function createGamesFeed(deps: { pool: pg.Pool }) {
  const { pool } = deps;
  return {
    /** The player's real-money rounds, newest first, with the seeds of revealed pairs. */
    async history(userId: number, beforeId: number | undefined) {
      const rows = await repo.historyRounds(pool, userId, beforeId ?? null, HISTORY_PAGE_SIZE + 1);
      const page = rows.slice(0, HISTORY_PAGE_SIZE);
      return {
        rounds: page.map((round) => ({
          ...roundView(round, round.game_slug, round.revealed_server_seed),
          game_name: round.game_name ?? round.game_slug,
        })),
        has_more: rows.length > HISTORY_PAGE_SIZE,
      };
    },

    /**
     * Every player's, the high rollers' and the viewer's own latest settled rounds: the game
     * host's, the crash tables' and the third-party providers' alike (see `feedRounds`).
     */
    async liveFeed(viewerId: number | null) {
      const entry = (row: repo.FeedRow): FeedEntry => {
        const stake = toApiMinorUnits(BigInt(row.stake_minor));
        const payout = toApiMinorUnits(BigInt(row.payout_minor));
        return {
          id: row.id,
          source: row.source,
          game: { game_id: row.game_slug, name: row.game_name ?? row.game_slug },
          user: row.user_id === viewerId ? row.user_name : maskNickname(row.user_name),
          time: row.created_at.toISOString(),
          currency: row.currency,
          bet: stake,
          payout,
          multiplier: stake > 0 ? payout / stake : 0,
        };
      };
      const [all, high, user] = await Promise.all([
        repo.feedRounds(pool, { limit: LIVE_FEED_SIZE }),
        repo.feedRounds(pool, { limit: LIVE_FEED_SIZE, minStakeMinor: HIGH_ROLLER_MIN_BET_MINOR }),
        viewerId === null
          ? Promise.resolve([])
          : repo.feedRounds(pool, { limit: LIVE_FEED_SIZE, userId: viewerId }),
      ]);
      return { feeds: { all: all.map(entry), high: high.map(entry), user: user.map(entry) } };
    },
  };
}
