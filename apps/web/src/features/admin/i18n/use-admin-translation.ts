import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';
import { ADMIN_NAMESPACE } from './admin-texts';

/** `{ a: { b: 'x' } }` → `'a.b'`: every message key of a locale file. */
type MessageKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessageKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of the operator texts; English is the source that types them. */
export type AdminMessageKey = MessageKeys<typeof en>;
export type AdminT = (key: AdminMessageKey, values?: Record<string, string | number>) => string;

/**
 * `t()` of the operator texts, in the language of the app.
 *
 * Not `useTranslation('admin')`: i18next's key types list only the app's main namespace
 * (src/i18n/i18next.d.ts), and react-i18next would ask the app's backend for a namespace it
 * finds missing, which answers with the main translations. This reads the bundle that
 * <AdminTexts> added and falls back to English while a new language's bundle is on its way.
 */
export function useAdminTranslation(): { t: AdminT } {
  // The main namespace is always loaded; subscribing to it re-renders on a language change.
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // The one cast: i18next's types do not know this namespace (see above).
    const t = i18n.getFixedT(language, ADMIN_NAMESPACE as unknown as 'translation');
    return { t: t as unknown as AdminT };
  }, [i18n, language]);
}
