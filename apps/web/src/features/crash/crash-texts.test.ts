import { describeLocaleFiles } from '../../i18n/describe-locale-files';

describeLocaleFiles(
  'crash locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { namespace: 'crash' },
);
