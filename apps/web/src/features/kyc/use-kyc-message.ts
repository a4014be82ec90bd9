import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type NoticeText, useErrorText } from '../../i18n/error-text';
import { useTranslateMessage } from '../../i18n/messages';
import { kycMessageKey } from './kyc-steps';

/**
 * Shows a server or contract text in the reader's language: a server message by its code, the
 * verification's own texts from its namespace, the shared ones (SPEC §5 'Required.', 'File is
 * Required.', …) from the app's.
 */
export function useKycMessage(): (text: NoticeText) => string {
  const { t } = useTranslation('kyc');
  const translateMessage = useTranslateMessage();
  const { codedText } = useErrorText();
  return useCallback(
    (text: NoticeText) => {
      if (typeof text !== 'string') {
        if (text.code !== undefined) return codedText(text);
        text = text.message;
      }
      const key = kycMessageKey(text);
      return key === undefined ? translateMessage(text) : t(key);
    },
    [t, translateMessage, codedText],
  );
}
