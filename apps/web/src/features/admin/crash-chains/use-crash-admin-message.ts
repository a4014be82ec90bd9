import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticeText } from '../../../i18n/error-text';
import { ApiError } from '../../../lib/api-error';
import { operatorFailureMessage } from '../operator-failure';
import { type CrashAdminMessageName, crashAdminMessageName } from './crash-chain-values';

/**
 * A seeding-event message in the operator's language: a known name, or a server failure whose
 * English text is one of the contract's, any other failure by its code.
 */
export function useCrashAdminMessage() {
  const { t } = useTranslation('admin');
  const noticeText = useNoticeText();
  return useCallback(
    (source: CrashAdminMessageName | unknown): string => {
      if (typeof source === 'string') {
        return t(`crashChains.messages.${source as CrashAdminMessageName}`);
      }
      const name =
        source instanceof ApiError && source.hasMessage
          ? crashAdminMessageName(source.message)
          : undefined;
      return name === undefined
        ? noticeText(operatorFailureMessage(source))
        : t(`crashChains.messages.${name}`);
    },
    [t, noticeText],
  );
}
