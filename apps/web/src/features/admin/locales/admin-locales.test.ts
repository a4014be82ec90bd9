import { LOCALES } from '@satsino/contract/locales';
import { describe, expect, it } from 'vitest';

/** Every operator locale file, read eagerly: the test compares them all against English. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', {
  eager: true,
  import: 'default',
});

type Messages = Map<string, string>;

/** Flattens `{ a: { b: 'x' } }` into `a.b → x`, the form `t()` keys take. */
function flatten(tree: Record<string, unknown>, prefix = ''): Messages {
  const messages: Messages = new Map();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') {
      messages.set(path, value);
    } else if (typeof value === 'object' && value !== null) {
      for (const entry of flatten(value as Record<string, unknown>, path)) {
        messages.set(...entry);
      }
    } else {
      throw new Error(`${path} is neither a message nor a group`);
    }
  }
  return messages;
}

function messagesOf(locale: string): Messages {
  const file = files[`./${locale}.json`];
  if (file === undefined) {
    throw new Error(`features/admin/locales/${locale}.json is missing`);
  }
  return flatten(file);
}

function variablesOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
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
          expect(variablesOf(message), `${locale}: ${key}`).toEqual(
            variablesOf(english.get(key) ?? ''),
          );
        }
      });
    });
  }
});
