import { CRASH_MESSAGES } from '@satsino/contract/crash';
import { CRASH_ADMIN_MESSAGES } from '@satsino/contract/crash-admin';
import { AppError, platformErrors } from '../../platform/errors.js';

/** The crash game's expected failures. */
export const crashErrors = {
  field: (field: string, message: string) => platformErrors.validation({ [field]: [message] }),
  emailNotVerified: () => platformErrors.forbidden(CRASH_MESSAGES.emailNotVerified),
  bettingClosed: () =>
    platformErrors.conflict('CRASH_BETTING_CLOSED', CRASH_MESSAGES.bettingClosed),
  alreadyBet: () => platformErrors.conflict('CRASH_ALREADY_BET', CRASH_MESSAGES.alreadyBet),
  noRunningBet: () => platformErrors.conflict('CRASH_NO_RUNNING_BET', CRASH_MESSAGES.noRunningBet),
  notStarted: () => platformErrors.conflict('CRASH_NOT_STARTED', CRASH_MESSAGES.notStarted),
  tooLate: () => platformErrors.conflict('CRASH_TOO_LATE', CRASH_MESSAGES.tooLate),
  roundNotFound: () => new AppError(404, 'CRASH_ROUND_NOT_FOUND', CRASH_MESSAGES.roundNotFound),
};

/** The seeding event's expected failures (operator calls). */
export const crashChainErrors = {
  publishAtInvalid: () =>
    platformErrors.validation({ publish_at: [CRASH_ADMIN_MESSAGES.publishAtInvalid] }),
  chainNotFound: () =>
    new AppError(404, 'CRASH_CHAIN_NOT_FOUND', CRASH_ADMIN_MESSAGES.chainNotFound),
  notPublished: () =>
    platformErrors.conflict('CRASH_CHAIN_NOT_PUBLISHED', CRASH_ADMIN_MESSAGES.notPublished),
  saltAlreadySet: () =>
    platformErrors.conflict('CRASH_CHAIN_SALT_SET', CRASH_ADMIN_MESSAGES.saltAlreadySet),
  chainWaiting: () =>
    platformErrors.conflict('CRASH_CHAIN_WAITING', CRASH_ADMIN_MESSAGES.chainWaiting),
};
