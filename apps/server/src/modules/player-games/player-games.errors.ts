import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the player's game lists; their texts are the contract's catalogue. */
export const playerGamesErrors = {
  gameNotFound: () => platformErrors.notFound('game_not_found'),
  favouritesFull: () => platformErrors.conflict('favourites_full'),
};
