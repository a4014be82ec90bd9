import { MARKETING_FIGURES } from '../marketing-figures.js';

/**
 * The texts of ../bonuses.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const BONUS_MESSAGES = {
  maxBetWhileWagering: `While a bonus is being wagered, the maximum bet is ${MARKETING_FIGURES.depositBonus.maxBetWhileWagering.toFixed(2)}.`,
  activated: 'Bonus Activated',
  claimed: 'Bonus claimed. It is added to your bonus balance with your next deposit.',
  declined: 'Bonus declined.',
  notFound: 'This bonus does not exist.',
  expired: 'This bonus has expired.',
  finished: 'This bonus has already ended.',
  declinedAlready: 'You declined this bonus; it cannot be claimed any more.',
  lapsed: 'This offer was for a deposit you have already made.',
  otherActive: 'You already have an active bonus. Finish or decline it first.',
  playerHasActive: 'The player already has an active bonus.',
  invalidAction: 'Send 1 to claim the bonus or -1 to decline it.',
  invalidId: 'Choose a bonus.',
  amountInvalid: 'Enter an amount in cents, a whole number above zero.',
  amountTooHigh: 'The amount is above the limit of a manual bonus.',
  multiplierInvalid: 'Enter a wagering multiplier from 0 to 100.',
  validDaysInvalid: 'Enter a number of days from 1 to 365.',
  reasonRequired: 'Give a reason.',
} as const;
