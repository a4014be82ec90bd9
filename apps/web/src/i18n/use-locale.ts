import type { Locale } from '@satsino/contract/locales';
import { useLocation } from 'react-router';
import { stripLocale } from './locale-path';

/** The locale of the current address: its path prefix, or English when there is none. */
export function useLocale(): Locale {
  return stripLocale(useLocation().pathname).locale;
}
