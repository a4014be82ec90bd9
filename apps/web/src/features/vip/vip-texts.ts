import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/** The VIP page's texts, in their own namespace, fetched when the page first opens. */
export const vipTexts = defineFeatureTexts(
  'vip',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);
