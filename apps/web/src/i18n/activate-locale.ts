import type { Locale } from '@satsino/contract/locales';
import type { i18n } from 'i18next';

/**
 * Makes `locale` the language of the app, first fetching its translations if this is the first
 * time it is used. Resolves once `t()` answers in that language.
 */
export async function activateLocale(instance: i18n, locale: Locale): Promise<void> {
  if (instance.language !== locale) {
    await instance.changeLanguage(locale);
  }
}
