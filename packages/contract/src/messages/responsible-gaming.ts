/**
 * The texts of ../responsible-gaming.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const RESPONSIBLE_GAMING_MESSAGES = {
  selfExcluded: 'You have excluded yourself from play.',
  coolOffActive: 'You are taking a break: play and deposits are paused until it ends.',
  depositLimitReached: 'This deposit would exceed your deposit limit.',
  lossLimitReached: 'This bet would exceed your loss limit.',
  wagerLimitReached: 'This bet would exceed your wager limit.',
  limitAmountInvalid: 'Enter a limit in cents, a whole number from 1 to 1000000000.',
  reminderInvalid: 'Choose a reminder of 15, 30, 60 or 120 minutes.',
} as const;
