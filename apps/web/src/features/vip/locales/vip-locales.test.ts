import { describeLocaleFiles } from '../../../i18n/describe-locale-files';

describeLocaleFiles(
  'vip locale files',
  import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' }),
  // A short file in which "VIP", "Cashback" and "Bonus" stay as they are in several languages.
  { namespace: 'vip', copiedShareBelow: 0.15 },
);
