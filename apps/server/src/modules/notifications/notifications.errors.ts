import { NOTIFICATION_MESSAGES } from '@satsino/contract/notifications';
import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the notification calls, with the texts of the contract. */
export const notificationErrors = {
  /** Also the answer for another player's notification: its existence is not revealed. */
  notFound: () => platformErrors.notFound(NOTIFICATION_MESSAGES.notFound),
  playerNotFound: () =>
    platformErrors.validation({ user_id: [NOTIFICATION_MESSAGES.playerNotFound] }),
};
