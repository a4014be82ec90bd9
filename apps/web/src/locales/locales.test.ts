import { describeLocaleFiles } from '../i18n/describe-locale-files';

describeLocaleFiles(
  'locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { namespace: 'translation' },
);
