import { defineFeatureTexts } from '../../../i18n/feature-texts/feature-texts';
import en from '../locales/en.json';

/**
 * The operator pages keep their texts in their own i18next namespace, so players never
 * download them: the bundle of a locale is fetched when an operator first opens these pages in
 * that locale.
 */
export const adminTexts = defineFeatureTexts(
  'admin',
  en,
  import.meta.glob<Record<string, unknown>>(['../locales/*.json', '!../locales/en.json'], {
    import: 'default',
  }),
);

export const ADMIN_NAMESPACE = adminTexts.namespace;
export const loadAdminLocale = adminTexts.load;
export const hasAdminTexts = adminTexts.has;
export const ensureAdminTexts = adminTexts.ensure;
