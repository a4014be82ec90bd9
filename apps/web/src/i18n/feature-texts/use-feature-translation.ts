import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureTexts } from './feature-texts';

/** `{ a: { b: 'x' } }` → `'a.b'`: every message key of a locale file. */
export type MessageKeys<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : MessageKeys<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

export type FeatureT<English> = (
  key: MessageKeys<English>,
  values?: Record<string, string | number>,
) => string;

/**
 * `t()` of one feature's texts, in the language of the app, typed by its English file.
 *
 * Not `useTranslation(namespace)`: i18next's key types list only the app's main namespace
 * (src/i18n/i18next.d.ts), and react-i18next would ask the app's backend for a namespace it
 * finds missing, which answers with the main translations. This reads the bundle that
 * <FeatureTextsGate> added and falls back to English while a new language's bundle is on its way.
 */
export function useFeatureTranslation<English extends Record<string, unknown>>(
  texts: FeatureTexts<English>,
): { t: FeatureT<English> } {
  // The main namespace is always loaded; subscribing to it re-renders on a language change.
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    // The one cast: i18next's types do not know this namespace (see above).
    const t = i18n.getFixedT(language, texts.namespace as unknown as 'translation');
    return { t: t as unknown as FeatureT<English> };
  }, [i18n, language, texts]);
}
