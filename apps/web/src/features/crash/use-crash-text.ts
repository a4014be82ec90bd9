import { useFeatureTranslation } from '../../i18n/feature-texts/use-feature-translation';
import { crashTexts } from './crash-texts';

/** `t()` of the crash pages' namespace. */
export function useCrashText() {
  return useFeatureTranslation(crashTexts).t;
}
