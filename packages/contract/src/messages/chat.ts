/**
 * The texts of ../chat.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** A message's length in characters; the real-time alert carries up to 4000. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_GROUP_NAME_MAX_LENGTH = 60;

/** Texts of the chat's expected failures (the spec has none: all ours). */
export const CHAT_MESSAGES = {
  groupClosed: 'This conversation is closed.',
  tooManyGroups: 'You have too many open conversations. Close one to start a new one.',
  messageEmpty: 'Write a message.',
  messageTooLong: `Keep your message under ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  nameInvalid: `Give the conversation a name of 1 to ${CHAT_GROUP_NAME_MAX_LENGTH} characters.`,
  playerUnknown: 'No player has this e-mail or id.',
} as const;
