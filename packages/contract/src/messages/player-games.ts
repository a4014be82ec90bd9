/**
 * The texts of ../player-games.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** A player keeps at most this many favourites; a heart beyond it is refused. */
export const FAVOURITES_MAX = 200;

export const PLAYER_GAMES_MESSAGES = {
  favouritesFull: `You can keep up to ${FAVOURITES_MAX} favourite games: remove one first.`,
} as const;
