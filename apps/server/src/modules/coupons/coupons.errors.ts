import { platformErrors } from '../../platform/errors.js';

/** The coupon domain's expected failures; their texts are the contract's catalogue. */
export const couponErrors = {
  /** At registration: the field the player typed the code in. */
  unknown: () => platformErrors.field('coupon_code', 'coupon_unknown'),
  notStarted: () => platformErrors.field('coupon_code', 'coupon_not_started'),
  expired: () => platformErrors.field('coupon_code', 'coupon_expired'),
  exhausted: () => platformErrors.field('coupon_code', 'coupon_exhausted'),
  codeTaken: () => platformErrors.field('code', 'coupon_code_taken'),
  notFound: () => platformErrors.notFound('coupon_not_found'),
  redemptionsBelowUsed: () =>
    platformErrors.field('max_redemptions', 'coupon_redemptions_below_used'),
  windowInvalid: () => platformErrors.field('ends_at', 'coupon_window_invalid'),
};
