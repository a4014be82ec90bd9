import type en from '../locales/en.json';

/**
 * English is the source of the keys: `t('status.title')` is checked against en.json, so a typo
 * or a key missing from English fails the type check (the other locales are checked by
 * src/locales/locales.test.ts).
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
    };
  }
}
