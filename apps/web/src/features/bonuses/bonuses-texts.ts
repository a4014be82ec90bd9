import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/** The bonus pages' and the deposit bonus selector's texts, in their own namespace. */
export const bonusesTexts = defineFeatureTexts(
  'bonuses',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);
