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
  autoCashoutInvalid: 'Auto cash-out must be a multiplier from 1.01× to 1000000×.',
  /** Followed by the table's own bounds ("1.01×–10000×"). */
  autoCashoutOutOfRange: 'Auto cash-out at this table runs from',
  insufficientFunds: 'Bet exceeding your balance',
  emailNotVerified: 'Verify your e-mail to bet with real money.',
  bettingClosed: 'Betting is closed for this round. Wait for the next one.',
  alreadyBet: 'You already have a bet in this round.',
  noRunningBet: 'You have no bet running in this round.',
  notStarted: 'The round has not started yet.',
  tooLate: 'Too late: the round crashed.',
  roundNotFound: 'There is no finished round with this id.',
  limitsInvalid:
    'Enter whole numbers: bets in cents, auto cash-out in hundredths (250 is 2.50×), at least one of them.',
  limitsMinBetFloor: 'The minimum bet must be at least 0.10.',
  limitsBetOrder: 'The minimum bet must not be above the maximum bet.',
  limitsAutoCashoutRange:
    'Auto cash-out bounds run from 1.01× to 1000000×, the lower one not above the higher one.',
} as const;
