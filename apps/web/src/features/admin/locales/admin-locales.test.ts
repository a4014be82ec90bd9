import { LOCALES } from '@satsino/contract/locales';
import { describe, expect, it } from 'vitest';
import { flattenMessages, type Messages, messageVariables } from '../../../i18n/locale-messages';

/** Every operator locale file, read eagerly: the test compares them all against English. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

function messagesOf(locale: string): Messages {
  const file = files[`./${locale}.json`];
  if (file === undefined) {
    throw new Error(`features/admin/locales/${locale}.json is missing`);
  }
  return flattenMessages(file);
}

const english = messagesOf('en');

describe('operator locale files', () => {
  it('exist for exactly the contract locales', () => {
    const present = Object.keys(files)
      .map((path) => path.replace(/^\.\/(.+)\.json$/, '$1'))
      .sort();
    expect(present).toEqual([...LOCALES].sort());
  });

  it('have English messages that are not empty', () => {
    for (const [key, message] of english) {
      expect(message.trim(), `en: ${key}`).not.toBe('');
    }
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
    });
  }
});
