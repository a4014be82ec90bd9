import { ERROR_CODES, ERROR_TEXTS, errorCodeOfRuleMessage } from '@satsino/contract/errors';
import { LOCALES } from '@satsino/contract/locales';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { translateCoded, translateFailure } from './error-text';

const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*.json', {
  eager: true,
  import: 'default',
});
const fileOf = (locale: string) => localeFiles[`../locales/${locale}.json`];
const errorsOf = (locale: string) =>
  (fileOf(locale)?.errors ?? {}) as Partial<Record<string, unknown>>;

describe('error code translations', () => {
  // Iterates the contract's catalogue, so a code the server may send fails here until every
  // locale words it.
  for (const locale of LOCALES) {
    it(`${locale} words every code of the catalogue`, () => {
      const errors = errorsOf(locale);
      const missing = ERROR_CODES.filter((code) => {
        const text = errors[code];
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing, `${locale}.json errors.*`).toEqual([]);
    });
  }

  it('reads in English exactly as the server words it', () => {
    const english = errorsOf('en');
    for (const code of ERROR_CODES) {
      expect(english[code], code).toBe(ERROR_TEXTS[code]);
    }
  });

  it('names every code once by its text, so a rule message finds its code', () => {
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const code of ERROR_CODES) {
      expect(errorCodeOfRuleMessage(ERROR_TEXTS[code])).toBe(code);
    }
    expect(errorCodeOfRuleMessage('Expected string, received number')).toBe('invalid_value');
  });
});

describe('translating by code', () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'de',
      resources: { de: { translation: fileOf('de') ?? {} } },
      interpolation: { escapeValue: false },
    });
    t = i18n.t;
  });

  it('chooses the text by the code and keeps a value the server put after it', () => {
    expect(
      translateCoded(t, { code: 'withdrawal_pending', message: 'Withdrawal request pending' }),
    ).toBe(errorsOf('de').withdrawal_pending);
    expect(
      translateCoded(t, {
        code: 'withdraw_min_limit',
        message: 'Min withdrawal request is 10.00 EUR',
      }),
    ).toBe(`${errorsOf('de').withdraw_min_limit} 10.00 EUR`);
  });

  it('shows the server’s words when there is no code or they are not the code’s text', () => {
    expect(translateCoded(t, { code: undefined, message: 'Something new.' })).toBe(
      'Something new.',
    );
    expect(
      translateCoded(t, {
        code: 'invalid_value',
        message: 'At most 8 decimal places for this coin.',
      }),
    ).toBe('At most 8 decimal places for this coin.');
  });

  it('rebuilds a 422 summary from its first field message', () => {
    const error = new ApiError(422, 'Required. (and 2 more errors)', {
      hasMessage: true,
      code: 'validation_failed',
      errors: { name: ['Required.'], email: ['Invalid e-mail.', 'Too long.'] },
      codes: { name: ['required'], email: ['email_invalid', 'too_long'] },
    });
    expect(translateFailure(t, error)).toBe(`${errorsOf('de').required} (und 2 weitere Fehler)`);
    const one = new ApiError(422, 'Required.', {
      hasMessage: true,
      code: 'validation_failed',
      errors: { name: ['Required.'] },
      codes: { name: ['required'] },
    });
    expect(translateFailure(t, one)).toBe(errorsOf('de').required);
  });
});
