import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/** The notifications page's texts, in their own namespace, fetched when the page first opens. */
export const notificationsTexts = defineFeatureTexts(
  'notifications',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);
