import { BONUS_MESSAGES } from '@satsino/contract/bonuses';
import { platformErrors } from '../../platform/errors.js';
import { isUniqueViolation } from '../../platform/postgres-errors.js';

/** The bonus domain's expected failures, with the texts of the contract. */
export const bonusErrors = {
  notFound: () => platformErrors.notFound(BONUS_MESSAGES.notFound),
  expired: () => platformErrors.conflict('BONUS_EXPIRED', BONUS_MESSAGES.expired),
  finished: () => platformErrors.conflict('BONUS_FINISHED', BONUS_MESSAGES.finished),
  declinedAlready: () => platformErrors.conflict('BONUS_DECLINED', BONUS_MESSAGES.declinedAlready),
  lapsed: () => platformErrors.conflict('BONUS_LAPSED', BONUS_MESSAGES.lapsed),
  otherActive: () => platformErrors.conflict('BONUS_OTHER_ACTIVE', BONUS_MESSAGES.otherActive),
  playerHasActive: () =>
    platformErrors.conflict('BONUS_PLAYER_HAS_ACTIVE', BONUS_MESSAGES.playerHasActive),
};

/** The unique index that keeps one claimed or running bonus per player. */
export const isOneActiveViolation = (error: unknown) =>
  isUniqueViolation(error, 'player_bonuses_one_active_key');
