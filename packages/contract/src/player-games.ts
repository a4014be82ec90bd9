import { z } from 'zod';
import { gameListEntry } from './catalogue.js';
import { FAVOURITES_MAX, PLAYER_GAMES_MESSAGES } from './messages/player-games.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { FAVOURITES_MAX, PLAYER_GAMES_MESSAGES };

/*
 * What a signed-in player keeps of the lobby (issue 15): favourite games (the heart on a tile)
 * and the games they last launched for real money. Both lists answer the same tiles as
 * `/games/list`, so the lobby draws them with the same component. They are the player's own and
 * never cached: the public lists stay the same for everyone, and a tile's heart comes from here.
 */

/** "Recently played" lists this many distinct games, the last launched first. */
export const RECENT_GAMES_MAX = 20;

/** `PUT` and `DELETE /games/favourites/{game_id}`: `game_id` is the game's slug. */
export const favouriteParams = z.object({ game_id: z.string().min(1).max(80) });

/** The answer of a PUT or DELETE: the game and whether it is now a favourite. */
export const favouriteState = z
  .object({ game_id: z.string(), favourite: z.boolean() })
  .meta({ id: 'FavouriteState' });
export type FavouriteState = z.infer<typeof favouriteState>;

/** `GET /games/favourites` (newest heart first) and `GET /games/recent` (last launched first). */
export const playerGamesResponse = z
  .object({ games: z.array(gameListEntry) })
  .meta({ id: 'PlayerGames' });
export type PlayerGamesResponse = z.infer<typeof playerGamesResponse>;
