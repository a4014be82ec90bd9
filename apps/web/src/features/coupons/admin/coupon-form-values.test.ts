import { COUPON_MESSAGES } from '@satsino/contract/coupons';
import { describe, expect, it } from 'vitest';
import { couponFormMessages, couponRequestOf, emptyCouponForm } from './coupon-form-values';

const now = new Date('2026-03-05T12:00:00Z');
const filled = () => ({ ...emptyCouponForm(now), code: 'welcome10', amount: '10.50' });

describe('coupon form values', () => {
  it('reads the amount as minor units without a float and upper-cases the code on send', () => {
    const body = couponRequestOf(filled());
    expect(body).toMatchObject({
      code: 'welcome10',
      amount: 1_050,
      wagering_multiplier: 30,
      valid_days: 30,
      max_redemptions: 100,
    });
    expect(Date.parse(body.ends_at) - Date.parse(body.starts_at)).toBe(30 * 86_400_000);
    expect(couponFormMessages(filled())).toEqual({});
  });

  it('names the wrong fields with the contract messages', () => {
    const messages = couponFormMessages({
      ...filled(),
      code: 'a b',
      amount: 'ten',
      max_redemptions: '0',
    });
    expect(messages).toMatchObject({
      code: COUPON_MESSAGES.codeInvalid,
      amount: COUPON_MESSAGES.amountInvalid,
      max_redemptions: COUPON_MESSAGES.redemptionsInvalid,
    });
  });

  it('refuses a window that ends before it starts', () => {
    const values = filled();
    expect(couponFormMessages({ ...values, ends_at: values.starts_at }).ends_at).toBe(
      COUPON_MESSAGES.windowInvalid,
    );
  });
});
