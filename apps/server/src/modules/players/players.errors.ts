import { PLAYER_MESSAGES } from '@satsino/contract/players';
import { platformErrors } from '../../platform/errors.js';

/**
 * The player domain's expected failures. The catalogue has no codes of its own for them yet:
 * they answer the generic `forbidden` and `not_found` with this domain's texts.
 */
export const playerErrors = {
  notFound: () => platformErrors.notFound(),
  /** Any call of a locked account, and its sign-in with the right password. */
  accountLocked: () => platformErrors.forbidden('forbidden', PLAYER_MESSAGES.accountLocked),
  /** Staff accounts lose their role, not their access, through the lock. */
  notAPlayer: () => platformErrors.forbidden('forbidden', PLAYER_MESSAGES.notAPlayer),
};
