import type { ErrorCode } from '@satsino/contract/errors';
import { AppError, platformErrors } from '../../platform/errors.js';

/** The crash game's expected failures; their texts are the contract's catalogue. */
export const crashErrors = {
  field: (field: string, code: ErrorCode, message?: string) =>
    platformErrors.field(field, code, message),
  emailNotVerified: () => platformErrors.forbidden('crash_email_not_verified'),
  bettingClosed: () => platformErrors.conflict('crash_betting_closed'),
  alreadyBet: () => platformErrors.conflict('crash_already_bet'),
  noRunningBet: () => platformErrors.conflict('crash_no_running_bet'),
  notStarted: () => platformErrors.conflict('crash_not_started'),
  tooLate: () => platformErrors.conflict('crash_too_late'),
  roundNotFound: () => new AppError(404, 'crash_round_not_found'),
};

/** The seeding event's expected failures (operator calls). */
export const crashChainErrors = {
  publishAtInvalid: () => platformErrors.field('publish_at', 'crash_publish_at_invalid'),
  chainNotFound: () => new AppError(404, 'crash_chain_not_found'),
  notPublished: () => platformErrors.conflict('crash_chain_not_published'),
  saltAlreadySet: () => platformErrors.conflict('crash_chain_salt_set'),
  chainWaiting: () => platformErrors.conflict('crash_chain_waiting'),
};
