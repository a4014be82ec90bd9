import { defineFeatureTexts } from '../../i18n/feature-texts/feature-texts';
import { useFeatureTranslation } from '../../i18n/feature-texts/use-feature-translation';
import en from './locales/en.json';

/**
 * The catalogue pages' texts (lobby, game, categories, providers) in their own namespace, so
 * they are fetched with those pages. What the always-loaded frame shows of the catalogue (game
 * tiles, carousels, the search drawer) is in the main namespace under `casino` and `search`.
 */
export const catalogueTexts = defineFeatureTexts(
  'catalogue',
  en,
  import.meta.glob<Record<string, unknown>>(['./locales/*.json', '!./locales/en.json'], {
    import: 'default',
  }),
);

export const useCatalogueTranslation = () => useFeatureTranslation(catalogueTexts);
