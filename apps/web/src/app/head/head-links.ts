import { DEFAULT_LOCALE, LOCALES, type Locale } from '@satsino/contract/locales';
import { localizedPath, stripLocale } from '../../i18n/locale-path';

/** The language of one alternate address: a locale code, or `x-default` for everyone else. */
export interface AlternateLink {
  hrefLang: string;
  href: string;
}

export interface HeadLinks {
  canonical: string;
  alternates: AlternateLink[];
}

/**
 * The canonical address of the page at `pathname` and its address in every locale, absolute
 * as search engines require. The query string is left out: it filters or tracks, it does not
 * make another page. English, the unprefixed default, is also `x-default`.
 */
export function headLinksFor(pathname: string, origin: string): HeadLinks {
  const { locale, path } = stripLocale(pathname);
  const urlOf = (target: Locale) => `${origin}${localizedPath(path, target)}`;
  return {
    canonical: urlOf(locale),
    alternates: [
      ...LOCALES.map((option) => ({ hrefLang: option, href: urlOf(option) })),
      { hrefLang: 'x-default', href: urlOf(DEFAULT_LOCALE) },
    ],
  };
}
