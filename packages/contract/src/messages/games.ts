/**
 * The texts of ../games.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const GAMES_MESSAGES = {
  gameNotFound: 'Game not found',
  launchExpired: 'This game link has expired. Please open the game again.',
  sessionExpired: 'Your game session has ended. Please open the game again.',
  betOutOfRange: 'The bet is outside the limits of this game.',
  payoutTooHigh: 'The possible win of this bet is above the maximum payout.',
  roundInProgress: 'Finish the round in progress first.',
  roundNotFound: 'Round not found',
  actionNotAllowed: 'This action is not possible now.',
  roundSettled: 'This round is already settled.',
  roundMovedOn: 'This hand has moved on since. Reload the game to see it.',
  invalidClientSeed: 'The client seed must be 1 to 64 visible characters.',
  demoUnavailable: 'This game has no demo.',
  insufficientDemoFunds: 'Not enough play money. Open the demo again to start over.',
  insufficientFunds: 'Not enough balance for this bet.',
  ownPage: 'This game opens on its own page:',
  freeSpinsUnavailable: 'You have no free spins left for this game.',
  freeSpinsRealMoneyOnly: 'Free spins are played in real-money mode only.',
} as const;
