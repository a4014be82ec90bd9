import {
  type AdminCouponCreateRequest,
  adminCouponCreateRequest,
  COUPON_MESSAGES,
} from '@satsino/contract/coupons';
import { parseMoneyInput } from '../../../lib/money-input';
import { type FieldMessages, fieldMessagesOf } from '../../../ui/form/field-errors';

/** The operator's form as typed: an amount in major units, whole numbers, local date-times. */
export interface CouponFormValues extends Record<string, string> {
  code: string;
  amount: string;
  wagering_multiplier: string;
  valid_days: string;
  max_redemptions: string;
  starts_at: string;
  ends_at: string;
}

const DAY_MS = 86_400_000;

/** A `datetime-local` value (the reader's time zone) for an instant. */
export function localDateTimeOf(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A new code starts now and runs for 30 days, 30× wagering in 30 days, 100 uses. */
export function emptyCouponForm(now: Date): CouponFormValues {
  return {
    code: '',
    amount: '',
    wagering_multiplier: '30',
    valid_days: '30',
    max_redemptions: '100',
    starts_at: localDateTimeOf(now),
    ends_at: localDateTimeOf(new Date(now.getTime() + 30 * DAY_MS)),
  };
}

/** A whole number as typed, or NaN (which the contract refuses with the field's message). */
function wholeNumber(text: string): number {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** A `datetime-local` value as an ISO instant, or the text itself when it is not one. */
function instantOf(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** The request the form's values make: the contract checks it as the server will. */
export function couponRequestOf(values: CouponFormValues): AdminCouponCreateRequest {
  return {
    code: values.code,
    amount: parseMoneyInput(values.amount) ?? Number.NaN,
    wagering_multiplier: wholeNumber(values.wagering_multiplier),
    valid_days: wholeNumber(values.valid_days),
    max_redemptions: wholeNumber(values.max_redemptions),
    starts_at: instantOf(values.starts_at),
    ends_at: instantOf(values.ends_at),
  };
}

/** The English rule messages of the wrong fields (`{}` when the form can be sent). */
export function couponFormMessages(values: CouponFormValues): FieldMessages {
  const messages = fieldMessagesOf(adminCouponCreateRequest.safeParse(couponRequestOf(values)));
  // An amount that is not money at all reads as the amount rule too.
  if (messages.amount === undefined && parseMoneyInput(values.amount) === undefined) {
    messages.amount = COUPON_MESSAGES.amountInvalid;
  }
  return messages;
}
