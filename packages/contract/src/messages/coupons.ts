/**
 * The texts of ../coupons.ts's answers, apart from its schemas: errors.ts and the web's first
 * page read them without building any schema (issue 12).
 */
export const COUPON_MESSAGES = {
  unknown: 'This coupon code does not exist.',
  notStarted: 'This coupon code is not active yet.',
  expired: 'This coupon code has expired.',
  exhausted: 'This coupon code has been fully redeemed.',
  codeInvalid: 'Use 3 to 32 letters, digits, dashes or underscores.',
  codeTaken: 'A coupon with this code already exists.',
  notFound: 'This coupon does not exist.',
  amountInvalid: 'Enter a bonus in cents, a whole number from 1 to 500000.',
  redemptionsInvalid: 'Enter a number of redemptions from 1 to 1000000.',
  redemptionsBelowUsed: 'The limit cannot be below the redemptions already made.',
  windowInvalid: 'The end of the active window must be after its start.',
} as const;
