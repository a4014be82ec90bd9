import { CHAT_MESSAGES } from '@satsino/contract/chat';
import { platformErrors } from '../../platform/errors.js';

/** The chat's expected failures. Another player's group is simply not found. */
export const chatErrors = {
  groupNotFound: () => platformErrors.notFound(),
  groupClosed: () => platformErrors.conflict('CHAT_GROUP_CLOSED', CHAT_MESSAGES.groupClosed),
  tooManyGroups: () => platformErrors.conflict('CHAT_TOO_MANY_GROUPS', CHAT_MESSAGES.tooManyGroups),
  playerUnknown: () => platformErrors.validation({ player: [CHAT_MESSAGES.playerUnknown] }),
};
