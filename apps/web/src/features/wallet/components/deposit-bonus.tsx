import type { Currency } from '@satsino/contract/money';
import { DepositBonusPicker } from '../../bonuses/components/deposit-bonus-picker';

/**
 * SPEC §2 bonus banner and bonus type selector of the deposit step. The bonus programme owns
 * them (its offers, its texts, claim and decline); the cashier shows them in its deposit step.
 */
export function DepositBonus({ currency }: { currency: Currency }) {
  return <DepositBonusPicker currency={currency} />;
}
