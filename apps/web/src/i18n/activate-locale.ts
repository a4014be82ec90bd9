import type { Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';
import { loadLocale } from './create-i18n';

/** The namespace all our messages live in (i18next's default). */
const NAMESPACE = 'translation';

/**
 * Makes `locale` the language of the app, first fetching its translations if this is the first
 * time it is used. Resolves once `t()` answers in that language.
 *
 * The translations are fetched here rather than left to i18next's backend, which only logs a
 * failure and carries on in English: a translations chunk that cannot be fetched (a deploy
 * replaced it) must fail, so that the route's error page can reload the page (SPEC §4).
 */
export async function activateLocale(
  instance: i18n,
  locale: Locale,
  load: (locale: Locale) => Promise<Record<string, unknown>> = loadLocale,
): Promise<void> {
  if (!instance.hasResourceBundle(locale, NAMESPACE)) {
    instance.addResourceBundle(locale, NAMESPACE, await load(locale));
  }
  if (instance.language !== locale) {
    await instance.changeLanguage(locale);
  }
}
