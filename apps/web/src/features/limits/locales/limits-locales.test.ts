import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'limits locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "Limite", "Limit" and "min" read the same in several languages.
  { namespace: 'limits', copiedShareBelow: 0.1 },
);
