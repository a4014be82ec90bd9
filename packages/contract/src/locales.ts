/** The ten locales of SPEC §9. English is the default and has no path prefix. */
export const LOCALES = ['en', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'nb', 'pt', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Locales that appear as the first path segment (`/de/…`). */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Cookie that remembers the chosen locale (SPEC §9), and how long it lives. */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** Each locale's name in its own language, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  it: 'Italiano',
  ja: '日本語',
  nb: 'Norsk bokmål',
  pt: 'Português',
  tr: 'Türkçe',
};

export function isLocale(value: string | undefined): value is Locale {
  return value !== undefined && (LOCALES as readonly string[]).includes(value);
}
