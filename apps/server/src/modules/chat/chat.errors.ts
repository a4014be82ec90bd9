import { platformErrors } from '../../platform/errors.js';

/** The chat's expected failures. Another player's group is simply not found. */
export const chatErrors = {
  groupNotFound: () => platformErrors.notFound(),
  groupClosed: () => platformErrors.conflict('chat_group_closed'),
  tooManyGroups: () => platformErrors.conflict('chat_too_many_groups'),
  playerUnknown: () => platformErrors.field('player', 'chat_player_unknown'),
};
