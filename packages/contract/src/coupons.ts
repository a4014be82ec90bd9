import { z } from 'zod';
import { BONUS_MESSAGES } from './bonuses.js';
import { CONTENT_MESSAGES, MARKETING_FIGURES } from './content.js';
import { COUPON_MESSAGES } from './messages/coupons.js';
import { minorUnits } from './money.js';

// The texts live apart from the schemas, so that a reader of the error texts builds no schema.
export { COUPON_MESSAGES };

/**
 * Registration coupon codes (SPEC §3 form field "coupon code"): an operator defines a code that
 * grants a cash bonus to whoever registers with it — the amount in the player's currency, wagered
 * like any bonus — within an active window and up to a number of redemptions, once per player.
 */

/** A code is stored and compared in upper case; the registration field allows the same text. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
/** A coupon's bonus is at most this many minor units (5,000.00), like a manual bonus. */
export const COUPON_MAX_AMOUNT_MINOR = 500_000;
export const COUPON_MAX_MULTIPLIER = 100;
export const COUPON_MAX_VALID_DAYS = 365;
export const COUPON_MAX_REDEMPTIONS = 1_000_000;
/** The operator's list shows at most this many coupons, newest first. */
export const COUPON_LIST_LIMIT = 200;

const amount = z
  .number({ error: COUPON_MESSAGES.amountInvalid })
  .int(COUPON_MESSAGES.amountInvalid)
  .positive(COUPON_MESSAGES.amountInvalid)
  .max(COUPON_MAX_AMOUNT_MINOR, COUPON_MESSAGES.amountInvalid);
const maxRedemptions = z
  .number({ error: COUPON_MESSAGES.redemptionsInvalid })
  .int(COUPON_MESSAGES.redemptionsInvalid)
  .min(1, COUPON_MESSAGES.redemptionsInvalid)
  .max(COUPON_MAX_REDEMPTIONS, COUPON_MESSAGES.redemptionsInvalid);
// A manual bonus's wording (and so its error codes) for the terms the two share.
const wageringMultiplier = z
  .number({ error: BONUS_MESSAGES.multiplierInvalid })
  .int(BONUS_MESSAGES.multiplierInvalid)
  .min(0, BONUS_MESSAGES.multiplierInvalid)
  .max(COUPON_MAX_MULTIPLIER, BONUS_MESSAGES.multiplierInvalid);
const validDays = z
  .number({ error: BONUS_MESSAGES.validDaysInvalid })
  .int(BONUS_MESSAGES.validDaysInvalid)
  .min(1, BONUS_MESSAGES.validDaysInvalid)
  .max(COUPON_MAX_VALID_DAYS, BONUS_MESSAGES.validDaysInvalid);
const instant = z.iso.datetime({ offset: true, error: CONTENT_MESSAGES.datetime });

const windowInOrder = (body: { starts_at?: string; ends_at?: string }) =>
  body.starts_at === undefined ||
  body.ends_at === undefined ||
  Date.parse(body.ends_at) > Date.parse(body.starts_at);
const windowIssue = { path: ['ends_at'], message: COUPON_MESSAGES.windowInvalid };

/** `POST /api/admin/coupons`. */
export const adminCouponCreateRequest = z
  .object({
    code: z
      .string({ error: COUPON_MESSAGES.codeInvalid })
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE_PATTERN, COUPON_MESSAGES.codeInvalid),
    amount,
    wagering_multiplier: wageringMultiplier.default(
      MARKETING_FIGURES.depositBonus.wageringMultiplier,
    ),
    valid_days: validDays.default(MARKETING_FIGURES.depositBonus.validDays),
    max_redemptions: maxRedemptions,
    starts_at: instant,
    ends_at: instant,
  })
  .refine(windowInOrder, windowIssue)
  .meta({ id: 'AdminCouponCreateRequest' });
export type AdminCouponCreateRequest = z.input<typeof adminCouponCreateRequest>;

/** `PATCH /api/admin/coupons/{id}`: switch a code off or on, move its end, change its limit. */
export const adminCouponUpdateRequest = z
  .object({
    active: z.boolean().optional(),
    max_redemptions: maxRedemptions.optional(),
    ends_at: instant.optional(),
  })
  .meta({ id: 'AdminCouponUpdateRequest' });
export type AdminCouponUpdateRequest = z.input<typeof adminCouponUpdateRequest>;

export const couponIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Where a code is in its life, as of the answer. */
export const COUPON_STATUSES = ['scheduled', 'live', 'ended', 'exhausted', 'disabled'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const adminCoupon = z
  .object({
    id: z.number().int(),
    code: z.string(),
    amount: minorUnits.meta({ description: 'Bonus in minor units of the player’s currency' }),
    wagering_multiplier: z.number().int(),
    valid_days: z.number().int(),
    max_redemptions: z.number().int(),
    redemptions: z.number().int(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    active: z.boolean(),
    status: z.enum(COUPON_STATUSES),
    created_by: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponList = z.array(adminCoupon).meta({ id: 'AdminCouponList' });

/** The status of a code at `now`: switched off, used up, before, inside or after its window. */
export function couponStatus(
  coupon: {
    active: boolean;
    redemptions: number;
    maxRedemptions: number;
    startsAt: Date;
    endsAt: Date;
  },
  now: Date,
): CouponStatus {
  if (!coupon.active) return 'disabled';
  if (coupon.redemptions >= coupon.maxRedemptions) return 'exhausted';
  if (now < coupon.startsAt) return 'scheduled';
  if (now >= coupon.endsAt) return 'ended';
  return 'live';
}
