import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../i18n/messages';
import { kycMessageKey } from './kyc-steps';

/**
 * Shows a server or contract text in the reader's language: the verification's own texts from
 * its namespace, the shared ones (SPEC §5 'Required.', 'File is Required.', …) from the app's.
 */
export function useKycMessage(): (text: string) => string {
  const { t } = useTranslation('kyc');
  const translateMessage = useTranslateMessage();
  return useCallback(
    (text: string) => {
      const key = kycMessageKey(text);
      return key === undefined ? translateMessage(text) : t(key);
    },
    [t, translateMessage],
  );
}
