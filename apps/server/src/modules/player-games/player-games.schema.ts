import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';

/*
 * What a player keeps of the lobby (issue 15): the games they marked with a heart and the games
 * they last launched. One row per player and game, so a repeated mark or launch is the same row.
 * A game an operator deletes leaves both lists with it (ON DELETE CASCADE); an unpublished one
 * stays stored but is not shown.
 */

export const playerFavouriteGames = pgTable(
  'player_favourite_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    // The row reads a player's hearts newest first.
    index('player_favourite_games_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('player_favourite_games_game_idx').on(table.gameId),
  ],
);

/** The last games a player launched for real money; older ones are pruned on every launch. */
export const playerRecentGames = pgTable(
  'player_recent_games',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: bigint('game_id', { mode: 'number' })
      .notNull()
      .references(() => catalogueGames.id, { onDelete: 'cascade' }),
    launchedAt: timestamp('launched_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.gameId] }),
    index('player_recent_games_user_launched_idx').on(table.userId, table.launchedAt.desc()),
    index('player_recent_games_game_idx').on(table.gameId),
  ],
);
