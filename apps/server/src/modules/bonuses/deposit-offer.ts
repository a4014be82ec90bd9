import { DEPOSIT_BONUS_KEY, type DepositBonusTerms } from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import { depositBonusMessages } from './bonus-messages.js';

const DAY_MS = 86_400_000;

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The row of one deposit offer (SPEC §9), available to claim until its days run out. The
 * programme makes it when the player first looks for it; the demo seed makes the same one, so the
 * demo player's offer reads exactly like a real player's.
 */
export function depositOfferValues(terms: DepositBonusTerms, currency: Currency, now: Date) {
  const figures = {
    depositIndex: terms.depositIndex,
    percent: terms.percent,
    maxBonusMinor: BigInt(terms.maxBonusMinor),
    wageringMultiplier: terms.wageringMultiplier,
    validDays: terms.validDays,
  };
  return {
    bonusKey: DEPOSIT_BONUS_KEY as typeof DEPOSIT_BONUS_KEY,
    state: 'available' as const,
    active: 0 as const,
    currency,
    ...figures,
    messages: depositBonusMessages({ ...figures, currency }),
    expiresAt: addDays(now, terms.validDays),
  };
}
