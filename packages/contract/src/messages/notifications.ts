/**
 * The texts of ../notifications.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** The same bound as NEW_NOTIFICATION's text (realtime.ts). */
export const NOTIFICATION_TEXT_MAX_LENGTH = 2_000;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  textRequired: 'Required.',
  textTooLong: `At most ${NOTIFICATION_TEXT_MAX_LENGTH} characters.`,
  idInvalid: 'Choose a notification.',
  playerNotFound: 'No player has this id.',
} as const;
