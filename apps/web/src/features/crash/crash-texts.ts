import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/** The crash tables' texts, loaded when a crash page first opens in a locale. */
export const crashTexts = defineFeatureTexts(
  'crash',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);
