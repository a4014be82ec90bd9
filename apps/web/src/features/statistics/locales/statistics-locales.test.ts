import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'statistics locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  { namespace: 'statistics', copiedShareBelow: 0.15 },
);
