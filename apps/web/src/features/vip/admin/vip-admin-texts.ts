import { useCallback } from 'react';
import { useFeatureTranslation } from '../../../i18n/feature-texts/use-feature-translation';
import { useTranslateMessage } from '../../../i18n/messages';
import type en from '../locales/en.json';
import { vipTexts } from '../vip-texts';
import { vipAdminMessageName } from './vip-level-values';

type AdminMessage = keyof (typeof en)['admin']['messages'];

/** The VIP namespace's `t()`: the operator page's texts sit under `admin`, as the kyc pages' do. */
export function useVipTranslation() {
  return useFeatureTranslation(vipTexts);
}

/**
 * A server or contract text in the reader's language: the VIP levels' own messages from this
 * namespace, the shared ones ('Required.', 'Too long.') from the app's, anything else as it came.
 */
export function useVipAdminMessage(): (text: string) => string {
  const { t } = useVipTranslation();
  const translateMessage = useTranslateMessage();
  return useCallback(
    (text: string) => {
      const name = vipAdminMessageName(text);
      return name === undefined
        ? translateMessage(text)
        : t(`admin.messages.${name as AdminMessage}`);
    },
    [t, translateMessage],
  );
}
