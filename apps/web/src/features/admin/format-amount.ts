import { CURRENCIES, MINOR_UNITS_PER_MAJOR } from '@satsino/contract/money';
import { formatMoney, formatNumber } from '../../i18n/format';

const FRACTION_DIGITS = Math.log10(MINOR_UNITS_PER_MAJOR);

/**
 * Minor units in a currency the answer names as a plain string (the audit's totals). An
 * account currency is formatted as money; a code `Intl` might not know, which would throw, is
 * shown as the number and the code.
 */
export function formatMinorIn(amountMinor: number, currency: string, locale: string): string {
  if ((CURRENCIES as readonly string[]).includes(currency)) {
    return formatMoney(amountMinor, currency, locale);
  }
  const amount = formatNumber(amountMinor / MINOR_UNITS_PER_MAJOR, locale, {
    minimumFractionDigits: FRACTION_DIGITS,
    maximumFractionDigits: FRACTION_DIGITS,
  });
  return `${amount} ${currency}`;
}
