import { type AccountBonus, DEPOSIT_BONUS_KEY } from '@satsino/contract/bonuses';

/** The bonus page's three lists (SPEC §4 states: available; active and running; the rest). */
export interface BonusGroups {
  available: AccountBonus[];
  active: AccountBonus[];
  history: AccountBonus[];
}

export function groupBonuses(bonuses: readonly AccountBonus[]): BonusGroups {
  const groups: BonusGroups = { available: [], active: [], history: [] };
  for (const bonus of bonuses) {
    if (bonus.finished === 1) groups.history.push(bonus);
    else if (bonus.active === 0) groups.available.push(bonus);
    else if (bonus.active === 1) groups.active.push(bonus);
    else groups.history.push(bonus);
  }
  return groups;
}

/**
 * SPEC §4: the deposit bonuses the deposit step lists — not yet claimed (active 0), key
 * DEPOSIT_BONUS_CASH, expiry not in the past — plus the one already claimed for this deposit.
 */
export function depositBonusChoices(bonuses: readonly AccountBonus[], now: Date): AccountBonus[] {
  return bonuses.filter(
    (bonus) =>
      bonus.bonus_key === DEPOSIT_BONUS_KEY &&
      bonus.finished === 0 &&
      (bonus.active === 0 || bonus.state === 'claimed') &&
      Date.parse(bonus.expireDateTime) > now.getTime(),
  );
}

/** The bonus that is being wagered now, if any. */
export function runningBonus(bonuses: readonly AccountBonus[]): AccountBonus | undefined {
  return bonuses.find((bonus) => bonus.state === 'running');
}

/** Wagering done, 0 to 100, for the progress bar. */
export function wageringPercent(bonus: AccountBonus): number {
  const required = bonus.wagering_required ?? 0;
  if (required <= 0) return bonus.finished === 1 ? 100 : 0;
  return Math.min(100, Math.floor((bonus.wagering_progress / required) * 100));
}

/** The message in the reader's language (SPEC §3 lang list), else the server's bonus_message. */
export function bonusMessage(bonus: AccountBonus, locale: string): string {
  return bonus.lang.find((entry) => entry.lang === locale)?.message ?? bonus.bonus_message;
}

/** Whether the settled amount went to the player (completed) or back to the house. */
export function settledToPlayer(bonus: AccountBonus): boolean {
  return bonus.state === 'completed';
}
