import { describeLocaleFiles } from '../i18n/feature-texts/describe-locale-files';

describeLocaleFiles(
  'locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
);
