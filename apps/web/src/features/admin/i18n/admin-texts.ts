import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';
import en from '../locales/en.json';

/**
 * The operator pages keep their texts in their own i18next namespace, so players never
 * download them: the bundle of a locale is fetched when an operator first opens these pages in
 * that locale.
 */
export const ADMIN_NAMESPACE = 'admin';

/** The nine other locales, each its own chunk; English is bundled, it is every locale's fallback. */
const lazyLocales = import.meta.glob<Record<string, unknown>>(
  ['../locales/*.json', '!../locales/en.json'],
  { import: 'default' },
);

export function loadAdminLocale(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === DEFAULT_LOCALE) {
    return Promise.resolve(en);
  }
  const load = lazyLocales[`../locales/${locale}.json`];
  if (load === undefined) {
    return Promise.reject(new Error(`No operator texts for locale "${locale}"`));
  }
  return load();
}

export function hasAdminTexts(instance: i18n, locale: Locale): boolean {
  return instance.hasResourceBundle(locale, ADMIN_NAMESPACE);
}

/**
 * Adds the operator texts of `locale` (and the English fallback) to the app's i18next instance.
 * Fetched here rather than through the app's backend, which knows only the main namespace: a
 * chunk that cannot be fetched must fail loudly so the route's error page can reload.
 */
export async function ensureAdminTexts(
  instance: i18n,
  locale: Locale,
  load: (locale: Locale) => Promise<Record<string, unknown>> = loadAdminLocale,
): Promise<void> {
  if (!hasAdminTexts(instance, DEFAULT_LOCALE)) {
    instance.addResourceBundle(DEFAULT_LOCALE, ADMIN_NAMESPACE, en);
  }
  if (!hasAdminTexts(instance, locale)) {
    instance.addResourceBundle(locale, ADMIN_NAMESPACE, await load(locale));
  }
}
