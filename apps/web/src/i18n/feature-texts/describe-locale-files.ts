import { LOCALES, type Locale } from '@satsino/contract/locales';
import { describe, expect, it } from 'vitest';
import { flattenMessages, type Messages, messageVariables } from '../locale-messages';
import type { FeatureTexts } from './feature-texts';

/**
 * A locale folder read by the test file itself, `import.meta.glob('./locales/*.json', { eager:
 * true, import: 'default' })`: Vite needs the literal pattern in the file that globs.
 */
export type LocaleFiles = Record<string, Record<string, unknown>>;

export interface LocaleFilesOptions {
  /** The feature's texts: they must load exactly these files, and fail for a locale without one. */
  texts?: FeatureTexts;
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
  { texts, copiedShareBelow = 0.1 }: LocaleFilesOptions = {},
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

    if (texts !== undefined) {
      it('are what the feature loads for each locale', async () => {
        for (const locale of LOCALES) {
          expect(flattenMessages(await texts.load(locale)), locale).toEqual(messagesOf(locale));
        }
      });

      it('fail to load for a locale without a file', async () => {
        await expect(texts.load('xx' as Locale)).rejects.toThrow(`No ${texts.namespace} texts`);
      });
    }

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
