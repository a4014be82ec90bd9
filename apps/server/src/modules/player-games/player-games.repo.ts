import type { Locale } from '@satsino/contract/locales';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { type GameTile, TILE_COLUMNS, type TileRow, tileOf } from '../catalogue/catalogue.repo.js';
import { catalogueGames } from '../catalogue/catalogue.schema.js';
import { playerFavouriteGames, playerRecentGames } from './player-games.schema.js';

/** The id of the published game whose public id (slug) this is. */
export async function findPublishedGameId(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: catalogueGames.id })
    .from(catalogueGames)
    .where(and(eq(catalogueGames.slug, slug), eq(catalogueGames.published, true)));
  return row?.id;
}

/**
 * Marks a favourite unless the player already keeps `max` of them. Answers whether a row was
 * added; none is added when it was already there (a repeated or racing PUT: the primary key lets
 * one in) or when the list is full. Two hearts on different games racing at `max - 1` may both
 * pass the count: the limit is a bound on size, not an exact quota.
 */
export async function addFavourite(
  db: Db,
  userId: number,
  gameId: number,
  max: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO ${playerFavouriteGames} (user_id, game_id)
    SELECT ${userId}, ${gameId}
     WHERE (SELECT count(*) FROM ${playerFavouriteGames} WHERE user_id = ${userId}) < ${max}
    ON CONFLICT (user_id, game_id) DO NOTHING
    RETURNING game_id`);
  return result.rows.length > 0;
}

export async function isFavourite(db: Db, userId: number, gameId: number): Promise<boolean> {
  const [row] = await db
    .select({ gameId: playerFavouriteGames.gameId })
    .from(playerFavouriteGames)
    .where(and(eq(playerFavouriteGames.userId, userId), eq(playerFavouriteGames.gameId, gameId)));
  return row !== undefined;
}

export async function removeFavourite(db: Db, userId: number, gameId: number): Promise<void> {
  await db
    .delete(playerFavouriteGames)
    .where(and(eq(playerFavouriteGames.userId, userId), eq(playerFavouriteGames.gameId, gameId)));
}

/**
 * Notes a launch of the game with this public id, moving it to the front of the player's recent
 * games, and forgets all but the `keep` latest, in one statement. An unknown id notes nothing.
 * The DELETE sees the table as it was before this statement: the `keep - 1` latest before it
 * plus this one make `keep`.
 */
export async function recordLaunch(
  db: Db,
  userId: number,
  gameSlug: string,
  keep: number,
): Promise<void> {
  await db.execute(sql`
    WITH launched AS (
      INSERT INTO ${playerRecentGames} (user_id, game_id, launched_at)
      SELECT ${userId}, g.id, clock_timestamp() FROM ${catalogueGames} g WHERE g.slug = ${gameSlug}
      ON CONFLICT (user_id, game_id) DO UPDATE SET launched_at = excluded.launched_at
      RETURNING game_id
    )
    DELETE FROM ${playerRecentGames} r
     WHERE r.user_id = ${userId}
       AND EXISTS (SELECT 1 FROM launched)
       AND r.game_id NOT IN (SELECT game_id FROM launched)
       AND r.game_id NOT IN (
         SELECT k.game_id FROM ${playerRecentGames} k
          WHERE k.user_id = ${userId}
            AND k.game_id NOT IN (SELECT game_id FROM launched)
          ORDER BY k.launched_at DESC, k.game_id DESC
          LIMIT ${keep - 1})`);
}

// ------------------------------------------------------------------------------ tiles of a list

/**
 * The published games of one player's list (`l`, with `user_id`, `game_id` and its order
 * column) as the lobby's tiles, in the locale: the same columns the catalogue's page statement
 * reads for a tile, so the two lists draw alike.
 */
async function listTiles(
  db: Db,
  list: SQL,
  order: SQL,
  userId: number,
  locale: Locale,
  limit: number,
): Promise<GameTile[]> {
  const result = await db.execute<TileRow>(sql`
    SELECT ${TILE_COLUMNS}
      FROM ${list} l
      JOIN catalogue_games g ON g.id = l.game_id AND g.published
      JOIN catalogue_providers p ON p.id = g.provider_id
      JOIN catalogue_game_names n ON n.game_id = g.id AND n.locale = ${locale}
     WHERE l.user_id = ${userId}
     ORDER BY ${order}, l.game_id DESC
     LIMIT ${limit}`);
  return result.rows.map(tileOf);
}

/** The player's favourites, the latest heart first. */
export function listFavourites(db: Db, userId: number, locale: Locale, limit: number) {
  return listTiles(db, sql`${playerFavouriteGames}`, sql`l.created_at DESC`, userId, locale, limit);
}

/** The games the player launched, the latest first. */
export function listRecent(db: Db, userId: number, locale: Locale, limit: number) {
  return listTiles(db, sql`${playerRecentGames}`, sql`l.launched_at DESC`, userId, locale, limit);
}
