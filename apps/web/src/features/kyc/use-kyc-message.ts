import { useCallback } from 'react';
import { useTranslateMessage } from '../../i18n/messages';
import { kycMessageKey } from './kyc-steps';
import { useKycTranslation } from './kyc-texts';

/**
 * Shows a server or contract text in the reader's language: the verification's own texts from
 * its namespace, the shared ones (SPEC §5 'Required.', 'File is Required.', …) from the app's.
 */
export function useKycMessage(): (text: string) => string {
  const { t } = useKycTranslation();
  const translateMessage = useTranslateMessage();
  return useCallback(
    (text: string) => {
      const key = kycMessageKey(text);
      return key === undefined ? translateMessage(text) : t(key);
    },
    [t, translateMessage],
  );
}
