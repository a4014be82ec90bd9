import { DEFAULT_LOCALE, LOCALES } from '@satsino/contract/locales';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import en from '../locales/en.json';

/**
 * The nine other locales, each its own chunk, fetched the first time it is needed. English is
 * left out of the glob because it is bundled (it is also the fallback, so always needed).
 */
const lazyLocales = import.meta.glob<Record<string, unknown>>(
  ['../locales/*.json', '!../locales/en.json'],
  { import: 'default' },
);

export function loadLocale(locale: string): Promise<Record<string, unknown>> {
  const load = lazyLocales[`../locales/${locale}.json`];
  if (load === undefined) {
    return Promise.reject(new Error(`No translations for locale "${locale}"`));
  }
  return load();
}

/**
 * Builds the app's i18next instance, starting in English. The locale route of the current
 * address switches it to the locale in the path before anything is rendered.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.use(resourcesToBackend((language: string) => loadLocale(language)));
  void instance.init({
    resources: { en: { translation: en } },
    // Keeps the bundled English and asks the backend only for the other languages.
    partialBundledLanguages: true,
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: LOCALES,
    // Our locale codes have no region part, so never look for `nb-NO` and the like.
    load: 'currentOnly',
    // English is bundled, so initialising synchronously means the first render has it.
    initAsync: false,
    // React escapes what it renders; escaping here too would show `&amp;` to players.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
