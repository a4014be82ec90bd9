import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import en from './locales/en.json';

/**
 * The game host, the verify page and the live feed keep their texts in the `games` namespace:
 * English is bundled, every other locale is fetched when a page of this feature first opens.
 */
export const gamesTexts = defineFeatureTexts(
  'games',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);
