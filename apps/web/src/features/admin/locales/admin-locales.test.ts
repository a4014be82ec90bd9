import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'operator locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { namespace: 'admin' },
);
