import type { ErrorCode } from '@satsino/contract/errors';
import type { Currency } from '@satsino/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { formatMoney } from '../../i18n/format';
import { useLocale } from '../../i18n/use-locale';
import type { AmountProblem } from './amount-rules';

/** Which form an amount belongs to: the words of its limits differ (SPEC §8). */
export type AmountPurpose = 'withdrawal' | 'tip' | 'deposit';

const MIN_CODE = {
  withdrawal: 'withdraw_min_limit',
  tip: 'tip_min_limit',
  deposit: 'deposit_min_limit',
} as const satisfies Record<AmountPurpose, ErrorCode>;

/** SPEC §8: message_withdraw_max_limit alone when the amount exceeds the balance. */
const BALANCE_CODE = {
  withdrawal: 'withdraw_max_limit',
  tip: 'tip_exceeds_balance',
  // A deposit is not bounded by the balance; the entry only keeps the table complete.
  deposit: 'withdraw_max_limit',
} as const satisfies Record<AmountPurpose, ErrorCode>;

/**
 * Words of the cashier: a failed call and the server's field messages in the reader's language
 * (by their codes), the cashier's own messages by code, and what is wrong with an amount field.
 */
export function useWalletText() {
  const { t } = useTranslation();
  const { failureText, codedText } = useErrorText();
  const locale = useLocale();

  /** The catalogue's text of `code`, which the cashier also shows itself (SPEC §8). */
  const walletText = useCallback((code: ErrorCode): string => t(`errors.${code}`), [t]);

  const amountProblemText = useCallback(
    (problem: AmountProblem, purpose: AmountPurpose, currency: Currency): string => {
      switch (problem.kind) {
        case 'required':
          return walletText('required');
        case 'invalid':
          return t('wallet.form.invalidAmount');
        case 'min':
          return `${walletText(MIN_CODE[purpose])} ${formatMoney(problem.limitMinor, currency, locale)}`;
        case 'max': {
          const limit = formatMoney(problem.limitMinor, currency, locale);
          return purpose === 'tip'
            ? `${walletText('tip_max_limit')} ${limit}`
            : t('wallet.form.maxLimit', { limit });
        }
        case 'balance':
          return walletText(BALANCE_CODE[purpose]);
      }
    },
    [t, walletText, locale],
  );

  return { failureText, codedText, walletText, amountProblemText };
}
