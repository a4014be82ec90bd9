import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import type { FeatureT } from '../../i18n/feature-texts/use-feature-translation';
import { useFeatureTranslation } from '../../i18n/feature-texts/use-feature-translation';
import en from './locales/en.json';

/**
 * The chat's texts in their own namespace: English is bundled, each other locale is fetched
 * when a chat page first opens in it.
 */
export const chatTexts = defineFeatureTexts(
  'chat',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);

export type ChatT = FeatureT<typeof en>;

/** `t()` of the chat texts, in the language of the app. */
export function useChatTranslation(): { t: ChatT } {
  return useFeatureTranslation(chatTexts);
}
