import { platformErrors } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';

/** The bonus domain's expected failures; their texts are the contract's catalogue. */
export const bonusErrors = {
  notFound: () => platformErrors.notFound('bonus_not_found'),
  expired: () => platformErrors.conflict('bonus_expired'),
  finished: () => platformErrors.conflict('bonus_finished'),
  declinedAlready: () => platformErrors.conflict('bonus_declined_already'),
  lapsed: () => platformErrors.conflict('bonus_lapsed'),
  otherActive: () => platformErrors.conflict('bonus_other_active'),
  playerHasActive: () => platformErrors.conflict('bonus_player_has_active'),
};

/** The unique index that keeps one claimed or running bonus per player. */
export const isOneActiveViolation = (error: unknown) =>
  isUniqueViolation(error, 'player_bonuses_one_active_key');
