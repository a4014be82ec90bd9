import { DEFAULT_LOCALE, LOCALES } from '@satsino/contract/locales';
import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import en from '../locales/en.json';

type Messages = Record<string, unknown>;
type LazyFiles = Record<string, () => Promise<Messages>>;

/** The app's main namespace (i18next's default): the frame and every page without its own. */
export const MAIN_NAMESPACE = 'translation';

/**
 * The features that keep their texts in their own namespace, named after their folder: the
 * texts of `features/<namespace>/locales/<locale>.json` are fetched only when a page of that
 * feature opens (`useTranslation('<namespace>')` under a <TextsSuspense>).
 */
export const FEATURE_NAMESPACES = [
  'admin',
  'bonuses',
  'catalogue',
  'chat',
  'content',
  'coupons',
  'crash',
  'games',
  'kyc',
  'limits',
  'notifications',
  'players',
  'providers',
  'reports',
  'statistics',
  'vip',
] as const;

export type FeatureNamespace = (typeof FEATURE_NAMESPACES)[number];
export type TextsNamespace = typeof MAIN_NAMESPACE | FeatureNamespace;

/**
 * The nine other locales of the main namespace, each its own chunk, fetched the first time it
 * is needed. English is left out of the glob because it is bundled (it is also the fallback, so
 * always needed).
 */
const mainLocales: LazyFiles = import.meta.glob<Messages>(
  ['../locales/*.json', '!../locales/en.json'],
  { import: 'default' },
);

/**
 * Every locale of every feature namespace, English included, each its own chunk. A feature's
 * English is fetched like the other locales rather than bundled here: this module is in the
 * entry chunk, so bundling it would put every feature's English (the operator pages' too, which
 * players never open) in the first page's JS, where today's home page needs none of it.
 */
const featureLocales: LazyFiles = import.meta.glob<Messages>('../features/*/locales/*.json', {
  import: 'default',
});

function missing(namespace: string, language: string): Promise<never> {
  return Promise.reject(new Error(`No ${namespace} texts for locale "${language}"`));
}

export function loadLocale(locale: string): Promise<Messages> {
  const load = mainLocales[`../locales/${locale}.json`];
  return load === undefined ? missing(MAIN_NAMESPACE, locale) : load();
}

/**
 * The messages of one namespace in one language, as the app's i18next backend fetches them.
 * Fails for a namespace or language without a file, and when a chunk cannot be fetched: the
 * failure reaches the page through <TextsSuspense>, so the route's error page can reload.
 */
export function loadTexts(language: string, namespace: string): Promise<Messages> {
  if (namespace === MAIN_NAMESPACE) {
    return language === DEFAULT_LOCALE ? Promise.resolve(en) : loadLocale(language);
  }
  const isFeature = (FEATURE_NAMESPACES as readonly string[]).includes(namespace);
  const load = isFeature
    ? featureLocales[`../features/${namespace}/locales/${language}.json`]
    : undefined;
  return load === undefined ? missing(namespace, language) : load();
}

/** What failed to load, by `language|namespace`, for each instance's store. */
const loadFailures = new WeakMap<object, Map<string, unknown>>();

/**
 * Why `namespace` could not be loaded in the instance's language or its English fallback, if it
 * could not. i18next itself only logs such a failure and counts the namespace as loaded, which
 * would show raw keys.
 */
export function textsLoadFailure(
  instance: i18n,
  namespace: string,
): { error: unknown } | undefined {
  const failures = loadFailures.get(instance.store);
  for (const language of instance.languages ?? []) {
    const key = `${language}|${namespace}`;
    if (failures?.has(key)) return { error: failures.get(key) };
  }
  return undefined;
}

/**
 * Builds the app's i18next instance, starting in English. The locale route of the current
 * address switches it to the locale in the path before anything is rendered.
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  instance.use(resourcesToBackend(loadTexts));
  void instance.init({
    resources: { en: { [MAIN_NAMESPACE]: en } },
    // Keeps the bundled English and asks the backend only for the rest.
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
    /*
     * react-i18next's defaults are kept: `useSuspense` (a component suspends until its
     * namespace is loaded in the current language) and `bindI18n: 'languageChanged'`, which is
     * enough because i18next emits `languageChanged` only once `changeLanguage` has loaded
     * every namespace used so far in the new language; one used for the first time suspends.
     */
  });
  const failures = new Map<string, unknown>();
  instance.on('failedLoading', (language: string, namespace: string, error: unknown) => {
    failures.set(`${language}|${namespace}`, error);
  });
  loadFailures.set(instance.store, failures);
  return instance;
}
