import { platformErrors } from '../../platform/errors.js';

/** Expected failures of the notification calls; their texts are the contract's catalogue. */
export const notificationErrors = {
  /** Also the answer for another player's notification: its existence is not revealed. */
  notFound: () => platformErrors.notFound('notification_not_found'),
  playerNotFound: () => platformErrors.field('user_id', 'notification_player_not_found'),
};
