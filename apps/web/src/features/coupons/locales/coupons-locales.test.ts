import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'coupons locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // "Bonus", "Code" and "Status" read the same in several languages.
  { namespace: 'coupons', copiedShareBelow: 0.15 },
);
