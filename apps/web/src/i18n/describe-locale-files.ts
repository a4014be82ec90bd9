import { LOCALES } from '@satsino/contract/locales';
import { describe, expect, it } from 'vitest';
import { loadTexts, type TextsNamespace } from './create-i18n';
import { flattenMessages, type Messages, messageVariables } from './locale-messages';

/**
 * A locale folder read by the test file itself, `import.meta.glob('./locales/*.json', { eager:
 * true, import: 'default' })`: Vite needs the literal pattern in the file that globs.
 */
export type LocaleFiles = Record<string, Record<string, unknown>>;

export interface LocaleFilesOptions {
  /**
   * The namespace of these files: the app's i18next backend must load exactly these files for
   * it, and fail for a locale without one.
   */
  namespace: TextsNamespace;
  /**
   * The share of a locale's messages that may read exactly as in English (names such as "VIP",
   * "Cashback", short words that languages share). A copy of the English file is no translation.
   */
  copiedShareBelow?: number;
}

/** Three or more words outside the `{{variables}}`: a phrase, which no language keeps as is. */
function isPhrase(message: string): boolean {
  const words = message.replace(/\{\{[^}]*\}\}/g, '').match(/\p{L}+/gu) ?? [];
  return words.length >= 3;
}

/**
 * Checks a locale folder against its English source: a file for exactly the contract locales;
 * in each, the English keys and no others, no empty message, the same `{{variables}}`; every
 * phrase translated and only a few messages copied from English.
 */
export function describeLocaleFiles(
  title: string,
  files: LocaleFiles,
  { namespace, copiedShareBelow = 0.1 }: LocaleFilesOptions,
): void {
  const byLocale = new Map(
    Object.entries(files).map(([path, file]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), file]),
  );
  const messagesOf = (locale: string): Messages => {
    const file = byLocale.get(locale);
    if (file === undefined) throw new Error(`${title}: ${locale}.json is missing`);
    return flattenMessages(file);
  };
  const english = messagesOf('en');

  describe(title, () => {
    it('exist for exactly the contract locales', () => {
      expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
    });

    it('have English messages that are not empty', () => {
      for (const [key, message] of english) {
        expect(message.trim(), `en: ${key}`).not.toBe('');
      }
    });

    it('are what the backend loads for each locale', async () => {
      for (const locale of LOCALES) {
        expect(flattenMessages(await loadTexts(locale, namespace)), locale).toEqual(
          messagesOf(locale),
        );
      }
    });

    it('fail to load for a locale without a file', async () => {
      await expect(loadTexts('xx', namespace)).rejects.toThrow(
        `No ${namespace} texts for locale "xx"`,
      );
    });

    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      describe(locale, () => {
        const messages = messagesOf(locale);

        it('has exactly the English keys', () => {
          expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
        });

        it('has no empty message and uses the same {{variables}} as English', () => {
          for (const [key, message] of messages) {
            expect(message.trim(), `${locale}: ${key}`).not.toBe('');
            expect(messageVariables(message), `${locale}: ${key}`).toEqual(
              messageVariables(english.get(key) ?? ''),
            );
          }
        });

        it('is translated, not an English copy', () => {
          const copied = [...messages].filter(([key, message]) => message === english.get(key));
          const copiedPhrases = copied.filter(([, message]) => isPhrase(message));
          expect(
            copiedPhrases.map(([key]) => key),
            locale,
          ).toEqual([]);
          expect(copied.length, `${locale}: ${copied.map(([key]) => key).join(', ')}`).toBeLessThan(
            english.size * copiedShareBelow,
          );
        });
      });
    }
  });
}
