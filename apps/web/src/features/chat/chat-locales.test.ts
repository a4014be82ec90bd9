import { describeLocaleFiles } from '../../i18n/describe-locale-files';

describeLocaleFiles(
  'chat locale files',
  import.meta.glob<Record<string, unknown>>('./locales/*.json', { eager: true, import: 'default' }),
  { namespace: 'chat' },
);
