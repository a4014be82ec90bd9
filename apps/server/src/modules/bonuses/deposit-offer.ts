import {
  DEPOSIT_BONUS_KEY,
  type DepositBonusTerms,
  welcomeFreeSpinTerms,
} from '@satsino/contract/bonuses';
import type { Currency } from '@satsino/contract/money';
import { findSlotVariant } from '@satsino/fairness/slot-variants';
import { depositBonusMessages } from './bonus-messages.js';

const DAY_MS = 86_400_000;

/** A free-spin game's name as the slots call themselves (the fairness package's theme names). */
export function freeSpinGameName(gameId: string): string {
  return findSlotVariant(gameId)?.name ?? gameId;
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/**
 * The row of one deposit offer (SPEC §9), available to claim until its days run out; the
 * welcome offer's row carries its 100 free spins. The
 * programme makes it when the player first looks for it; the demo seed makes the same one, so the
 * demo player's offer reads exactly like a real player's.
 */
export function depositOfferValues(terms: DepositBonusTerms, currency: Currency, now: Date) {
  // The welcome offer (first deposit) comes with its free spins (ADR 0003).
  const spins = terms.depositIndex === 0 ? welcomeFreeSpinTerms() : null;
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
    messages: depositBonusMessages({
      ...figures,
      currency,
      freeSpins: spins && { ...spins, gameNames: spins.games.map(freeSpinGameName) },
    }),
    expiresAt: addDays(now, terms.validDays),
    fsGames: spins?.games ?? [],
    fsTotal: spins?.total ?? 0,
    fsStakeMinor: spins ? BigInt(spins.stakeMinor) : null,
    fsWageringMultiplier: spins?.wageringMultiplier ?? 0,
    fsValidDays: spins?.validDays ?? 0,
  };
}
