import type { Currency } from '@satsino/contract/money';
import { VALIDATION_MESSAGES } from '@satsino/contract/validation';
import { WALLET_MESSAGES } from '@satsino/contract/wallet';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../i18n/format';
import { useTranslateMessage } from '../../i18n/messages';
import { useLocale } from '../../i18n/use-locale';
import type { AmountProblem } from './amount-rules';
import { walletMessageOf } from './wallet-messages';

/** Which form an amount belongs to: the words of its limits differ (SPEC §8). */
export type AmountPurpose = 'withdrawal' | 'tip' | 'deposit';

const MIN_MESSAGE = {
  withdrawal: WALLET_MESSAGES.withdrawMinLimit,
  tip: WALLET_MESSAGES.tipMinLimit,
  deposit: WALLET_MESSAGES.depositMinLimit,
} as const;

/** SPEC §8: message_withdraw_max_limit alone when the amount exceeds the balance. */
const BALANCE_MESSAGE = {
  withdrawal: WALLET_MESSAGES.withdrawMaxLimit,
  tip: WALLET_MESSAGES.tipExceedsBalance,
  // A deposit is not bounded by the balance; the entry only keeps the table complete.
  deposit: WALLET_MESSAGES.withdrawMaxLimit,
} as const;

/**
 * Words of the cashier: the server's wallet messages in the reader's language (with the value
 * the server put after them kept as it came), and what is wrong with an amount field.
 */
export function useWalletText() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();

  const translateWalletMessage = useCallback(
    (text: string): string => {
      const known = walletMessageOf(text);
      if (known === undefined) {
        return translateMessage(text);
      }
      return `${t(`wallet.serverMessages.${known.name}`)}${known.rest}`;
    },
    [t, translateMessage],
  );

  const amountProblemText = useCallback(
    (problem: AmountProblem, purpose: AmountPurpose, currency: Currency): string => {
      switch (problem.kind) {
        case 'required':
          return translateMessage(VALIDATION_MESSAGES.required);
        case 'invalid':
          return t('wallet.form.invalidAmount');
        case 'min':
          return `${translateWalletMessage(MIN_MESSAGE[purpose])} ${formatMoney(problem.limitMinor, currency, locale)}`;
        case 'max': {
          const limit = formatMoney(problem.limitMinor, currency, locale);
          return purpose === 'tip'
            ? `${translateWalletMessage(WALLET_MESSAGES.tipMaxLimit)} ${limit}`
            : t('wallet.form.maxLimit', { limit });
        }
        case 'balance':
          return translateWalletMessage(BALANCE_MESSAGE[purpose]);
      }
    },
    [t, translateMessage, translateWalletMessage, locale],
  );

  return { translateWalletMessage, amountProblemText };
}
