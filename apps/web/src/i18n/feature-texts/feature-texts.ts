import { DEFAULT_LOCALE, type Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';

type Messages = Record<string, unknown>;
type LazyLocales = Record<string, () => Promise<Messages>>;

/**
 * The texts of one feature kept in their own i18next namespace, so a player downloads them only
 * when a page of that feature opens: English is bundled (every locale's fallback), each other
 * locale is its own chunk. Made once per feature by `defineFeatureTexts`.
 */
export interface FeatureTexts<English extends Messages = Messages> {
  namespace: string;
  english: English;
  /** The messages of one locale; fails for a locale the feature has no file for. */
  load(locale: Locale): Promise<Messages>;
  has(instance: i18n, locale: Locale): boolean;
  /**
   * Adds `locale` (and the English fallback) to the app's i18next instance. Fetched here rather
   * than through the app's backend, which knows only the main namespace: a chunk that cannot be
   * fetched fails loudly, so the route's error page can reload.
   */
  ensure(
    instance: i18n,
    locale: Locale,
    load?: (locale: Locale) => Promise<Messages>,
  ): Promise<void>;
}

/**
 * `lazyLocales` is the feature's `import.meta.glob(['./locales/*.json', '!./locales/en.json'],
 * { import: 'default' })`: Vite needs the literal pattern in the feature's own file.
 */
export function defineFeatureTexts<English extends Messages>(
  namespace: string,
  english: English,
  lazyLocales: LazyLocales,
): FeatureTexts<English> {
  const load = (locale: Locale): Promise<Messages> => {
    if (locale === DEFAULT_LOCALE) return Promise.resolve(english);
    const entry = Object.entries(lazyLocales).find(([path]) => path.endsWith(`/${locale}.json`));
    if (entry === undefined) {
      return Promise.reject(new Error(`No ${namespace} texts for locale "${locale}"`));
    }
    return entry[1]();
  };
  const has = (instance: i18n, locale: Locale) => instance.hasResourceBundle(locale, namespace);
  return {
    namespace,
    english,
    load,
    has,
    async ensure(instance, locale, loadLocale = load) {
      if (!has(instance, DEFAULT_LOCALE)) {
        instance.addResourceBundle(DEFAULT_LOCALE, namespace, english);
      }
      if (!has(instance, locale)) {
        instance.addResourceBundle(locale, namespace, await loadLocale(locale));
      }
    },
  };
}
