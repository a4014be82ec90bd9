/**
 * The texts of ../crash.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
/** Texts of the crash game's expected failures (ours: the spec shows none). */
export const CRASH_MESSAGES = {
  unknownTable: 'There is no such crash table.',
  amountInvalid: 'Enter a bet in cents, a whole number above zero.',
  minBet: 'Min bet is',
  maxBet: 'Max bet is',
  autoCashoutInvalid: 'Auto cash-out must be between 1.01× and 10000×.',
  insufficientFunds: 'Bet exceeding your balance',
  emailNotVerified: 'Verify your e-mail to bet with real money.',
  bettingClosed: 'Betting is closed for this round. Wait for the next one.',
  alreadyBet: 'You already have a bet in this round.',
  noRunningBet: 'You have no bet running in this round.',
  notStarted: 'The round has not started yet.',
  tooLate: 'Too late: the round crashed.',
  roundNotFound: 'There is no finished round with this id.',
} as const;
