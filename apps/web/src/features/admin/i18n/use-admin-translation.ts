import type { MessageKeys } from '../../../i18n/feature-texts/use-feature-translation';
import { useFeatureTranslation } from '../../../i18n/feature-texts/use-feature-translation';
import type en from '../locales/en.json';
import { adminTexts } from './admin-texts';

/** A key of the operator texts; English is the source that types them. */
export type AdminMessageKey = MessageKeys<typeof en>;
export type AdminT = (key: AdminMessageKey, values?: Record<string, string | number>) => string;

/** `t()` of the operator texts, in the language of the app. */
export function useAdminTranslation(): { t: AdminT } {
  return useFeatureTranslation(adminTexts);
}
