import { DEPOSIT_BONUS_COUNT, type DepositBonusTerms } from '@satsino/contract/bonuses';
import { MARKETING_FIGURES } from '@satsino/contract/content';
import { MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';

/**
 * Bronze's reload bonus (ADR 0003, docs/decisions/0014): from the fifth deposit on, every deposit
 * may take a 10 % bonus on the deposit bonus's terms (minimum deposit, cap, wagering, days). Bronze
 * starts with the first deposit and every higher level keeps it, so every player making a fifth
 * or later deposit has it; the welcome package's four offers and the reload never meet on the same
 * deposit. Undefined for the first four deposits (the deposit bonuses cover them).
 */
export function vipReloadBonusTerms(depositIndex: number): DepositBonusTerms | undefined {
  if (!Number.isInteger(depositIndex) || depositIndex < DEPOSIT_BONUS_COUNT) return undefined;
  const { maxBonus, wageringMultiplier, validDays, maxBetWhileWagering } =
    MARKETING_FIGURES.depositBonus;
  return {
    depositIndex,
    percent: MARKETING_FIGURES.vipReloadBonusPercent,
    maxBonusMinor: maxBonus * MINOR_UNITS_PER_MAJOR,
    wageringMultiplier,
    validDays,
    maxBetMinor: maxBetWhileWagering * MINOR_UNITS_PER_MAJOR,
    minDepositMinor: MARKETING_FIGURES.deposit.min * MINOR_UNITS_PER_MAJOR,
  };
}
