import type { GameListEntry } from '@satsino/contract/catalogue';
import type { Locale } from '@satsino/contract/locales';
import {
  FAVOURITES_MAX,
  type FavouriteState,
  RECENT_GAMES_MAX,
} from '@satsino/contract/player-games';
import type pg from 'pg';
import { createDb, type Db } from '../../db/connection.js';
import { presentGameEntry } from '../catalogue/catalogue.presenter.js';
import { playerGamesErrors } from './player-games.errors.js';
import * as repo from './player-games.repo.js';

/**
 * What a signed-in player keeps of the lobby (issue 15): favourites, which they set and clear,
 * and recently played, which real-money launches write (recordGameLaunch).
 */
export function createPlayerGamesService(deps: { db: Db }) {
  const { db } = deps;

  async function requireGameId(gameSlug: string): Promise<number> {
    const id = await repo.findPublishedGameId(db, gameSlug);
    if (id === undefined) throw playerGamesErrors.gameNotFound();
    return id;
  }

  return {
    async favourites(userId: number, locale: Locale): Promise<GameListEntry[]> {
      const tiles = await repo.listFavourites(db, userId, locale, FAVOURITES_MAX);
      return tiles.map(presentGameEntry);
    },

    /** Idempotent: a game already kept stays kept, whatever the count. */
    async addFavourite(userId: number, gameSlug: string): Promise<FavouriteState> {
      const gameId = await requireGameId(gameSlug);
      const added = await repo.addFavourite(db, userId, gameId, FAVOURITES_MAX);
      if (!added && !(await repo.isFavourite(db, userId, gameId))) {
        throw playerGamesErrors.favouritesFull();
      }
      return { game_id: gameSlug, favourite: true };
    },

    /** Idempotent: removing a game that is not kept changes nothing. */
    async removeFavourite(userId: number, gameSlug: string): Promise<FavouriteState> {
      const gameId = await requireGameId(gameSlug);
      await repo.removeFavourite(db, userId, gameId);
      return { game_id: gameSlug, favourite: false };
    },

    async recent(userId: number, locale: Locale): Promise<GameListEntry[]> {
      const tiles = await repo.listRecent(db, userId, locale, RECENT_GAMES_MAX);
      return tiles.map(presentGameEntry);
    },
  };
}
export type PlayerGamesService = ReturnType<typeof createPlayerGamesService>;

/** One Drizzle view per pool: the games service, which calls below, holds only its pool. */
const databases = new WeakMap<pg.Pool, Db>();

/**
 * Notes that the player launched the game with this public id (its slug) for real money, for
 * their "Recently played" row. Called at the start of the games domain's real-money launch, which
 * holds the pool; an unknown game notes nothing (the launch itself refuses it).
 */
export async function recordGameLaunch(
  pool: pg.Pool,
  userId: number,
  gameSlug: string,
): Promise<void> {
  let db = databases.get(pool);
  if (db === undefined) {
    db = createDb(pool);
    databases.set(pool, db);
  }
  await repo.recordLaunch(db, userId, gameSlug, RECENT_GAMES_MAX);
}
