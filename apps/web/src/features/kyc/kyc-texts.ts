import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import {
  type FeatureT,
  useFeatureTranslation,
} from '../../i18n/feature-texts/use-feature-translation';
import en from './locales/en.json';

/** The verification pages' texts (player and operator), fetched when a page first opens. */
export const kycTexts = defineFeatureTexts(
  'kyc',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);

export type KycT = FeatureT<typeof en>;

export function useKycTranslation(): { t: KycT } {
  return useFeatureTranslation(kycTexts);
}
